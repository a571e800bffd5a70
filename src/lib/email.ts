// The shape the edge functions accept: one @, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a typed address (spaces around it ignored) looks like an e-mail address. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
