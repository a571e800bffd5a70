import { postPublicRpc } from '@/lib/api/post-public';

/** The mail's confirmation link (double opt-in): true when it subscribed the address. */
export async function confirmChallengeEmails(
  token: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await postPublicRpc('confirm_challenge_emails', { p_token: token }, signal);
  return answer === true;
}
