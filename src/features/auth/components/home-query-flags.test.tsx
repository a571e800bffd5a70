import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CodeLandingModule from '@/lib/auth-code-landing';
import { settleCodeLanding } from '@/lib/auth-code-landing';
import type * as SessionModule from '@/lib/session';
import { resetAccountStores, signedOut } from '@/testing/accounts';
import { dismissAllToasts, openedDialog, toastTexts } from '@/testing/queries';
import { render, settle, settleUntil, type Rendered } from '@/testing/render';
import { verifyEmail } from '../api/verify-email';
import { AuthDialogHost } from './auth-dialog-host';
import { HomeQueryFlags } from './home-query-flags';

// Moved from e2e: accounts-sign-up.spec.ts 'a used or made-up verification link fails with the
// spec's message' and the ?signup=true step of 'the form checks its fields…'; the toasts of
// accounts-premium-code.spec.ts 'boost_cancelled and boost_success show their toasts and leave
// the address' (?ref itself leaves the address in app/referral/start-referral.test.ts).

vi.mock('../api/verify-email', () => ({ verifyEmail: vi.fn() }));
vi.mock('../api/confirm-auth-link', () => ({ confirmAuthLink: vi.fn() }));
// What supabase-js made of a ?code= landing is the lib's to find out; here it is given.
vi.mock('@/lib/auth-code-landing', async (importOriginal) => ({
  ...(await importOriginal<typeof CodeLandingModule>()),
  settleCodeLanding: vi.fn(),
}));
// The sign-up dialog starts loading supabase-js when it opens: not here.
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  listenToAuth: () => Promise.resolve(),
}));

// The dialog's code, loaded before the tests so that they wait only for React.
beforeAll(() => import('./auth-dialog'));

let rendered: Rendered | undefined;
beforeEach(() => signedOut());
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  dismissAllToasts();
  resetAccountStores();
  vi.restoreAllMocks();
});

async function openHome(address: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <HomeQueryFlags />
            <AuthDialogHost />
          </>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  rendered = await render(<RouterProvider router={router} />);
  await settle();
  return router;
}

const USER_ID = '3f2a9c1e-0000-4000-8000-000000000001';

describe('home query flags', () => {
  it('says a refused verification link failed, in the spec’s words, and leaves the address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(verifyEmail).mockRejectedValue(new Error('Invalid or expired token'));
    const token = '0'.repeat(64);
    const router = await openHome(`/?verify_email=true&token=${token}&user_id=${USER_ID}`);
    await settleUntil(() => toastTexts().length > 0, 3_000);

    expect(verifyEmail).toHaveBeenCalledWith(token, USER_ID);
    expect(toastTexts()).toEqual([
      'Verification Failed' + 'The verification link is invalid or has expired.',
    ]);
    expect(router.state.location.pathname + router.state.location.search).toBe('/');
  });

  it('tells a cancelled payment and a successful one, taking their flags out of the address', async () => {
    const cancelled = await openHome('/?boost_cancelled=true&ref=AFF12345');
    expect(toastTexts()).toEqual([
      'Payment Cancelled' + 'Your payment was cancelled. You can try again anytime.',
    ]);
    // The affiliate code is app/referral's to keep and remove.
    expect(cancelled.state.location.search).toBe('?ref=AFF12345');
    await rendered?.unmount();
    dismissAllToasts();

    const paid = await openHome('/?boost_success=true&session_id=cs_test_1');
    expect(toastTexts()).toEqual([
      'Payment Successful' + 'Thank you! Your boost starts as soon as the payment is confirmed.',
    ]);
    expect(paid.state.location.pathname + paid.state.location.search).toBe('/');
  });

  it('opens the Create Account dialog for ?signup=true and cleans the address', async () => {
    const router = await openHome('/?signup=true');
    expect(await openedDialog('Create Account')).not.toBeNull();
    expect(router.state.location.pathname + router.state.location.search).toBe('/');
  });

  it('continues a ?code= (PKCE) landing once supabase-js has exchanged the code', async () => {
    vi.mocked(settleCodeLanding).mockResolvedValue('signed-in');
    const confirmed = await openHome('/?code=8c1f5a3e-0000-4000-8000-000000000002&ref=AFF12345');
    await settleUntil(() => toastTexts().length > 0, 3_000);
    expect(toastTexts()).toEqual([
      'Email Verified' + 'Your email has been verified. You can now sign in.',
    ]);
    expect(confirmed.state.location.search).toBe('?ref=AFF12345');
    await rendered?.unmount();
    dismissAllToasts();

    // A recovery link (the app sends them to ?password_reset=true) opens the reset form.
    const recovered = await openHome('/?password_reset=true&code=8c1f5a3e&sb_flow_id=f1');
    expect(await openedDialog('Set New Password')).not.toBeNull();
    expect(toastTexts()).toEqual([]);
    expect(recovered.state.location.pathname + recovered.state.location.search).toBe('/');
  });

  it('says where to open a ?code= link this browser did not ask for, and opens nothing', async () => {
    vi.mocked(settleCodeLanding).mockResolvedValue('other-browser');
    const router = await openHome('/?password_reset=true&code=8c1f5a3e');
    await settleUntil(() => toastTexts().length > 0, 3_000);
    expect(toastTexts()).toEqual([
      'Open the reset link in the same browser' +
        'This reset link only works in the browser where it was requested. Open it there, or ask for a new link here.',
    ]);
    expect(await openedDialog('Set New Password', 200)).toBeNull();
    expect(router.state.location.pathname + router.state.location.search).toBe('/');
  });

  it('gives a refused ?code= the failure notice of its link', async () => {
    vi.mocked(settleCodeLanding).mockResolvedValue('failed');
    await openHome('/?code=8c1f5a3e');
    await settleUntil(() => toastTexts().length > 0, 3_000);
    expect(toastTexts()).toEqual([
      'Verification Failed' + 'The verification link is invalid or has expired.',
    ]);
  });
});
