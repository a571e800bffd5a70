import { create } from 'zustand';
import { useSession, type SessionState } from '@/lib/session';
import type { LikeRecords } from './like-record';
import { changeLikeRecords, followLikeRecords, readLikeRecords } from './like-records';

/**
 * The signed-in member's like records as this page shows them: read from their one home
 * (./like-records.ts) when the member signs in, and again whenever another page or the service
 * worker changes them. Never written here on its own: a change goes to the home first.
 */
interface LikeStoreState {
  userId: string | null;
  records: LikeRecords;
}

export const useLikeRecords = create<LikeStoreState>(() => ({ userId: null, records: {} }));

async function load(userId: string): Promise<void> {
  try {
    const records = await readLikeRecords(userId);
    if (useLikeRecords.getState().userId === userId) useLikeRecords.setState({ records });
  } catch (error) {
    console.warn('Could not read your likes on this device', error);
  }
}

/**
 * Changes the member's records: shown at once on this page, then written to their home (whose
 * stored result, with what the worker or another tab wrote meanwhile, comes back through
 * followLikeRecords below).
 */
export async function changeMyLikes(
  userId: string,
  change: (records: LikeRecords) => LikeRecords,
): Promise<void> {
  if (useLikeRecords.getState().userId === userId)
    useLikeRecords.setState((state) => ({ records: change(state.records) }));
  await changeLikeRecords(userId, change);
}

function followSignedInUser({ loading, user }: SessionState): void {
  if (loading) return;
  const userId = user?.id ?? null;
  if (userId === useLikeRecords.getState().userId) return;
  useLikeRecords.setState({ userId, records: {} });
  if (userId) void load(userId);
}

followSignedInUser(useSession.getState());
useSession.subscribe(followSignedInUser);
followLikeRecords((userId, stored) => {
  if (userId !== useLikeRecords.getState().userId) return;
  if (stored) useLikeRecords.setState({ records: stored });
  else void load(userId);
});
