import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/toast-store';
import { closeAuthDialog, openAuthDialog } from '@/lib/auth-dialog';
import { signUp } from '../api/sign-up';
import { ACCOUNT_EXISTS, signUpProblem } from '../model/auth-errors';
import { FULL_NAME_MAX_LENGTH, validateSignUp } from '../model/validation';
import { useFormOutcome } from '../hooks/use-form-outcome';
import { FormMessages } from './form-messages';

const EMPTY = { fullName: '', email: '', password: '', confirmPassword: '' };

/** Full name, email, password and its confirmation (part 1 §5). */
export function SignUpForm() {
  const [values, setValues] = useState(EMPTY);
  const outcome = useFormOutcome();
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateSignUp(values);
    if (invalid) return outcome.fail(invalid);
    const email = values.email.trim();
    void outcome.run(
      'submit',
      async () => {
        const result = await signUp({
          email,
          password: values.password,
          fullName: values.fullName,
        });
        if (result.kind === 'failed') return outcome.fail(signUpProblem(result.failure));
        if (result.kind === 'exists') {
          return outcome.fail({ title: 'Sign up failed', message: ACCOUNT_EXISTS });
        }
        closeAuthDialog();
        toast(
          result.signedIn
            ? {
                title: 'Welcome to LaughLoop!',
                description: 'Your account is ready.',
                variant: 'success',
              }
            : {
                title: 'Check your email',
                description: `We sent a verification link to ${email}. Click it to verify your account, then sign in.`,
                variant: 'success',
                durationMs: 15_000,
              },
        );
      },
      (error) => signUpProblem({ message: error instanceof Error ? error.message : '' }),
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Full name"
        autoComplete="name"
        required
        maxLength={FULL_NAME_MAX_LENGTH}
        {...field('fullName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        {...field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <FormMessages outcome={outcome} />
      <Button type="submit" disabled={outcome.busy !== null}>
        {outcome.busy === 'submit' ? 'Creating account…' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Already have an account?{' '}
        <button
          type="button"
          onClick={() => openAuthDialog('signin')}
          className="inline-flex min-h-11 items-center font-semibold text-brand-soft hover:underline"
        >
          Sign in
        </button>
      </p>
    </form>
  );
}
