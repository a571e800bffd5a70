import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { buttonNamed, dismissAllToasts, inputLabelled } from '@/testing/queries';
import { click, render, settle, typeInto, type Rendered } from '@/testing/render';
import { signUp } from '../api/sign-up';
import { SignUpForm } from './sign-up-form';

// Moved from e2e accounts-sign-up.spec.ts: 'the form checks its fields with the spec's words
// before anything is sent' and the form's side of 'a second sign-up with a registered address
// says to sign in instead' (the mapping itself: auth-errors.test.ts).

vi.mock('../api/sign-up', () => ({ signUp: vi.fn() }));

let rendered: Rendered;
beforeEach(async () => {
  useAuthDialog.setState({ open: true, mode: 'signup', reason: null });
  rendered = await render(<SignUpForm />);
});
afterEach(async () => {
  await rendered.unmount();
  dismissAllToasts();
  vi.clearAllMocks();
});

const field = (label: string) => inputLabelled(rendered.container, label)!;
const alertText = () => rendered.container.querySelector('[role="alert"]')?.textContent;

async function fillAndSubmit(password: string, confirmPassword: string, email = 'ada@example.com') {
  await typeInto(field('Full name'), 'Ada');
  await typeInto(field('Email'), email);
  await typeInto(field('Password'), password);
  await typeInto(field('Confirm password'), confirmPassword);
  await click(buttonNamed(rendered.container, 'Create Account')!);
  await settle();
}

describe('SignUpForm', () => {
  it('refuses different passwords, then a 3-character one, in the spec’s words, sending nothing', async () => {
    await fillAndSubmit('abcdef', 'abcdeg');
    expect(alertText()).toBe('Password Mismatch' + 'Passwords do not match. Please try again.');

    await fillAndSubmit('abc', 'abc');
    expect(alertText()).toContain('Password must be at least 6 characters long.');
    expect(signUp).not.toHaveBeenCalled();
    expect(useAuthDialog.getState().open).toBe(true);
  });

  it('tells a registered address to sign in instead and keeps the dialog open', async () => {
    vi.mocked(signUp).mockResolvedValue({ kind: 'exists' });
    await fillAndSubmit('another-pass-1', 'another-pass-1', ' taken@example.com ');
    expect(signUp).toHaveBeenCalledWith({
      email: 'taken@example.com',
      password: 'another-pass-1',
      fullName: 'Ada',
    });
    expect(alertText()).toBe(
      'Sign up failed' + 'An account with this email already exists. Please sign in instead.',
    );
    expect(useAuthDialog.getState().open).toBe(true);
  });
});
