import { useQuery } from '@tanstack/react-query';
import { isUuid } from '@/lib/challenge-entry';
import { areaKeys, PERSISTED } from '@/lib/query/keys';
import { currentAccessToken, useSession } from '@/lib/session';
import { getEntryChallenge, type EntryChallenge } from '../api/get-entry-challenge';

const submitKeys = areaKeys('submit');

export type EntryChallengeState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'found'; challenge: EntryChallenge }
  | { status: 'missing' }
  | { status: 'error' };

/**
 * The challenge named by /submit?challenge=<uuid> (anything but a uuid is ignored). Kept on the
 * device, so a page reopened offline still knows what it enters and its deadline.
 */
export function useEntryChallenge(param: string | null): EntryChallengeState {
  const id = isUuid(param) ? param.toLowerCase() : null;
  const sessionLoading = useSession((state) => state.loading);
  const userId = useSession((state) => state.user?.id ?? null);
  const { data, isError } = useQuery({
    queryKey: submitKeys.key('challenge', id ?? ''),
    queryFn: async ({ signal }) =>
      getEntryChallenge(id ?? '', userId ? await currentAccessToken() : null, signal),
    enabled: id !== null && !sessionLoading,
    meta: PERSISTED,
  });
  if (!id) return { status: 'none' };
  if (data === null) return { status: 'missing' };
  if (data) return { status: 'found', challenge: data };
  return isError ? { status: 'error' } : { status: 'loading' };
}
