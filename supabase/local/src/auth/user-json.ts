/** auth.users as this service reads it; timestamps arrive as Date from both engines. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown> | null;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export type Json = Record<string, unknown>;

/** Go's time.Time in JSON: an RFC 3339 string in UTC. */
function isoTime(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The fields GoTrue tags `omitempty`: present only when set. */
function optional(fields: Record<string, Date | string | null>): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else if (value) out[key] = value;
  }
  return out;
}

/** models.Identity's JSON: `identity_id` is the row id, `id` the provider's id for the user. */
function identityJson(row: IdentityRow): Json {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data ?? {},
    provider: row.provider,
    ...optional({ last_sign_in_at: row.last_sign_in_at }),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    ...optional({ email: row.email }),
  };
}

/** models.User's JSON, field for field (internal/models/user.go json tags). */
export function userJson(row: UserRow, identities: IdentityRow[]): Json {
  return {
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    ...optional({ email_confirmed_at: row.email_confirmed_at, invited_at: row.invited_at }),
    phone: row.phone ?? '',
    ...optional({
      phone_confirmed_at: row.phone_confirmed_at,
      confirmation_sent_at: row.confirmation_sent_at,
      confirmed_at: row.confirmed_at,
      recovery_sent_at: row.recovery_sent_at,
      new_email: row.email_change,
      email_change_sent_at: row.email_change_sent_at,
      new_phone: row.phone_change,
      phone_change_sent_at: row.phone_change_sent_at,
      last_sign_in_at: row.last_sign_in_at,
    }),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    ...optional({ banned_until: row.banned_until, deleted_at: row.deleted_at }),
    is_anonymous: row.is_anonymous,
  };
}

/**
 * GoTrue's sanitizeUser: what a repeated signup of a confirmed address answers while email
 * confirmation is on, so the response does not reveal that the address is registered.
 */
export function obfuscatedUserJson(id: string, email: string, data: Json): Json {
  const now = new Date().toISOString();
  return {
    id,
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
