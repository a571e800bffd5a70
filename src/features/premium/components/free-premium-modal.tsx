import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { isEmail } from '@/lib/email';
import { requestFreeCode } from '../api/request-free-code';
import { freeCodeProblem } from '../model/free-code-request';
import { FREE_PREMIUM_MONTHS, FREE_PREMIUM_WORTH } from '../model/offer-rules';

type Stage =
  | { kind: 'form'; problem: { title: string; message: string } | null; sending: boolean }
  | { kind: 'sent'; email: string };

/** The free-premium offer (part 1 §2, §5): email required, name optional ('User' when left out). */
export default function FreePremiumModal({ onClose }: { onClose(): void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [stage, setStage] = useState<Stage>({ kind: 'form', problem: null, sending: false });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stage.kind !== 'form' || stage.sending) return;
    const address = email.trim();
    if (!isEmail(address)) {
      setStage({
        kind: 'form',
        sending: false,
        problem: { title: 'Email required', message: 'Please enter your email address.' },
      });
      return;
    }
    setStage({ kind: 'form', problem: null, sending: true });
    try {
      await requestFreeCode(address, name.trim() || 'User');
      setStage({ kind: 'sent', email: address });
    } catch (error) {
      console.error('Requesting a free Premium code failed', error);
      setStage({ kind: 'form', sending: false, problem: freeCodeProblem(error) });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Get ${FREE_PREMIUM_MONTHS} Months of Premium Free`}
      description={`Worth ${FREE_PREMIUM_WORTH}. We email you a code to redeem on the Premium page.`}
    >
      {stage.kind === 'sent' ? (
        <div className="flex flex-col gap-4">
          <FormAlert
            variant="success"
            title="Check your email"
            message={`Your free Premium code is on its way to ${stage.email}. Sign in with that email, open the Premium page and apply the code.`}
          />
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <ul className="list-disc pl-5 text-sm text-ink-muted">
            <li>Earn rewards for watching, liking, commenting and sharing</li>
            <li>The members-only Premium community and dashboard</li>
          </ul>
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
            label="Name (optional)"
            autoComplete="name"
            maxLength={100}
            value={name}
            onChange={setName}
          />
          {stage.problem && <FormAlert {...stage.problem} />}
          <Button type="submit" disabled={stage.sending}>
            {stage.sending ? 'Sending…' : 'Send My Free Code'}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            No thanks
          </Button>
        </form>
      )}
    </Dialog>
  );
}
