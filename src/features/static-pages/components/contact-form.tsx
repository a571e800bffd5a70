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
import { FormField } from './form-field';

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/**
 * The contact form. As the spec says, it sends nothing: a valid form shows a confirmation toast
 * and clears. Errors are shown under each field, and focus moves to the first one.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
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
    toast({
      title: 'Message sent',
      description: 'Thanks — we usually reply within 24 hours.',
      variant: 'success',
    });
    playSound('success-chime');
    setValues(EMPTY_CONTACT_FORM);
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
      <Button type="submit" className="self-start">
        Send message
      </Button>
    </form>
  );
}
