import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast-store';
import { showCreator } from '@/lib/hidden-content';
import { areaKeys } from '@/lib/query/keys';
import { currentAccessToken, useSession } from '@/lib/session';
import { listBlockedUsers } from '../api/list-blocked-users';
import { unblockUser } from '../api/unblock-user';
import { BLOCK_MESSAGES, type BlockedUser } from '../model/blocked-user';

const blocks = areaKeys('blocks');
const blockKeys = {
  all: blocks.all,
  list: (userId: string | null) => blocks.key('list', userId),
};

async function token(): Promise<string> {
  const value = await currentAccessToken();
  if (!value) throw new Error(BLOCK_MESSAGES.signIn);
  return value;
}

/** The members the signed-in member blocked, read from the server while the dialog is open. */
export function useBlockedUsers(enabled: boolean) {
  const userId = useSession((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: blockKeys.list(userId),
    queryFn: async ({ signal }) => listBlockedUsers(await token(), signal),
    enabled: enabled && userId !== null,
  });
}

/**
 * Unblocks one member: their videos and comments come back on this device at once and every list
 * on screen refetches what the server now shows.
 */
export function useUnblockUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (user: BlockedUser) => unblockUser(user.userId, await token()),
    onSuccess: (_answer, user) => {
      showCreator({ userId: user.userId, creatorHash: user.creatorHash });
      toast({ title: BLOCK_MESSAGES.unblocked(user.name), variant: 'success' });
      void client.invalidateQueries();
    },
    onError: (error) =>
      toast({
        title: BLOCK_MESSAGES.unblockFailed,
        description: error.message,
        variant: 'destructive',
      }),
  });
}
