import { invokeFunction } from '@/lib/api/functions';

/**
 * assign-admin-role {email} with the caller's token (part 2 §7): admins grant the role by
 * address. 403 for non-admins, 404 for an unknown address, 400 for a malformed one.
 */
export async function assignAdminRole(email: string): Promise<void> {
  const answer = (await invokeFunction(
    'assign-admin-role',
    { email },
    { requireSession: true },
  )) as { success?: unknown } | null;
  if (answer?.success !== true) throw new Error('Unexpected answer from assign-admin-role.');
}
