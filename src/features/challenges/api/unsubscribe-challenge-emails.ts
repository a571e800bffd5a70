import { postPublicRpc } from '@/lib/api/post-public';

/** The mail's unsubscribe link: true when the token was known (already unsubscribed included). */
export async function unsubscribeChallengeEmails(
  token: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await postPublicRpc('unsubscribe_challenge_emails', { p_token: token }, signal);
  return answer === true;
}
