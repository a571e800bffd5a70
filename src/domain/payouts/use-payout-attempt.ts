import { useRef, useState } from 'react';
import { randomUuid } from '@/lib/random-uuid';

/**
 * The amount typed and the request key of this attempt: a new key whenever the amount changes
 * (and after success, by clearing it), the same key for a resend of the same attempt, so a lost
 * answer never reserves the amount twice (request_payout / request_affiliate_payout's p_request_key).
 */
export function usePayoutAttempt(): {
  amount: string;
  changeAmount(value: string): void;
  requestKey(): string;
} {
  const [amount, setAmount] = useState('');
  const key = useRef(randomUuid());
  const changeAmount = (value: string) => {
    key.current = randomUuid();
    setAmount(value);
  };
  return { amount, changeAmount, requestKey: () => key.current };
}
