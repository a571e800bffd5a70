import { captureReferral, referralAwaitingClick } from '@/lib/referral';

function recordWhenIdle(record: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(record, { timeout: 3000 });
  else setTimeout(record, 1000);
}

/**
 * Before the router reads the address: keeps `?ref=CODE` (first click wins) and removes it. The
 * click is then recorded on the server (its code loads only when there is one to record), now or
 * when the connection returns.
 */
export function startReferral(): void {
  captureReferral();
  if (!referralAwaitingClick()) return;
  const record = () => {
    void import('@/lib/referral-click')
      .then((module) => module.recordReferralClick())
      .then(() => {
        if (!referralAwaitingClick()) window.removeEventListener('online', record);
      });
  };
  window.addEventListener('online', record);
  recordWhenIdle(record);
}
