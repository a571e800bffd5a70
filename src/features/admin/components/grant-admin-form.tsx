import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { INPUT_CLASSES } from '@/components/field-styles';
import { useGrantAdmin } from '../hooks/use-admin-setup';
import { grantEmailProblem } from '../model/admin-setup';

/** Grant by email (admins only): the address is checked here first, then by assign-admin-role. */
export function GrantAdminForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const grant = useGrantAdmin();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = grantEmailProblem(email);
    setProblem(found);
    if (found) return;
    grant.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };
  return (
    <form
      noValidate
      aria-label="Grant admin access"
      onSubmit={submit}
      className="flex flex-col gap-2"
    >
      <label htmlFor={id} className="font-medium">
        Email address
      </label>
      <input
        id={id}
        type="email"
        autoComplete="off"
        inputMode="email"
        placeholder="someone@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className={INPUT_CLASSES}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <Button
        type="submit"
        className="self-start"
        disabled={grant.isPending}
        aria-busy={grant.isPending}
      >
        Grant Admin Access
      </Button>
    </form>
  );
}
