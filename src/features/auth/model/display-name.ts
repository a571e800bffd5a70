/** The parts of a supabase-js User the header shows. */
export interface NamedUser {
  email?: string | undefined;
  user_metadata?: Record<string, unknown> | undefined;
}

/** The full name given at sign-up, else the e-mail address. */
export function displayName(user: NamedUser): string {
  const fullName = user.user_metadata?.full_name;
  if (typeof fullName === 'string' && fullName.trim() !== '') return fullName.trim();
  return user.email ?? 'Your account';
}

/** One letter for the avatar circle. */
export function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}
