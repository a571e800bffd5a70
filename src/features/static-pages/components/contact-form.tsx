import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { toast } from '@/components/toast-store';
import { playSound } from '@/lib/sounds';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactForm as ContactFormValues,
} from '../model/contact-validation';
import { CONTACT_MESSAGES } from '../model/contact-messages';
import { queueContactMessage } from '../outbox/queue-contact-message';
import { FormField } from './form-field';

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/**
 * The contact form. A valid message goes into contact_messages through the outbox (so it is kept
 * offline and sent once), the form clears, and the sender hears when it was received. Errors are
 * shown under each field, and focus moves to the first one.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const fields = useRef<
    Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has shown an error, re-check it as the user types so the message clears promptly.
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: validateContactForm(next)[field] }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus();
      playSound('warning-tap');
      return;
    }
    setSending(true);
    queueContactMessage(values)
      .then(() => {
        // Online, the outbox sends it at once and says 'Message received'; offline, say it waits.
        if (!navigator.onLine)
          toast({ title: CONTACT_MESSAGES.queued, description: CONTACT_MESSAGES.queuedDetail });
        playSound('success-chime');
        setValues(EMPTY_CONTACT_FORM);
      })
      .catch((error: unknown) => {
        console.error('Could not queue the contact message', error);
        toast({
          title: CONTACT_MESSAGES.notSent,
          description: CONTACT_MESSAGES.saveFailed,
          variant: 'destructive',
        });
      })
      .finally(() => setSending(false));
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Contact form" className="flex flex-col gap-4">
      {CONTACT_FIELDS.map((field) => (
        <FormField
          key={field}
          id={`contact-${field}`}
          label={LABELS[field]}
          value={values[field]}
          error={errors[field]}
          onChange={(value) => update(field, value)}
          multiline={field === 'message'}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
          maxLength={CONTACT_LIMITS[field]}
          ref={(element) => {
            fields.current[field] = element;
          }}
        />
      ))}
      <Button type="submit" className="self-start" disabled={sending}>
        Send message
      </Button>
    </form>
  );
}
