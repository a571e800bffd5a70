import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import type { IdentityRow, Json, UserRow } from './user-json.ts';
import { userJson } from './user-json.ts';

/** Every user lives in this audience; GoTrue's default JWT `aud`. */
export const AUDIENCE = 'authenticated';
/** GoTrue writes uuid.Nil into instance_id. */
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at,
  reauthentication_token, reauthentication_sent_at, email_change,
  email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at,
  updated_at, phone, phone_confirmed_at, phone_change, phone_change_sent_at, confirmed_at,
  banned_until, deleted_at, is_anonymous`;

const IDENTITY_COLUMNS = `id, provider_id, user_id, identity_data, provider, last_sign_in_at,
  created_at, updated_at, email`;

async function oneUser(q: Queryable, where: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where} limit 1`,
    params,
  );
  return rows[0] ?? null;
}

export function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  return oneUser(q, 'id = $1', [id]);
}

/** Locks the user's row for the rest of the transaction (no-op isolation on PGlite's single session). */
export function lockUserById(q: Queryable, id: string): Promise<UserRow | null> {
  return q
    .query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1 for update`, [id])
    .then(({ rows }) => rows[0] ?? null);
}

/** models.FindUserByEmailAndAudience: case-insensitive, SSO users excluded. */
export function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  return oneUser(q, 'lower(email) = lower($1) and aud = $2 and is_sso_user = false', [
    email,
    AUDIENCE,
  ]);
}

export type TokenColumn = 'confirmation_token' | 'recovery_token';

export function findUserByToken(
  q: Queryable,
  column: TokenColumn,
  hash: string,
): Promise<UserRow | null> {
  return oneUser(q, `${column} = $1 and is_sso_user = false`, [hash]);
}

export async function identitiesOf(q: Queryable, userIds: string[]): Promise<IdentityRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities where user_id = any($1::uuid[]) order by created_at, id`,
    [userIds],
  );
  return rows;
}

/** The user as GoTrue serializes it, identities included; null when the id is unknown. */
export async function loadUserJson(q: Queryable, id: string): Promise<Json | null> {
  const user = await findUserById(q, id);
  return user ? userJson(user, await identitiesOf(q, [id])) : null;
}

export interface NewUser {
  id?: string;
  email: string;
  encryptedPassword: string | null;
  userMetadata: Json;
  appMetadata: Json;
  role: string;
  invited?: boolean;
}

export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, invited_at, created_at, updated_at)
     values ($1, $2, $3, $4, lower($5), $6, $7::jsonb, $8::jsonb, case when $9::boolean then now() end, now(), now())
     returning ${USER_COLUMNS}`,
    [
      INSTANCE_ID,
      user.id ?? randomUUID(),
      AUDIENCE,
      user.role,
      user.email,
      user.encryptedPassword ?? '',
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.invited === true,
    ],
  );
  return rows[0]!;
}

/** The email identity GoTrue creates with every email user: identity_data holds sub and email. */
export async function insertEmailIdentity(
  q: Queryable,
  user: UserRow,
  extra: Json = {},
): Promise<IdentityRow> {
  const data = {
    ...extra,
    sub: user.id,
    email: user.email,
    email_verified: false,
    phone_verified: false,
  };
  const { rows } = await q.query<IdentityRow>(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, 'email', now(), now(), now())
     returning ${IDENTITY_COLUMNS}`,
    [randomUUID(), user.id, user.id, JSON.stringify(data)],
  );
  return rows[0]!;
}

/** Merges keys into the email identity's identity_data (UpdateIdentityData). */
export async function updateEmailIdentity(
  q: Queryable,
  userId: string,
  updates: Json,
): Promise<void> {
  await q.query(
    `update auth.identities set identity_data = coalesce(identity_data, '{}'::jsonb) || $2::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, JSON.stringify(updates)],
  );
}

/** Columns a handler may set directly; `now()` is written for the ones given the value NOW. */
export type UserColumn =
  | 'encrypted_password'
  | 'email'
  | 'role'
  | 'email_confirmed_at'
  | 'confirmation_token'
  | 'confirmation_sent_at'
  | 'recovery_token'
  | 'recovery_sent_at'
  | 'last_sign_in_at'
  | 'banned_until';

export const NOW = Symbol('now');

export async function updateUser(
  q: Queryable,
  id: string,
  values: Partial<Record<UserColumn, string | Date | null | typeof NOW>>,
): Promise<UserRow> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [column, value] of Object.entries(values)) {
    if (value === NOW) {
      sets.push(`${column} = now()`);
    } else {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    }
  }
  const { rows } = await q.query<UserRow>(
    `update auth.users set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    params,
  );
  return rows[0]!;
}

/**
 * GoTrue's UpdateUserMetaData / UpdateAppMetaData: keys are merged, a null value removes its key.
 * Done in SQL so concurrent writers of other keys are not overwritten.
 */
export async function mergeMetadata(
  q: Queryable,
  id: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: Json,
): Promise<void> {
  const removed = Object.keys(updates).filter((key) => updates[key] === null);
  const kept = Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== null));
  await q.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) - $2::text[]) || $3::jsonb, updated_at = now()
      where id = $1`,
    [id, removed, JSON.stringify(kept)],
  );
}

/** Replaces raw_user_meta_data (signup copies the identity data over it). */
export async function setUserMetadata(q: Queryable, id: string, data: Json): Promise<void> {
  await q.query(
    `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
    [id, JSON.stringify(data)],
  );
}

/** One page of GoTrue's FindUsersInAudience: `filter` matches the email or the full name. */
export async function pageOfUsers(
  q: Queryable,
  page: { filter: string; ascending: boolean; limit: number; offset: number },
): Promise<{ users: UserRow[]; total: number }> {
  const where = `aud = $1 and ($2::text = '' or email like '%' || $2::text || '%'
    or raw_user_meta_data ->> 'full_name' ilike '%' || $2::text || '%')`;
  const { rows: counted } = await q.query<{ total: number }>(
    `select count(*)::int as total from auth.users where ${where}`,
    [AUDIENCE, page.filter],
  );
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where}
      order by created_at ${page.ascending ? 'asc' : 'desc'}, id limit $3 offset $4`,
    [AUDIENCE, page.filter, page.limit, page.offset],
  );
  return { users: rows, total: counted[0]?.total ?? 0 };
}
