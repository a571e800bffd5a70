import { currentAccessToken } from '@/lib/session';

/** The signed-in admin's access token, read at send time; a lost session is said plainly. */
export async function adminToken(): Promise<string> {
  const token = await currentAccessToken();
  if (!token) throw new Error('Your session has ended. Please sign in again.');
  return token;
}

/** A failure's words for the panel's alerts. */
export function reasonOf(error: unknown): string {
  if (error instanceof TypeError)
    return 'No connection to the server. Please try again when online.';
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}
