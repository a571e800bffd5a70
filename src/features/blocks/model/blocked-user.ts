/** A member the signed-in member blocked (list_blocked_users), or block_user's answer. */
export interface BlockedUser {
  userId: string;
  /** Their profile name, or 'Member' (never an email). */
  name: string;
  /** How the feeds name them (creator_hash). */
  creatorHash: string | null;
  blockedAt: string | null;
}

const text = (row: Record<string, unknown>, key: string): string | null =>
  typeof row[key] === 'string' && row[key] !== '' ? row[key] : null;

/** One row of list_blocked_users or block_user's answer; null when it names nobody. */
export function parseBlockedUser(value: unknown): BlockedUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const userId = text(row, 'user_id') ?? text(row, 'blocked_id');
  if (!userId) return null;
  return {
    userId,
    name: text(row, 'display_name') ?? 'Member',
    creatorHash: text(row, 'creator_hash'),
    blockedAt: text(row, 'blocked_at'),
  };
}

export function parseBlockedUsers(body: unknown): BlockedUser[] {
  if (!Array.isArray(body)) throw new TypeError('Expected a list of blocked members.');
  return body.map(parseBlockedUser).filter((user): user is BlockedUser => user !== null);
}

export const BLOCK_MESSAGES = {
  menuEntry: 'Blocked Users',
  heading: 'Blocked Users',
  description: 'You don’t see their videos or comments, and they can’t comment on your videos.',
  none: 'You haven’t blocked anyone.',
  loadFailed: 'Unable to load your blocked users. Please try again.',
  offline: 'You’re offline: connect to see and change your blocked users.',
  unblocked: (name: string) => `${name} is unblocked`,
  unblockFailed: 'Unblock Failed',
  blockFailed: 'Block Failed',
  blocked: (label: string) => `Blocked ${label}`,
  signIn: 'Please sign in to block users.',
  otherAccount: 'Waiting for the account that made this block to sign in again.',
} as const;
