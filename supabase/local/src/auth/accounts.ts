import type { Queryable } from '../db/types.ts';
import type { Json, UserRow } from './user-json.ts';
import {
  AUDIENCE,
  insertEmailIdentity,
  insertUser,
  mergeMetadata,
  NOW,
  setUserMetadata,
  updateEmailIdentity,
  updateUser,
} from './users-repo.ts';

/** What GoTrue writes into raw_app_meta_data for an email account. */
export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/**
 * An email user as POST /signup (and generate_link type signup) creates it: the identity carries
 * sub/email/email_verified/phone_verified plus the signup `data`, and because the account is not
 * confirmed yet GoTrue copies that identity data over user_metadata (RemoveUnconfirmedIdentities).
 */
export async function createSignupUser(
  q: Queryable,
  email: string,
  encryptedPassword: string,
  data: Json,
  id?: string,
): Promise<UserRow> {
  const user = await insertUser(q, {
    ...(id ? { id } : {}),
    email,
    encryptedPassword,
    userMetadata: data,
    appMetadata: EMAIL_APP_METADATA,
    role: AUDIENCE,
  });
  const identity = await insertEmailIdentity(q, user, data);
  await setUserMetadata(q, user.id, identity.identity_data ?? {});
  return user;
}

/** models.User.Confirm: the address is verified, the confirmation token is spent. */
export async function confirmEmail(q: Queryable, userId: string): Promise<void> {
  await updateUser(q, userId, { confirmation_token: '', email_confirmed_at: NOW });
  await mergeMetadata(q, userId, 'raw_user_meta_data', { email_verified: true });
  await updateEmailIdentity(q, userId, { email_verified: true });
}

/**
 * models.User.UpdatePassword: a new password spends every outstanding one-time token and signs
 * the user out everywhere except `keepSessionId` (the session that changed it, if any).
 */
export async function replacePassword(
  q: Queryable,
  userId: string,
  encryptedPassword: string,
  keepSessionId: string | null,
): Promise<void> {
  await updateUser(q, userId, {
    encrypted_password: encryptedPassword,
    confirmation_token: '',
    confirmation_sent_at: null,
    recovery_token: '',
    recovery_sent_at: null,
  });
  await q.query(
    `update auth.users set email_change_token_current = '', email_change_token_new = '',
            email_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null
      where id = $1`,
    [userId],
  );
  await q.query(
    `delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)`,
    [userId, keepSessionId],
  );
}

/** Whether the account is banned right now (models.User.IsBanned). */
export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}
