import { SERVER_RULES } from '@/lib/server-rules';

/** The contact form (spec part 2 §3 and §5): four fields, all required, email of email type. */
export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', subject: '', message: '' };

/** The contact_messages checks (generated): name, subject and message; an address is at most 254. */
export const CONTACT_LIMITS = {
  name: SERVER_RULES.textLimits.contactName,
  email: 254,
  subject: SERVER_RULES.textLimits.contactSubject,
  message: SERVER_RULES.textLimits.contactMessage,
} as const;
const MESSAGE_MIN_LENGTH = 10;

// The same shape browsers accept for <input type="email">, from the HTML standard.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

function checkField(field: ContactField, raw: string): string | undefined {
  const value = raw.trim();
  switch (field) {
    case 'name':
      if (!value) return 'Please enter your name.';
      if (value.length > CONTACT_LIMITS.name)
        return `Please keep your name under ${CONTACT_LIMITS.name} characters.`;
      return undefined;
    case 'email':
      if (!value) return 'Please enter your email address.';
      if (value.length > CONTACT_LIMITS.email || !EMAIL_PATTERN.test(value)) {
        return 'Please enter a valid email address, like name@example.com.';
      }
      return undefined;
    case 'subject':
      if (!value) return 'Please enter a subject.';
      if (value.length > CONTACT_LIMITS.subject)
        return `Please keep the subject under ${CONTACT_LIMITS.subject} characters.`;
      return undefined;
    case 'message':
      if (!value) return 'Please enter a message.';
      if (value.length < MESSAGE_MIN_LENGTH)
        return `Please write at least ${MESSAGE_MIN_LENGTH} characters so we can help.`;
      if (value.length > CONTACT_LIMITS.message)
        return `Please keep your message under ${CONTACT_LIMITS.message} characters.`;
      return undefined;
  }
}

/** Returns one message per invalid field; an empty object means the form can be sent. */
export function validateContactForm(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = checkField(field, form[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
