import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createChallenge } from '../api/create-challenge';
import { deleteChallenge } from '../api/delete-challenge';
import { listChallenges } from '../api/list-challenges';
import { updateChallenge } from '../api/update-challenge';
import type { AdminChallenge } from '../model/challenge';
import type { ChallengeWrite } from '../model/challenge-form';
import { challengeAdminKeys } from './admin-keys';
import { adminToken } from './admin-token';

/** Every challenge, for the panel's list; not persisted: admins manage them online. */
export function useAdminChallenges() {
  return useQuery({
    queryKey: challengeAdminKeys.list,
    queryFn: async ({ signal }) => listChallenges(await adminToken(), signal),
  });
}

export interface SaveChallenge {
  id: string | null;
  row: ChallengeWrite;
}

/** Creates (id null) or updates a challenge; afterwards every 'challenges' query reloads. */
export function useSaveChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, row }: SaveChallenge): Promise<AdminChallenge> => {
      const token = await adminToken();
      if (id === null) return createChallenge(row, token);
      const saved = await updateChallenge(id, row, token);
      if (!saved) throw new Error('This challenge no longer exists or you cannot change it.');
      return saved;
    },
    onSettled: () => client.invalidateQueries({ queryKey: challengeAdminKeys.all }),
  });
}

/** Deletes a challenge by id; afterwards every 'challenges' query reloads. */
export function useDeleteChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      const deleted = await deleteChallenge(id, await adminToken());
      if (!deleted) throw new Error('This challenge no longer exists or you cannot delete it.');
    },
    onSettled: () => client.invalidateQueries({ queryKey: challengeAdminKeys.all }),
  });
}
