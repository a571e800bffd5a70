/**
 * Request-body validation for the LaughLoop functions. Pure (no Deno APIs): each reader returns the
 * checked value or throws ValidationError, which jsonHandler answers with 400 and the message.
 */
export class ValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValidationError';
  }
}

export type Fields = Record<string, unknown>;

export function objectBody(value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError('Request body must be a JSON object');
  }
  return value as Fields;
}

export interface TextRule {
  /** Characters after trimming; defaults to 1 for required text. */
  min?: number;
  max: number;
  /** Newlines and tabs allowed (a message body); single-line text never carries control characters. */
  multiline?: boolean;
}

const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function checkedText(value: string, name: string, rule: TextRule): string {
  const text = value.trim();
  const min = rule.min ?? 1;
  if (text.length < min) {
    throw new ValidationError(
      min <= 1 ? `${name} is required` : `${name} must be at least ${min} characters`,
    );
  }
  if (text.length > rule.max)
    throw new ValidationError(`${name} must be at most ${rule.max} characters`);
  if ((rule.multiline ? MULTILINE_CONTROL : SINGLE_LINE_CONTROL).test(text)) {
    throw new ValidationError(`${name} contains control characters`);
  }
  return text;
}

/** A trimmed string field of rule.min..rule.max characters. */
export function requiredText(body: Fields, name: string, rule: TextRule): string {
  const value = body[name];
  if (value === undefined || value === null) throw new ValidationError(`${name} is required`);
  if (typeof value !== 'string') throw new ValidationError(`${name} must be a string`);
  return checkedText(value, name, rule);
}

/** Like requiredText, but absent, null or blank gives undefined. */
export function optionalText(body: Fields, name: string, rule: TextRule): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ValidationError(`${name} must be a string`);
  if (value.trim() === '') return undefined;
  return checkedText(value, name, rule);
}

/** The same syntax the database's private.is_email() accepts, so the two never disagree. */
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** A trimmed, lower-cased email address. */
export function requiredEmail(body: Fields, name = 'email'): string {
  const email = requiredText(body, name, { max: EMAIL_MAX_LENGTH }).toLowerCase();
  if (!isEmail(email)) throw new ValidationError(`${name} must be a valid email address`);
  return email;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function requiredUuid(body: Fields, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) throw new ValidationError(`${name} is required`);
  if (!isUuid(value)) throw new ValidationError(`${name} must be a UUID`);
  return value.toLowerCase();
}

/** A finite JSON number; `undefined` when absent and not required. */
export function numberField(body: Fields, name: string, required: true): number;
export function numberField(body: Fields, name: string, required: false): number | undefined;
export function numberField(body: Fields, name: string, required: boolean): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw new ValidationError(`${name} is required`);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ValidationError(`${name} must be a number`);
  }
  return value;
}

/** A JSON object field (not an array). */
export function objectField(body: Fields, name: string): Fields {
  const value = body[name];
  if (value === undefined || value === null) throw new ValidationError(`${name} is required`);
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new ValidationError(`${name} must be an object`);
  }
  return value as Fields;
}

/** One of a fixed set of strings. */
export function choiceField<T extends string>(
  body: Fields,
  name: string,
  choices: readonly T[],
): T {
  const value = body[name];
  if (value === undefined || value === null) throw new ValidationError(`${name} is required`);
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new ValidationError(`${name} must be one of: ${choices.join(', ')}`);
  }
  return value as T;
}
