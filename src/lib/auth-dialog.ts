import { create } from 'zustand';
import { useSession } from './session';

export type AuthDialogMode = 'signin' | 'signup' | 'reset';

export interface AuthDialogState {
  open: boolean;
  mode: AuthDialogMode;
  /** Optional line shown above the form, e.g. 'Please sign up to join our affiliate program'. */
  reason: string | null;
}

/**
 * Any feature may ask for the sign-in dialog (a like while signed out, a guest pressing Join…);
 * the auth feature renders it. Features never import each other, so they meet here.
 */
export const useAuthDialog = create<AuthDialogState>(() => ({
  open: false,
  mode: 'signin',
  reason: null,
}));

function show(mode: AuthDialogMode, reason: string | null): void {
  useAuthDialog.setState({ open: true, mode, reason });
}

/**
 * Opens the dialog. Asked while the stored session is still being restored (a tap in the first
 * moments after a reload), a sign-in or sign-up prompt waits for it and opens only if the visitor
 * turns out to be signed out: a member must not be asked to sign in. A password reset (from the
 * e-mail link) opens either way.
 */
export function openAuthDialog(
  mode: AuthDialogMode = 'signin',
  reason: string | null = null,
): void {
  if (mode === 'reset' || !useSession.getState().loading) return show(mode, reason);
  const stop = useSession.subscribe((state) => {
    if (state.loading) return;
    stop();
    if (!state.user) show(mode, reason);
  });
}

export function closeAuthDialog(): void {
  useAuthDialog.setState({ open: false, reason: null });
}
