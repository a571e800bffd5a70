// The shape the edge functions accept: one @, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a typed address (spaces around it ignored) looks like an e-mail address. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

// The stricter syntax the database's private.is_email() accepts, for addresses it stores.
const STORED_EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
const STORED_EMAIL_MAX_LENGTH = 254;

/** Whether the database would store `value` (already trimmed) as an e-mail address. */
export function isStorableEmail(value: string): boolean {
  return value.length <= STORED_EMAIL_MAX_LENGTH && STORED_EMAIL.test(value);
}
