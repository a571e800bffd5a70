import { randomBytes } from 'node:crypto';
import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { isPgError } from '../db/types.ts';
import { json } from '../http/responses.ts';
import { confirmEmail, EMAIL_APP_METADATA, replacePassword } from './accounts.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { parseGoDuration } from './go-duration.ts';
import { assertStrongPassword, hashPassword } from './passwords.ts';
import {
  booleanParam,
  objectParam,
  optionalStringParam,
  readParams,
  stringParam,
  type Params,
} from './request.ts';
import {
  AUDIENCE,
  findUserByEmail,
  findUserById,
  insertEmailIdentity,
  insertUser,
  loadUserJson,
  mergeMetadata,
  updateEmailIdentity,
  updateUser,
} from './users-repo.ts';
import { isUuid, validateEmail } from './validation.ts';

const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/** ban_duration: a Go duration, or "none" to lift a ban; undefined when not asked for. */
function banDuration(params: Params): number | undefined {
  const text = stringParam(params, 'ban_duration');
  if (text === '') return undefined;
  if (text === 'none') return 0;
  const ms = parseGoDuration(text);
  if (ms === null)
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${text}"`,
    );
  return ms;
}

async function applyBan(q: Queryable, id: string, ms: number | undefined) {
  if (ms === undefined) return;
  await updateUser(q, id, { banned_until: ms === 0 ? null : new Date(Date.now() + ms) });
}

function rejectPhone(params: Params) {
  if (stringParam(params, 'phone') !== '') {
    throw badRequest('validation_failed', 'Phone numbers are not supported by supabase/local');
  }
}

/** The stored hash for a new admin-created user: given hash, hashed password, or a random one. */
async function initialPasswordHash(params: Params, cost: number): Promise<string> {
  const password = optionalStringParam(params, 'password');
  const passwordHash = stringParam(params, 'password_hash');
  if (password !== undefined && passwordHash !== '') {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  if (passwordHash !== '') {
    if (!/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(passwordHash)) {
      throw badRequest(
        'validation_failed',
        'Invalid password hash: only bcrypt hashes are supported',
      );
    }
    return passwordHash;
  }
  if (password === undefined || password === '')
    return hashPassword(randomBytes(48).toString('base64url'), cost);
  if (Buffer.byteLength(password) > 72) {
    throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
  }
  return hashPassword(password, cost);
}

function customId(params: Params): string | undefined {
  const id = stringParam(params, 'id');
  if (id === '') return undefined;
  if (!isUuid(id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  if (/^[0-]+$/.test(id)) throw badRequest('validation_failed', 'ID cannot be a nil uuid');
  return id;
}

/** POST /admin/users (adminUserCreate): whatever password is given, optional confirmation, metadata and ban. */
export async function adminCreateUser(ctx: LocalContext, req: Request): Promise<Response> {
  const params = await readParams(req);
  const rawEmail = stringParam(params, 'email');
  if (rawEmail === '' && stringParam(params, 'phone') === '') {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  rejectPhone(params);
  const email = validateEmail(rawEmail);
  if (await findUserByEmail(ctx.db, email)) throw emailExists();
  const encryptedPassword = await initialPasswordHash(params, ctx.config.passwordHashCost);
  const id = customId(params);
  const ban = banDuration(params);
  const appMetadata = objectParam(params, 'app_metadata');
  try {
    const userId = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        ...(id ? { id } : {}),
        email,
        encryptedPassword,
        userMetadata: objectParam(params, 'user_metadata') ?? {},
        appMetadata: EMAIL_APP_METADATA,
        role: stringParam(params, 'role') || AUDIENCE,
      });
      await insertEmailIdentity(tx, user);
      if (appMetadata) await mergeMetadata(tx, user.id, 'raw_app_meta_data', appMetadata);
      if (booleanParam(params, 'email_confirm')) await confirmEmail(tx, user.id);
      await applyBan(tx, user.id, ban);
      return user.id;
    });
    return json(await loadUserJson(ctx.db, userId));
  } catch (error) {
    // A concurrent create of the same address (users_email_partial_key) or id.
    if (isPgError(error) && error.code === '23505') throw emailExists();
    throw error;
  }
}

/** PUT /admin/users/{id} (adminUserUpdate). */
export async function adminUpdateUser(
  ctx: LocalContext,
  req: Request,
  id: string,
): Promise<Response> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  const params = await readParams(req);
  const rawEmail = stringParam(params, 'email');
  const email = rawEmail === '' ? null : validateEmail(rawEmail);
  rejectPhone(params);
  const ban = banDuration(params);
  const password = optionalStringParam(params, 'password');
  if (password !== undefined) assertStrongPassword(password);
  const encrypted =
    password === undefined ? null : await hashPassword(password, ctx.config.passwordHashCost);
  const changesEmail = email !== null && email !== user.email;
  if (changesEmail) {
    const other = await findUserByEmail(ctx.db, email);
    if (other && other.id !== id) throw emailExists();
  }
  const emailConfirm = booleanParam(params, 'email_confirm');
  const appMetadata = objectParam(params, 'app_metadata');
  const userMetadata = objectParam(params, 'user_metadata');
  await ctx.db.transaction(async (tx) => {
    const role = stringParam(params, 'role');
    if (role !== '') await updateUser(tx, id, { role });
    if (emailConfirm) await confirmEmail(tx, id);
    if (encrypted) await replacePassword(tx, id, encrypted, null);
    if (changesEmail) {
      await updateEmailIdentity(tx, id, { email, email_verified: emailConfirm });
      await updateUser(tx, id, { email });
    }
    if (appMetadata) await mergeMetadata(tx, id, 'raw_app_meta_data', appMetadata);
    if (userMetadata) await mergeMetadata(tx, id, 'raw_user_meta_data', userMetadata);
    await applyBan(tx, id, ban);
  });
  return json(await loadUserJson(ctx.db, id));
}
