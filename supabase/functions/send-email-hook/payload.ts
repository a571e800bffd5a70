import {
  type Fields,
  objectBody,
  objectField,
  optionalText,
  requiredEmail,
  requiredText,
  requiredUuid,
} from '../_shared/validate.ts';

/** What the hook uses of Supabase Auth's Send Email payload ({user, email_data}). */
export interface SendEmailPayload {
  userId: string;
  email: string;
  /** The pending new address of an email change. */
  newEmail: string | undefined;
  action: string;
  token: string;
  tokenHash: string;
  tokenNew: string;
  tokenHashNew: string;
  redirectTo: string;
}

const TOKEN = { min: 0, max: 200 };

function text(data: Fields, name: string): string {
  return optionalText(data, name, TOKEN) ?? '';
}

/** Reads the payload; malformed input throws ValidationError (answered with 400). */
export function parseSendEmailPayload(value: unknown): SendEmailPayload {
  const body = objectBody(value);
  const user = objectField(body, 'user');
  const data = objectField(body, 'email_data');
  const newEmail = optionalText(user, 'new_email', { max: 254 });
  return {
    userId: requiredUuid(user, 'id'),
    email: requiredEmail(user),
    newEmail: newEmail ? requiredEmail(user, 'new_email') : undefined,
    action: requiredText(data, 'email_action_type', { max: 100 }),
    token: text(data, 'token'),
    tokenHash: text(data, 'token_hash'),
    tokenNew: text(data, 'token_new'),
    tokenHashNew: text(data, 'token_hash_new'),
    redirectTo: optionalText(data, 'redirect_to', { min: 0, max: 2048 }) ?? '',
  };
}
