import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAuthDialog, useAuthDialog } from '@/lib/auth-dialog';
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
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  useAuthDialog.setState(useAuthDialog.getInitialState(), true);
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
