import { keepReferral, referralAwaitingClick } from '@/lib/referral';
import { recordReferralClick } from '@/lib/referral-click';

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

/**
 * Keeps a landing's code (first click wins) and tells the server of the click, now or when the
 * connection returns, so the server keeps the click's time.
 */
export function recordReferral(code: string | null, landedAt: number): void {
  if (code !== null) keepReferral(code, landedAt);
  if (!referralAwaitingClick()) return;
  const record = () => {
    void recordReferralClick().then(() => {
      if (!referralAwaitingClick()) window.removeEventListener('online', record);
    });
  };
  window.addEventListener('online', record);
  whenIdle(record);
}
