import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  requestFreeCode,
  useOfferStore,
  loadWelcomeModal,
  loadFreePremiumModal,
} from '@/features/premium';
import type * as SessionModule from '@/lib/session';
import { resetAccountStores, signedOut } from '@/testing/accounts';
import { buttonNamed, openDialogNamed } from '@/testing/queries';
import { click, render, type Rendered } from '@/testing/render';
import { AccountSlot } from './account-slot';
import { HomeAccounts } from './home-accounts';
import { loadAuthDialog } from '@/features/auth';

// Moved from e2e accounts-offers.spec.ts: 'join opens the sign-up dialog and the free offer waits
// for it to close' and 'the free offer opens after 4 s when the welcome was seen before'. Home's
// offer timers and the header's dialogs, as the app composes them, on fake time (the rules alone:
// features/premium/model/offer-rules.test.ts).

vi.mock('@/features/premium/api/request-free-code', () => ({ requestFreeCode: vi.fn() }));
// The sign-up dialog starts loading supabase-js when it opens: not here.
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  listenToAuth: () => Promise.resolve(),
}));

const WELCOME = 'Welcome to LaughLoop!';
const FREE_OFFER = 'Get 2 Months of Premium Free';

// The lazy modals' code, loaded once on real time so that on fake time only React has to work.
beforeAll(async () => {
  await Promise.all([loadWelcomeModal(), loadFreePremiumModal(), loadAuthDialog()]);
});

let rendered: Rendered | undefined;
beforeEach(() => {
  signedOut();
  vi.useFakeTimers();
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.useRealTimers();
  useOfferStore.setState(useOfferStore.getInitialState(), true);
  resetAccountStores();
  localStorage.clear();
  vi.clearAllMocks();
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** Lets fake time pass in small steps until the dialog shows (React reveals lazy code on a timer). */
async function advanceUntilOpen(name: string): Promise<HTMLDialogElement> {
  for (let waited = 0; waited <= 1_000; waited += 50) {
    const dialog = openDialogNamed(name);
    if (dialog) return dialog;
    await advance(50);
  }
  throw new Error(`The dialog ${name} did not open`);
}

async function openHome(): Promise<void> {
  rendered = await render(
    <MemoryRouter>
      <HomeAccounts />
      <AccountSlot />
    </MemoryRouter>,
  );
}

describe('the first-visit offers', () => {
  it('Join LaughLoop opens Create Account, and the free offer waits for that dialog to close', async () => {
    await openHome();
    await advance(999);
    expect(openDialogNamed(WELCOME)).toBeNull();
    await advance(1);
    const welcome = await advanceUntilOpen(WELCOME);

    await click(buttonNamed(welcome, 'Join LaughLoop')!);
    const signUp = await advanceUntilOpen('Create Account');
    expect(openDialogNamed(WELCOME)).toBeNull();

    await advance(4_000);
    expect(openDialogNamed(FREE_OFFER)).toBeNull();
    await click(buttonNamed(signUp, 'Close')!);
    expect(openDialogNamed('Create Account')).toBeNull();
    await advanceUntilOpen(FREE_OFFER);
  });

  it('opens the free offer at 4 s, not before, when the welcome was seen before', async () => {
    localStorage.setItem('welcome-seen', 'true');
    await openHome();
    await advance(3_990);
    expect(openDialogNamed(FREE_OFFER)).toBeNull();
    await advance(10);
    const offer = await advanceUntilOpen(FREE_OFFER);
    expect(openDialogNamed(WELCOME)).toBeNull();
    expect(offer.textContent).toContain('Worth $29.98.');

    await click(buttonNamed(offer, 'Send My Free Code')!);
    expect(offer.querySelector('[role="alert"]')?.textContent).toContain(
      'Please enter your email address.',
    );
    expect(requestFreeCode).not.toHaveBeenCalled();
  });
});
