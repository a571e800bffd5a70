import { describe, expect, it } from 'vitest';
import {
  validateEmailFor,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
  type SignUpValues,
} from './validation';

const valid: SignUpValues = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('sign-up validation (part 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it('requires the full name, a valid email and a password', () => {
    expect(validateSignUp({ ...valid, fullName: '   ' })?.message).toBe(
      'Please enter your full name.',
    );
    expect(validateSignUp({ ...valid, email: 'ada@' })?.message).toBe(
      'Please enter a valid email address.',
    );
    expect(validateSignUp({ ...valid, password: '', confirmPassword: '' })?.message).toBe(
      'Please enter your password.',
    );
  });

  it('refuses passwords that differ with the Password Mismatch message', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'secret2' })).toEqual({
      title: 'Password Mismatch',
      message: 'Passwords do not match. Please try again.',
    });
  });

  it('refuses passwords under 6 characters and accepts exactly 6', () => {
    expect(validateSignUp({ ...valid, password: '12345', confirmPassword: '12345' })?.message).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(validateSignUp({ ...valid, password: '123456', confirmPassword: '123456' })).toBeNull();
  });
});

describe('new password validation (reset mode)', () => {
  it('uses the same messages as sign-up', () => {
    expect(validateNewPassword('abcdef', 'abcdeg')?.title).toBe('Password Mismatch');
    expect(validateNewPassword('abc', 'abc')?.message).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});

describe('sign-in, forgot password and forgot ID', () => {
  it('needs an email and a password to sign in', () => {
    expect(validateSignIn({ email: 'ada@example.com', password: '' })?.message).toBe(
      'Please enter your password.',
    );
    expect(validateSignIn({ email: 'ada@example.com', password: 'x' })).toBeNull();
  });

  it('asks for the email with each action’s own words', () => {
    expect(validateEmailFor('password-reset', ' ')?.message).toBe(
      'Please enter your email to reset your password.',
    );
    expect(validateEmailFor('id-reminder', '')?.message).toBe(
      'Enter your email so we can send your login ID reminder.',
    );
    expect(validateEmailFor('id-reminder', 'not-an-email')?.message).toBe(
      'Please enter a valid email address.',
    );
    expect(validateEmailFor('password-reset', 'ada@example.com')).toBeNull();
  });
});
