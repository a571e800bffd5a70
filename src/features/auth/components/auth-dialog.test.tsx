import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAuthDialog, useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { resetAccountStores, signedIn, signedOut } from '@/testing/accounts';
import type * as SessionModule from '@/lib/session';
import { buttonNamed, openDialogNamed, openedDialog } from '@/testing/queries';
import { click, render, type Rendered } from '@/testing/render';
import { AuthDialogHost } from './auth-dialog-host';

// Features ask for the dialog through the store (openAuthDialog): this is what the person then
// sees, e.g. e2e affiliate.spec.ts 'a guest pressing Join is asked to sign up' (the page's side:
// affiliate/components/affiliate-page.test.tsx).

// The dialog starts loading supabase-js when it opens: not here.
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
  resetAccountStores();
});

describe('the sign-in dialog', () => {
  it.each([
    ['signup', 'Create Account', 'Please sign up to join our affiliate program'],
    ['signin', 'Sign In', 'Please sign in to get Premium.'],
  ] as const)('opened for %s is titled %s and says why', async (mode, title, reason) => {
    rendered = await render(<AuthDialogHost />);
    act(() => openAuthDialog(mode, reason));
    const dialog = await openedDialog(title);
    expect(dialog).not.toBeNull();
    expect(dialog?.textContent).toContain(reason);

    await click(buttonNamed(dialog!, 'Close')!);
    expect(openDialogNamed(title)).toBeNull();
    expect(useAuthDialog.getState()).toMatchObject({ open: false, reason: null });
  });
});

describe('the sign-in dialog asked for while the stored session is being restored', () => {
  // A tap in the first moments after a reload (CI run 62: a member's Premium plan asked them to
  // sign in). The prompt waits for the session and is for visitors only.
  const restoring = () => useSession.setState({ session: null, user: null, loading: true });

  it('opens once the session turns out to be signed out', async () => {
    restoring();
    rendered = await render(<AuthDialogHost />);
    act(() => openAuthDialog('signin', 'Please sign in to like videos.'));
    expect(useAuthDialog.getState().open).toBe(false);
    act(() => signedOut());
    expect((await openedDialog('Sign In'))?.textContent).toContain(
      'Please sign in to like videos.',
    );
  });

  it('never opens for a member', () => {
    restoring();
    openAuthDialog('signup');
    signedIn(false);
    expect(useAuthDialog.getState().open).toBe(false);
  });

  it('opens a password reset at once', () => {
    restoring();
    openAuthDialog('reset');
    expect(useAuthDialog.getState()).toMatchObject({ open: true, mode: 'reset' });
  });
});
