import { invokeFunction } from '@/lib/api/functions';

/** Part 1 §7: secure-premium-management {action: check_subscription}; reads isSubscribed. */
export async function checkSubscription(): Promise<boolean> {
  const answer = await invokeFunction(
    'secure-premium-management',
    { action: 'check_subscription' },
    { requireSession: true },
  );
  if (typeof answer !== 'object' || answer === null) {
    throw new Error('The premium check answered without a body');
  }
  return (answer as { isSubscribed?: unknown }).isSubscribed === true;
}
