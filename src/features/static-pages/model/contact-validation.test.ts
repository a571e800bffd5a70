import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, validateContactForm } from './contact-validation';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Prize question',
  message: 'When is the winner announced?',
};

describe('validateContactForm', () => {
  it('accepts a complete form', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('requires all four fields', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter a message.',
    });
  });

  it('treats whitespace-only fields as empty', () => {
    expect(validateContactForm({ ...valid, name: '   ', subject: '\n\t' })).toEqual({
      name: 'Please enter your name.',
      subject: 'Please enter a subject.',
    });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com', 'ada@exa_mple.com'])(
    'rejects the malformed email %s',
    (email) => {
      expect(validateContactForm({ ...valid, email })).toEqual({
        email: 'Please enter a valid email address, like name@example.com.',
      });
    },
  );

  it.each(['a@b.co', 'first.last+tag@sub.example.org', '  ada@example.com  '])(
    'accepts the email %s',
    (email) => {
      expect(validateContactForm({ ...valid, email })).toEqual({});
    },
  );

  it('asks for a message of at least 10 characters and limits lengths', () => {
    expect(validateContactForm({ ...valid, message: 'Hi there' }).message).toBe(
      'Please write at least 10 characters so we can help.',
    );
    expect(validateContactForm({ ...valid, message: 'x'.repeat(5001) }).message).toBe(
      'Please keep your message under 5000 characters.',
    );
    expect(validateContactForm({ ...valid, name: 'n'.repeat(101) }).name).toBe(
      'Please keep your name under 100 characters.',
    );
    // The database's limit (contact_messages_subject_valid), not the 150 the form once had.
    expect(validateContactForm({ ...valid, subject: 's'.repeat(200) }).subject).toBeUndefined();
    expect(validateContactForm({ ...valid, subject: 's'.repeat(201) }).subject).toBe(
      'Please keep the subject under 200 characters.',
    );
  });
});
