import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast-store';
import { areaKeys } from '@/lib/query/keys';
import { useSession } from '@/lib/session';
import { assignAdminRole } from '../api/assign-admin-role';
import { claimFirstAdmin } from '../api/claim-first-admin';
import { getAdminSetupState } from '../api/get-admin-setup-state';
import { listAdmins } from '../api/list-admins';
import { revokeAdmin } from '../api/revoke-admin';
import {
  ADMIN_SETUP_MESSAGES,
  grantFailureMessage,
  refusalMessage,
  type AdminEntry,
} from '../model/admin-setup';
import { useAdminSession } from './use-admin-session';

const admin = areaKeys('admin');
const adminSetupKeys = {
  all: admin.all,
  state: (userId: string | null) => admin.key('setup-state', userId),
  admins: () => admin.key('admins'),
};

/** admin_setup_state() for the signed-in user; in memory only, reloaded whenever the screen opens. */
export function useAdminSetupState() {
  const userId = useSession((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: adminSetupKeys.state(userId),
    queryFn: getAdminSetupState,
    enabled: userId !== null,
  });
}

/** The admins (admins only); not persisted: it holds other people's addresses. */
export function useAdmins(enabled: boolean) {
  return useQuery({ queryKey: adminSetupKeys.admins(), queryFn: listAdmins, enabled });
}

/** "Make Me Admin": on success the admin session is re-checked at once, so the admin tabs open. */
export function useClaimFirstAdmin() {
  const client = useQueryClient();
  const { refresh } = useAdminSession();
  return useMutation({
    mutationFn: claimFirstAdmin,
    onSuccess: async () => {
      toast({
        title: 'You are now an admin',
        description: 'Quick Upload, Manage Library and the admin tools are open to you.',
        variant: 'success',
      });
      await refresh();
    },
    onError: (error) => {
      console.error('Make Me Admin failed', error);
      toast({
        title: 'Could not make you an admin',
        description: refusalMessage(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminSetupKeys.all }),
  });
}

/** Grant by email (admins only; the server checks). Resolves true when the role was granted. */
export function useGrantAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => assignAdminRole(email),
    onSuccess: (_answer, email) => {
      toast({
        title: 'Admin access granted',
        description: ADMIN_SETUP_MESSAGES.granted(email),
        variant: 'success',
      });
      return client.invalidateQueries({ queryKey: adminSetupKeys.all });
    },
    onError: (error) => {
      console.error('Granting admin access failed', error);
      toast({ title: 'Error', description: grantFailureMessage(error), variant: 'destructive' });
    },
  });
}

/** Removes another admin; the database refuses oneself and the last admin, in its own words. */
export function useRevokeAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: AdminEntry) => revokeAdmin(entry.userId),
    onSuccess: (_answer, entry) =>
      toast({
        title: 'Admin access removed',
        description: `${entry.email} is no longer an admin.`,
        variant: 'success',
      }),
    onError: (error) => {
      console.error('Removing admin access failed', error);
      toast({
        title: 'Admin not removed',
        description: refusalMessage(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminSetupKeys.all }),
  });
}
