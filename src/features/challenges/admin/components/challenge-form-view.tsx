import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { INPUT_CLASSES, LABEL_CLASSES } from '@/components/field-styles';
import { FormAlert } from '@/components/form-alert';
import {
  checkChallengeForm,
  CHALLENGE_TEXT_LIMIT,
  PRODUCT_NAME_KEEP,
  type ChallengeFormValues,
} from '../model/challenge-form';
import type { AdminChallenge } from '../model/challenge';
import { ADMIN_CHALLENGE_MESSAGES, type AdminNotice } from '../model/messages';
import { reasonOf } from '../hooks/admin-token';
import { useSaveChallenge } from '../hooks/use-admin-challenges';

export interface ChallengeFormViewProps {
  /** The challenge being edited; null creates a new one. */
  editing: AdminChallenge | null;
  initial: ChallengeFormValues;
  onSaved(challenge: AdminChallenge, created: boolean): void;
  onCancel(): void;
}

type Field = keyof ChallengeFormValues;

interface FieldSpec {
  field: Field;
  label: string;
  type?: 'text' | 'url' | 'datetime-local';
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
}

// maxLength stays above the 5000 limit so an over-long paste reaches the spec's message.
const FIELDS: readonly FieldSpec[] = [
  { field: 'title', label: 'Title', required: true },
  { field: 'description', label: 'Description', multiline: true, required: true },
  { field: 'startDate', label: 'Start date', type: 'datetime-local', required: true },
  { field: 'endDate', label: 'End date', type: 'datetime-local', required: true },
  { field: 'prizeText', label: 'Prize (optional)' },
  { field: 'imageUrl', label: 'Image URL (optional)', type: 'url' },
  {
    field: 'affiliateProductName',
    label: 'Affiliate product name (optional)',
    maxLength: PRODUCT_NAME_KEEP,
  },
  { field: 'affiliateUrl', label: 'Affiliate URL (optional)', type: 'url' },
  { field: 'affiliateImageUrl', label: 'Affiliate image URL (optional)', type: 'url' },
];

/**
 * A labelled field. The label points at its control by id instead of wrapping it: a wrapped
 * textarea's text would become part of its own accessible name.
 */
function FieldInput({
  spec,
  value,
  onChange,
}: {
  spec: FieldSpec;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const common = {
    id,
    value,
    'aria-required': spec.required ? true : undefined,
    maxLength: spec.maxLength ?? CHALLENGE_TEXT_LIMIT * 2,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={LABEL_CLASSES}>
      <label htmlFor={id}>{spec.label}</label>
      {spec.multiline ? (
        <textarea {...common} rows={4} className={`${INPUT_CLASSES} py-2`} />
      ) : (
        <input {...common} type={spec.type ?? 'text'} className={INPUT_CLASSES} />
      )}
    </div>
  );
}

/** Create or edit a challenge: part 1 §5 checks first, then the sanitised row is saved. */
export function ChallengeFormView({ editing, initial, onSaved, onCancel }: ChallengeFormViewProps) {
  const [values, setValues] = useState(initial);
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const save = useSaveChallenge();

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkChallengeForm(values, new Date());
    if (!check.ok) {
      setNotice(check.notice);
      return;
    }
    setNotice(null);
    save.mutate(
      { id: editing?.id ?? null, row: check.row },
      {
        onSuccess: (saved) => onSaved(saved, editing === null),
        onError: (error) =>
          setNotice({ title: ADMIN_CHALLENGE_MESSAGES.saveFailed, message: reasonOf(error) }),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label="Challenge details"
    >
      <h3 className="font-bold">{editing ? 'Edit challenge' : 'New challenge'}</h3>
      {FIELDS.map((spec) => (
        <FieldInput
          key={spec.field}
          spec={spec}
          value={values[spec.field]}
          onChange={(value) => setValues((current) => ({ ...current, [spec.field]: value }))}
        />
      ))}
      {notice && <FormAlert title={notice.title} message={notice.message} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : editing ? 'Save changes' : 'Create challenge'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
