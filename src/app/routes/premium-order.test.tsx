import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogHost, loadAuthDialog } from '@/features/auth';
import { createPremiumCheckout } from '@/features/premium';
import type * as SessionModule from '@/lib/session';
import { useSession } from '@/lib/session';
import { resetAccountStores, signedIn, signedOut } from '@/testing/accounts';
import {
  buttonNamed,
  buttonTexts,
  inputLabelled,
  openDialogNamed,
  openedDialog,
} from '@/testing/queries';
import { act } from 'react';
import { click, render, typeInto, type Rendered } from '@/testing/render';
import { Component as PremiumOrderRoute } from './premium-order';

// Moved from e2e: routes.spec.ts '/premium-order sells the three plans beside the free-code box'
// and accounts-premium-code.spec.ts 'an empty code and a signed-out visitor get the spec's
// messages'. The page and the sign-in dialog together, as the app composes them.

vi.mock('@/features/premium/api/create-premium-checkout', () => ({
  createPremiumCheckout: vi.fn(),
}));
// The sign-in dialog starts loading supabase-js when it opens: not here.
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  listenToAuth: () => Promise.resolve(),
}));

// The sign-in dialog's code, loaded before the tests so that they wait only for React.
beforeAll(() => loadAuthDialog());

let rendered: Rendered | undefined;
const fetchSpy = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
beforeEach(() => {
  signedOut();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  resetAccountStores();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPremiumOrder() {
  const router = createMemoryRouter([{ path: '/premium-order', Component: PremiumOrderRoute }], {
    initialEntries: ['/premium-order'],
  });
  rendered = await render(
    <>
      <RouterProvider router={router} />
      <AuthDialogHost />
    </>,
  );
  return rendered.container.querySelector('article')!;
}

describe('/premium-order for a visitor', () => {
  it('sells the three plans beside the free-code box; choosing one asks to sign in first', async () => {
    const page = await openPremiumOrder();
    expect(buttonTexts(page)).toEqual([
      'Choose Monthly',
      'Choose Semi-Annual',
      'Choose Annual',
      'Apply',
      'Get 2 months of Premium free',
    ]);

    await click(buttonNamed(page, 'Choose Monthly')!);
    expect((await openedDialog('Sign In'))?.textContent).toContain(
      'Please sign in to get Premium.',
    );
    expect(createPremiumCheckout).not.toHaveBeenCalled();
  });

  it('asks for a code, then for a sign-in, and says so again once the dialog is closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openPremiumOrder();
    const codeBox = page.querySelector('section[aria-labelledby="free-code-heading"]')!;
    expect(codeBox.querySelector('h2')?.textContent).toBe('Have a free Premium code?');
    const alertText = () => codeBox.querySelector('[role="alert"]')?.textContent;

    await click(buttonNamed(codeBox, 'Apply')!);
    expect(alertText()).toBe('Code required' + 'Enter your free Premium code');

    await typeInto(inputLabelled(codeBox, 'Free Premium code')!, 'll-aaaa-bbbb');
    await click(buttonNamed(codeBox, 'Apply')!);
    const dialog = await openedDialog('Sign In');
    expect(dialog?.textContent).toContain('Please sign in to redeem your free Premium code.');

    await click(buttonNamed(dialog!, 'Close')!);
    expect(openDialogNamed('Sign In')).toBeNull();
    expect(alertText()).toBe('Redemption Failed' + 'Please sign in again to redeem your code.');
    // Signed out, the code never left the device.
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('/premium-order while the stored session is being restored', () => {
  // CI run 62: a member's tap on a plan during the restore read them as a visitor, opened the
  // sign-in dialog and no checkout tab.
  it('keeps the plans waiting, then opens the checkout for the member it turned out to be', async () => {
    useSession.setState({ session: null, user: null, loading: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.mocked(createPremiumCheckout).mockReturnValue(new Promise(() => undefined));
    const page = await openPremiumOrder();
    const choose = buttonNamed(page, 'Choose Monthly') as HTMLButtonElement;
    expect(choose.disabled).toBe(true);

    await act(async () => {
      signedIn(false);
    });
    expect(choose.disabled).toBe(false);
    await click(choose);
    expect(openDialogNamed('Sign In')).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
    expect(createPremiumCheckout).toHaveBeenCalledWith('monthly', expect.any(String));
  });
});
