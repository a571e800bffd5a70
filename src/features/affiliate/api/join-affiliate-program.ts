import { invokeFunction } from '@/lib/api/functions';
import { parseJoinAnswer, type JoinedAffiliate } from '../model/join-answer';

/** Part 2 §7 join-affiliate-program {email} → {success, affiliate (with affiliate_code)}. */
export async function joinAffiliateProgram(email: string): Promise<JoinedAffiliate> {
  const answer = await invokeFunction(
    'join-affiliate-program',
    { email },
    { requireSession: true },
  );
  const joined = parseJoinAnswer(answer);
  if (!joined) throw new Error('Unexpected answer from join-affiliate-program.');
  return joined;
}
