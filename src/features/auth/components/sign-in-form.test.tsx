import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToastStore } from '@/components/toast-store';
import { useAuthDialog } from '@/lib/auth-dialog';
import { click, render, settle, typeInto, type Rendered } from '@/testing/render';
import type { AuthFailure } from '../model/auth-errors';

const signIn = vi.fn<(email: string, password: string) => Promise<AuthFailure | null>>();
const sendPasswordReset = vi.fn<(email: string) => Promise<void>>();
const sendIdReminder = vi.fn<(email: string) => Promise<void>>();
vi.mock('../api/sign-in', () => ({ signIn: (...args: [string, string]) => signIn(...args) }));
vi.mock('../api/send-password-reset', () => ({
  sendPasswordReset: (email: string) => sendPasswordReset(email),
}));
vi.mock('../api/send-id-reminder', () => ({
  sendIdReminder: (email: string) => sendIdReminder(email),
}));

const { SignInForm } = await import('./sign-in-form');

let rendered: Rendered;
beforeEach(async () => {
  signIn.mockReset();
  sendPasswordReset.mockReset();
  sendIdReminder.mockReset();
  useAuthDialog.setState({ open: true, mode: 'signin', reason: null });
  rendered = await render(<SignInForm />);
});
afterEach(async () => {
  await rendered.unmount();
  useToastStore.getState().toasts.forEach((item) => dismissToast(item.id));
});

const input = (label: string) => {
  const labelElement = [...rendered.container.querySelectorAll('label')].find(
    (element) => element.textContent === label,
  );
  return document.getElementById(labelElement!.htmlFor) as HTMLInputElement;
};
const button = (text: string) =>
  [...rendered.container.querySelectorAll('button')].find(
    (element) => element.textContent === text,
  )!;
const alertText = () => rendered.container.querySelector('[role="alert"]')?.textContent;

describe('SignInForm', () => {
  it('shows the mapped message when the password is wrong and keeps the dialog open', async () => {
    signIn.mockResolvedValue({ message: 'Invalid login credentials', code: 'invalid_credentials' });
    await typeInto(input('Email'), ' ada@example.com ');
    await typeInto(input('Password'), 'wrong');
    await click(button('Sign In'));
    await settle();
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'wrong');
    expect(alertText()).toBe(
      'Authentication failed' +
        'Invalid email or password. Please check your credentials and try again.',
    );
    expect(useAuthDialog.getState().open).toBe(true);
  });

  it('closes the dialog on success', async () => {
    signIn.mockResolvedValue(null);
    await typeInto(input('Email'), 'ada@example.com');
    await typeInto(input('Password'), 'right-password');
    await click(button('Sign In'));
    await settle();
    expect(useAuthDialog.getState().open).toBe(false);
    expect(useToastStore.getState().toasts.map((item) => item.title)).toEqual(['Signed in']);
  });

  it('asks for the email before forgot password and forgot ID, then sends them', async () => {
    await click(button('Forgot password?'));
    expect(alertText()).toContain('Please enter your email to reset your password.');
    await click(button('Forgot ID?'));
    expect(alertText()).toContain('Enter your email so we can send your login ID reminder.');
    expect(sendPasswordReset).not.toHaveBeenCalled();

    sendIdReminder.mockRejectedValue(new Error('429'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await typeInto(input('Email'), 'ada@example.com');
    await click(button('Forgot ID?'));
    await settle();
    expect(alertText()).toContain(
      'Could not send ID reminder. Please try again or contact support.',
    );

    sendPasswordReset.mockResolvedValue();
    await click(button('Forgot password?'));
    await settle();
    expect(sendPasswordReset).toHaveBeenCalledWith('ada@example.com');
    expect(alertText()).toContain('Check your email');
    vi.restoreAllMocks();
  });

  it('sends the login ID reminder to the typed email and says to check it', async () => {
    sendIdReminder.mockResolvedValue();
    await typeInto(input('Email'), ' ada@example.com ');
    await click(button('Forgot ID?'));
    await settle();
    expect(sendIdReminder).toHaveBeenCalledWith('ada@example.com');
    expect(alertText()).toBe(
      'Check your email' +
        'If an account uses ada@example.com, we sent it a reminder of its login ID.',
    );
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });
});
