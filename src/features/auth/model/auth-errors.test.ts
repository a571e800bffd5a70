import { describe, expect, it } from 'vitest';
import {
  isExistingAccountSignUp,
  passwordUpdateProblem,
  signInProblem,
  signUpProblem,
} from './auth-errors';

describe('sign-in error mapping (part 1 §8)', () => {
  it('maps wrong credentials and unconfirmed emails to the spec’s words', () => {
    expect(
      signInProblem({ message: 'Invalid login credentials', code: 'invalid_credentials' }),
    ).toEqual({
      title: 'Authentication failed',
      message: 'Invalid email or password. Please check your credentials and try again.',
    });
    expect(signInProblem({ message: 'Email not confirmed' }).message).toBe(
      'Please check your email and click the verification link before signing in.',
    );
  });

  it('shows any other message as it is, or Please try again.', () => {
    expect(
      signInProblem({ message: 'Request rate limit reached', code: 'over_request_rate_limit' })
        .message,
    ).toBe('Request rate limit reached');
    expect(signInProblem({ message: '' }).message).toBe('Please try again.');
  });
});

describe('sign-up error mapping (part 1 §8)', () => {
  it('maps an existing account to the sign-in-instead message', () => {
    const expected = {
      title: 'Sign up failed',
      message: 'An account with this email already exists. Please sign in instead.',
    };
    expect(signUpProblem({ message: 'User already registered' })).toEqual(expected);
    expect(signUpProblem({ message: 'x', code: 'user_already_exists' })).toEqual(expected);
  });

  it('shows the server’s weak-password reasons', () => {
    expect(
      signUpProblem({
        message: 'Password should be at least 6 characters.',
        code: 'weak_password',
        reasons: ['length'],
      }).message,
    ).toBe('Password should be at least 6 characters.');
    expect(
      signUpProblem({ message: '', code: 'weak_password', reasons: ['characters', 'pwned'] })
        .message,
    ).toBe(
      'Use a mix of lowercase and uppercase letters, digits and symbols. ' +
        'This password has appeared in a data breach. Please choose a different one.',
    );
  });

  it('falls back to the server message under the Sign up failed title', () => {
    expect(signUpProblem({ message: 'Signups not allowed for this instance' })).toEqual({
      title: 'Sign up failed',
      message: 'Signups not allowed for this instance',
    });
  });

  it('recognises GoTrue’s stand-in user for an already confirmed address', () => {
    expect(isExistingAccountSignUp({ identities: [] })).toBe(true);
    expect(isExistingAccountSignUp({ identities: [{ provider: 'email' }] })).toBe(false);
    expect(isExistingAccountSignUp({})).toBe(false);
  });
});

describe('password update mapping', () => {
  it('uses the Password update failed title', () => {
    expect(
      passwordUpdateProblem({ message: 'New password should be different from the old password.' }),
    ).toEqual({
      title: 'Password update failed',
      message: 'New password should be different from the old password.',
    });
  });
});
