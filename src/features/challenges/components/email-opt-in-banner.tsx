import type { FormEvent } from 'react';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { useOptInForm, type OptInOutcome } from '../hooks/use-opt-in-form';
import { OPT_IN_COPY, OPT_IN_NAME_MAX } from '../model/opt-in';

function OutcomeAlert({ outcome }: { outcome: OptInOutcome }) {
  switch (outcome.kind) {
    case 'sent':
      return (
        <FormAlert
          variant="success"
          title={OPT_IN_COPY.successTitle}
          message={OPT_IN_COPY.successMessage}
        />
      );
    case 'queued':
      return (
        <FormAlert
          variant="success"
          title={OPT_IN_COPY.queuedTitle}
          message={OPT_IN_COPY.queuedMessage}
        />
      );
    case 'offline':
      return <FormAlert title={OPT_IN_COPY.offlineTitle} message={OPT_IN_COPY.offlineMessage} />;
    case 'failed':
      return <FormAlert title={OPT_IN_COPY.failureTitle} message={outcome.message} />;
    default:
      return null;
  }
}

/** Part 1 §2's e-mail opt-in for challenge notifications (send-challenge-email, §7). */
export function EmailOptInBanner() {
  const form = useOptInForm();
  const { outcome } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <section
      aria-labelledby="challenge-optin-heading"
      data-testid="challenge-optin"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="challenge-optin-heading" className="text-lg font-bold">
        {OPT_IN_COPY.heading}
      </h2>
      <p className="text-sm text-ink-muted">{OPT_IN_COPY.lead}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextField
          label={OPT_IN_COPY.emailLabel}
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={form.setEmail}
          aria-invalid={outcome.kind === 'invalid' || undefined}
        />
        <TextField
          label={OPT_IN_COPY.nameLabel}
          autoComplete="name"
          maxLength={OPT_IN_NAME_MAX}
          value={form.name}
          onChange={form.setName}
        />
        {outcome.kind === 'invalid' && (
          <p role="alert" className="text-sm text-danger">
            {outcome.message}
          </p>
        )}
        <Button type="submit" disabled={outcome.kind === 'sending'} className="self-start">
          {outcome.kind === 'sending' ? OPT_IN_COPY.sending : OPT_IN_COPY.submit}
        </Button>
        <OutcomeAlert outcome={outcome} />
      </form>
    </section>
  );
}
