import { ApiError, SessionRequiredError } from '@/lib/api/api-error';
import { isEmail } from '@/lib/email';

/** Part 2 §5 and §8 (Admin grant), word for word, and the server's refusals (design §3.2). */
export const ADMIN_SETUP_MESSAGES = {
  adminExists: 'An admin already exists. Ask an existing admin to grant you access.',
  noEmail: 'No user email found',
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address.',
  grantFailed: 'Failed to assign admin role. Make sure the user exists.',
  grantOffline: 'Failed to assign admin role. Check your connection and try again.',
  granted: (email: string) => `Successfully granted admin access to ${email}`,
  adminsOnlyGrant: 'Only admins can grant admin access.',
  signInAgain: 'Your session has ended. Please log in again.',
} as const;

/** What admin_setup_state() answers: whether the instance has an admin, and whether you are one. */
export interface AdminSetupState {
  hasAdmin: boolean;
  isAdmin: boolean;
}

/** Reads admin_setup_state()'s jsonb; anything unexpected is an error, never "no admin yet". */
export function parseAdminSetupState(value: unknown): AdminSetupState {
  if (typeof value === 'object' && value !== null) {
    const { has_admin: hasAdmin, is_admin: isAdmin } = value as Record<string, unknown>;
    if (typeof hasAdmin === 'boolean' && typeof isAdmin === 'boolean') return { hasAdmin, isAdmin };
  }
  throw new Error('Unexpected answer from admin_setup_state.');
}

export interface MakeMeAdminInput {
  /** admin_setup_state(), undefined while it loads. */
  state: AdminSetupState | undefined;
  /** The state could not be read. */
  failed: boolean;
  /** The admin session says the user is an admin. */
  isAdmin: boolean;
  email: string | null | undefined;
}

export interface MakeMeAdminView {
  enabled: boolean;
  /** Shown under the button and tied to it: why it can or cannot be pressed. */
  note: string;
}

/**
 * "Make Me Admin" works once per instance (design §3.2): only while it has no admin. Every other
 * case disables the button and says why.
 */
export function makeMeAdminView({
  state,
  failed,
  isAdmin,
  email,
}: MakeMeAdminInput): MakeMeAdminView {
  if (isAdmin || state?.isAdmin) return { enabled: false, note: 'You already have admin access.' };
  if (failed && !state)
    return {
      enabled: false,
      note: 'We could not check whether this site has an admin yet. Please try again.',
    };
  if (!state) return { enabled: false, note: 'Checking whether this site has an admin…' };
  if (state.hasAdmin) return { enabled: false, note: ADMIN_SETUP_MESSAGES.adminExists };
  if (!email) return { enabled: false, note: ADMIN_SETUP_MESSAGES.noEmail };
  return {
    enabled: true,
    note: 'This site has no admin yet: the first account to claim admin access becomes its admin.',
  };
}

/** The typed address for a grant, or what is wrong with it. */
export function grantEmailProblem(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return ADMIN_SETUP_MESSAGES.emailRequired;
  if (!isEmail(email)) return ADMIN_SETUP_MESSAGES.emailInvalid;
  return null;
}

/** What to tell the admin when assign-admin-role failed. */
export function grantFailureMessage(error: unknown): string {
  if (error instanceof SessionRequiredError) return ADMIN_SETUP_MESSAGES.signInAgain;
  if (error instanceof ApiError) {
    if (error.status === 401) return ADMIN_SETUP_MESSAGES.signInAgain;
    if (error.status === 403) return error.message || ADMIN_SETUP_MESSAGES.adminsOnlyGrant;
    if (error.status === 400) return ADMIN_SETUP_MESSAGES.emailInvalid;
    return ADMIN_SETUP_MESSAGES.grantFailed;
  }
  if (error instanceof TypeError) return ADMIN_SETUP_MESSAGES.grantOffline;
  return ADMIN_SETUP_MESSAGES.grantFailed;
}

/** A refusal the database gave (its own words), else a generic line: for claim and revoke. */
export function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.status === 401 ? ADMIN_SETUP_MESSAGES.signInAgain : error.message;
  if (error instanceof SessionRequiredError) return ADMIN_SETUP_MESSAGES.signInAgain;
  return fallback;
}

/** Why a signed-in non-admin cannot grant, and how they can become an admin. */
export function howToBecomeAdmin(hasAdmin: boolean | undefined): string {
  return hasAdmin === false
    ? 'This site has no admin yet: press Make Me Admin on the Admin Setup tab to become its first admin.'
    : 'To become an admin, ask an existing admin to grant you access by email on the Admin Setup tab.';
}

/** One row of list_admins(). */
export interface AdminEntry {
  userId: string;
  email: string;
  name: string | null;
  grantedAt: string;
}

export function toAdminEntry(row: {
  user_id: string;
  email: string | null;
  full_name: string | null;
  granted_at: string;
}): AdminEntry {
  const name = row.full_name?.trim() ?? '';
  return {
    userId: row.user_id,
    email: row.email ?? '',
    name: name === '' ? null : name,
    grantedAt: row.granted_at,
  };
}
