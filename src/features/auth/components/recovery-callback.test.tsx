import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, toastTexts } from '@/testing/queries';
import { render, settle, type Rendered } from '@/testing/render';
import { verifyRecoveryLink } from '../api/verify-recovery-link';
import { RecoveryCallback } from './recovery-callback';

// Moved from e2e accounts-password-reset.spec.ts 'a callback without a recovery token goes home
// with the spec's message' (the parse itself: model/recovery-link.test.ts).

vi.mock('../api/verify-recovery-link', () => ({ verifyRecoveryLink: vi.fn() }));

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  dismissAllToasts();
  vi.clearAllMocks();
});

describe('/auth/callback', () => {
  it.each(['?token=abc&type=signup', '?type=recovery'])(
    'sends %s home with the Invalid reset link notice, asking the server nothing',
    async (search) => {
      const router = createMemoryRouter(
        [
          { path: '/', element: <h1>Laugh. Record. Win.</h1> },
          { path: '/auth/callback', element: <RecoveryCallback /> },
        ],
        { initialEntries: [`/auth/callback${search}`] },
      );
      rendered = await render(<RouterProvider router={router} />);
      await settle();

      expect(toastTexts()).toEqual([
        'Invalid reset link' + 'The password reset link is invalid or has expired.',
      ]);
      expect(router.state.location.pathname + router.state.location.search).toBe('/');
      expect(verifyRecoveryLink).not.toHaveBeenCalled();
    },
  );
});
