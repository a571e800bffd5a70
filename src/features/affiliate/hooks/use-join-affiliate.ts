import type { User } from '@supabase/supabase-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast-store';
import { joinAffiliateProgram } from '../api/join-affiliate-program';
import { sendAffiliateConfirmation } from '../api/send-affiliate-confirmation';
import { confirmationName } from '../model/join-answer';
import { AFFILIATE_MESSAGES } from '../model/messages';
import { affiliateKeys } from './affiliate-keys';

async function join(user: User) {
  const email = user.email ?? '';
  if (email === '') throw new Error('The account has no email address.');
  const joined = await joinAffiliateProgram(email);
  // Fire and forget: a failed confirmation email never spoils the join (part 2 §7).
  void sendAffiliateConfirmation({
    email,
    userName: confirmationName(user),
    affiliateCode: joined.affiliateCode,
  });
  return joined;
}

/**
 * Joins the signed-in user (part 2 §4 "not a member to member"), then reads the new row. What
 * happened is told even if the page was left meanwhile.
 */
export function useJoinAffiliate(user: User) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => join(user),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: affiliateKeys.all });
      toast({
        title: AFFILIATE_MESSAGES.joinedTitle,
        description: AFFILIATE_MESSAGES.joined,
        variant: 'success',
      });
    },
    onError: (error) => {
      console.error('Joining the affiliate program failed', error);
      toast({
        title: AFFILIATE_MESSAGES.joinFailedTitle,
        description: AFFILIATE_MESSAGES.joinFailed,
        variant: 'destructive',
      });
    },
  });
}
