import { useEffect } from 'react';
import { Dialog } from '@/components/dialog';
import { closeAuthDialog, useAuthDialog, type AuthDialogMode } from '@/lib/auth-dialog';
import { listenToAuth } from '@/lib/session';
import { NewPasswordForm } from './new-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const TITLES: Record<AuthDialogMode, string> = {
  signin: 'Sign In',
  signup: 'Create Account',
  reset: 'Set New Password',
};

const DESCRIPTIONS: Record<AuthDialogMode, string> = {
  signin: 'Welcome back! Sign in with your email and password.',
  signup: 'Join LaughLoop to submit videos, enter weekly challenges and earn rewards.',
  reset: 'Choose a new password for your account.',
};

/**
 * The sign-in / sign-up / set-new-password modal (part 1 §2). The form exists only while the
 * dialog is open, so every success (which closes it) leaves a clean form behind.
 */
export default function AuthDialog() {
  const { open, mode, reason } = useAuthDialog();

  useEffect(() => {
    // Start loading supabase-js while the person types.
    if (open) listenToAuth().catch((error: unknown) => console.error(error));
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={closeAuthDialog}
      title={TITLES[mode]}
      description={reason ?? DESCRIPTIONS[mode]}
    >
      {open && mode === 'signin' && <SignInForm />}
      {open && mode === 'signup' && <SignUpForm />}
      {open && mode === 'reset' && <NewPasswordForm />}
    </Dialog>
  );
}
