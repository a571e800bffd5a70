import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/toast-store';
import { closeAuthDialog } from '@/lib/auth-dialog';
import { updatePassword } from '../api/update-password';
import { passwordUpdateProblem } from '../model/auth-errors';
import { validateNewPassword } from '../model/validation';
import { useFormOutcome } from '../hooks/use-form-outcome';
import { FormMessages } from './form-messages';

/** The reset mode: a new password twice, saved for the recovering user, then home (part 1 §2). */
export function NewPasswordForm() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const outcome = useFormOutcome();
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateNewPassword(password, confirmPassword);
    if (invalid) return outcome.fail(invalid);
    void outcome.run(
      'submit',
      async () => {
        const failure = await updatePassword(password);
        if (failure) return outcome.fail(passwordUpdateProblem(failure));
        closeAuthDialog();
        toast({
          title: 'Password updated',
          description: 'Your new password is set. Use it the next time you sign in.',
          variant: 'success',
        });
        navigate('/', { replace: true });
      },
      (error) => passwordUpdateProblem({ message: error instanceof Error ? error.message : '' }),
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        value={password}
        onChange={setPassword}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
      <FormMessages outcome={outcome} />
      <Button type="submit" disabled={outcome.busy !== null}>
        {outcome.busy === 'submit' ? 'Saving…' : 'Update Password'}
      </Button>
    </form>
  );
}
