import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/toast-store';
import { closeAuthDialog, openAuthDialog } from '@/lib/auth-dialog';
import { sendIdReminder } from '../api/send-id-reminder';
import { sendPasswordReset } from '../api/send-password-reset';
import { signIn } from '../api/sign-in';
import { signInProblem } from '../model/auth-errors';
import { validateEmailFor, validateSignIn } from '../model/validation';
import { useFormOutcome } from '../hooks/use-form-outcome';
import { FormMessages } from './form-messages';

const ID_REMINDER_FAILED = {
  title: 'ID Reminder Failed',
  message: 'Could not send ID reminder. Please try again or contact support.',
};

/** Email and password, plus the forgot-password and forgot-ID requests that start from the email. */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const outcome = useFormOutcome();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateSignIn({ email, password });
    if (invalid) return outcome.fail(invalid);
    void outcome.run(
      'submit',
      async () => {
        const failure = await signIn(email.trim(), password);
        if (failure) return outcome.fail(signInProblem(failure));
        closeAuthDialog();
        toast({
          title: 'Signed in',
          description: 'Welcome back to LaughLoop!',
          variant: 'success',
        });
      },
      (error) => signInProblem({ message: error instanceof Error ? error.message : '' }),
    );
  };

  const forgotPassword = () => {
    const invalid = validateEmailFor('password-reset', email);
    if (invalid) return outcome.fail(invalid);
    void outcome.run(
      'forgot-password',
      async () => {
        await sendPasswordReset(email.trim());
        outcome.succeed({
          title: 'Check your email',
          message: `If an account uses ${email.trim()}, we sent it a link to reset the password.`,
        });
      },
      (error) => ({
        title: 'Reset failed',
        message: error instanceof Error && error.message ? error.message : 'Please try again.',
      }),
    );
  };

  const forgotId = () => {
    const invalid = validateEmailFor('id-reminder', email);
    if (invalid) return outcome.fail(invalid);
    void outcome.run(
      'forgot-id',
      async () => {
        await sendIdReminder(email.trim());
        outcome.succeed({
          title: 'Check your email',
          message: `If an account uses ${email.trim()}, we sent it a reminder of its login ID.`,
        });
      },
      () => ID_REMINDER_FAILED,
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={setEmail}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <FormMessages outcome={outcome} />
      <Button type="submit" disabled={outcome.busy !== null}>
        {outcome.busy === 'submit' ? 'Signing in…' : 'Sign In'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" disabled={outcome.busy !== null} onClick={forgotPassword}>
          Forgot password?
        </Button>
        <Button variant="ghost" disabled={outcome.busy !== null} onClick={forgotId}>
          Forgot ID?
        </Button>
      </div>
      <p className="text-center text-sm text-ink-muted">
        Don&apos;t have an account?{' '}
        <button
          type="button"
          onClick={() => openAuthDialog('signup')}
          className="inline-flex min-h-11 items-center font-semibold text-brand-soft hover:underline"
        >
          Sign up
        </button>
      </p>
    </form>
  );
}
