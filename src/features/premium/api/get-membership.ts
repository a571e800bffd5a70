import { invokeFunction } from '@/lib/api/functions';

export interface Membership {
  isSubscribed: boolean;
  status: string;
  planType: string | null;
  /** ISO time the paid period ends (renewal, or the end after a cancellation). */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The member's subscription as secure-premium-management {action: check_subscription} tells it. */
export async function getMembership(): Promise<Membership> {
  const answer = (await invokeFunction(
    'secure-premium-management',
    { action: 'check_subscription' },
    { requireSession: true },
  )) as Record<string, unknown> | null;
  if (!answer) throw new Error('The premium check answered without a body');
  return {
    isSubscribed: answer.isSubscribed === true,
    status: text(answer.status) ?? 'inactive',
    planType: text(answer.planType),
    currentPeriodEnd: text(answer.currentPeriodEnd),
    cancelAtPeriodEnd: answer.cancelAtPeriodEnd === true,
  };
}
