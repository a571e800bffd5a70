import { create } from 'zustand';

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

export function openAuthDialog(
  mode: AuthDialogMode = 'signin',
  reason: string | null = null,
): void {
  useAuthDialog.setState({ open: true, mode, reason });
}

export function closeAuthDialog(): void {
  useAuthDialog.setState({ open: false, reason: null });
}
