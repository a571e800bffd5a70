/** The media type without parameters, lower-cased: `Text/Plain; charset=UTF-8` -> `text/plain`. */
export function baseMimeType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Whether a bucket's allowed_mime_types admits `contentType`, as supabase/storage's
 * validateMimeType decides: an exact `type/subtype` match or a `type/*` wildcard. No list (null)
 * or an empty one means no restriction.
 */
export function isMimeTypeAllowed(contentType: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype, ...rest] = baseMimeType(contentType).split('/');
  if (!type || !subtype || rest.length > 0) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = baseMimeType(entry).split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}
