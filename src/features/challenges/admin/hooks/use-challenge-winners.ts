import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearChallengeWinners } from '../api/clear-challenge-winners';
import { insertChallengeWinners } from '../api/insert-challenge-winners';
import { listChallengeEntries } from '../api/list-challenge-entries';
import { listChallengeWinners } from '../api/list-challenge-winners';
import type { WinnerRow } from '../model/winners';
import { challengeAdminKeys } from './admin-keys';
import { adminToken } from './admin-token';

/** An ended challenge's entries, the choices for each place. */
export function useChallengeEntries(challengeId: string) {
  return useQuery({
    queryKey: challengeAdminKeys.entries(challengeId),
    queryFn: async ({ signal }) => listChallengeEntries(challengeId, await adminToken(), signal),
  });
}

/** The places already awarded, to start the picker from. */
export function useStoredWinners(challengeId: string) {
  return useQuery({
    queryKey: challengeAdminKeys.winners(challengeId),
    queryFn: async ({ signal }) => listChallengeWinners(challengeId, await adminToken(), signal),
  });
}

/**
 * Replaces a challenge's winners with the new picks. Two calls (clear, then insert): should the
 * insert fail, the admin is told and the places stay empty until saved again.
 */
export function useSaveWinners(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rows: readonly WinnerRow[]): Promise<void> => {
      const token = await adminToken();
      await clearChallengeWinners(challengeId, token);
      await insertChallengeWinners(challengeId, rows, token);
    },
    onSettled: () => client.invalidateQueries({ queryKey: challengeAdminKeys.all }),
  });
}
