import { REFERRAL_KEY } from '@/lib/referral-key';

function storedAwaitingClick(): boolean {
  try {
    return localStorage.getItem(REFERRAL_KEY)?.includes('"clickId":null') ?? false;
  } catch {
    return false;
  }
}

/**
 * Runs before the router reads the address: removes an affiliate link's `?ref=CODE` from it. The
 * code is kept (first click wins) and its click recorded by code loaded only when there is one, as
 * the first screen's budget is tight.
 */
export function startReferral(): void {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('ref');
  if (code !== null) {
    url.searchParams.delete('ref');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  if (code === null && !storedAwaitingClick()) return;
  const landedAt = Date.now();
  void import('./record-referral').then((module) => module.recordReferral(code, landedAt));
}
