export interface JoinedAffiliate {
  affiliateCode: string;
}

/** join-affiliate-program's answer {success: true, affiliate: {affiliate_code, …}}; else null. */
export function parseJoinAnswer(value: unknown): JoinedAffiliate | null {
  if (typeof value !== 'object' || value === null) return null;
  const { success, affiliate } = value as Record<string, unknown>;
  if (success !== true || typeof affiliate !== 'object' || affiliate === null) return null;
  const code = (affiliate as Record<string, unknown>).affiliate_code;
  return typeof code === 'string' && code !== '' ? { affiliateCode: code } : null;
}

export interface NamedUser {
  email?: string | undefined;
  user_metadata?: Record<string, unknown> | undefined;
}

/** Part 2 §7 send-affiliate-confirmation's userName: the full name, or else the email. */
export function confirmationName(user: NamedUser): string {
  const fullName = user.user_metadata?.full_name;
  if (typeof fullName === 'string' && fullName.trim() !== '') return fullName.trim();
  return user.email ?? '';
}
