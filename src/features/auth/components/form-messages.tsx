import { FormAlert } from '@/components/form-alert';
import type { FormOutcome } from '../hooks/use-form-outcome';

/** The form's current problem or notice, announced where the person is looking. */
export function FormMessages({ outcome }: { outcome: Pick<FormOutcome, 'problem' | 'notice'> }) {
  if (outcome.problem) return <FormAlert {...outcome.problem} />;
  if (outcome.notice) return <FormAlert {...outcome.notice} variant="success" />;
  return null;
}
