import { expect, type Page } from '@playwright/test';

/** The sign-in / sign-up / set-new-password modal, by its current title. */
export function authDialog(page: Page, title: 'Sign In' | 'Create Account' | 'Set New Password') {
  return page.getByRole('dialog', { name: title });
}

/** The app's notification region (toasts). */
export function notifications(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

export async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(authDialog(page, 'Sign In')).toBeVisible();
  return authDialog(page, 'Sign In');
}

/** Fills and submits the sign-in form; the caller checks the outcome. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  return dialog;
}

/** Signs in through the header and waits until the account menu shows the user. */
export async function signInThroughUi(page: Page, email: string, password: string, name: string) {
  const dialog = await submitSignIn(page, email, password);
  await expect(dialog).toBeHidden();
  await expect(accountButton(page, name)).toBeVisible();
}

export function accountButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name: `Account: ${name}` });
}

export async function signOutThroughUi(page: Page, name: string) {
  await accountButton(page, name).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

export interface SignUpForm {
  fullName: string;
  email: string;
  password: string;
  confirmPassword?: string;
}

/** Opens sign-up from the sign-in dialog and submits the form. */
export async function submitSignUp(page: Page, form: SignUpForm) {
  const signIn = await openSignIn(page);
  await signIn.getByRole('button', { name: 'Sign up' }).click();
  const dialog = authDialog(page, 'Create Account');
  await dialog.getByLabel('Full name').fill(form.fullName);
  await dialog.getByLabel('Email').fill(form.email);
  await dialog.getByLabel('Password', { exact: true }).fill(form.password);
  await dialog.getByLabel('Confirm password').fill(form.confirmPassword ?? form.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  return dialog;
}
