import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser, serviceRest, waitForMail, linkIn, type TestUser } from './support/backend';
import { grantAdmin } from './support/challenges';
import { creditDollars, earningsPanel, premiumMember } from './support/earnings';
import { signInThroughStorage } from './support/submit';

// Issue 14 items 3 and 4: a Premium member adds a payout method and requests a payout on /submit;
// an admin approves, pays or rejects it in the payout queue on /admin-setup; the member is mailed
// and the history shows each decision. Against the real local stack.

test.describe.configure({ timeout: 150_000 });

const panel = earningsPanel;
const queue = (page: Page) => page.getByRole('region', { name: 'Payout Requests' });

async function signInAs(page: Page, user: TestUser, path: string): Promise<void> {
  await signInThroughStorage(page, user);
  await page.goto(path);
}

async function requestPayout(page: Page, amount: string): Promise<void> {
  await panel(page).getByLabel('Amount (USD)').fill(amount);
  await panel(page).getByRole('button', { name: 'Request Payout' }).click();
}

async function addPayPal(page: Page): Promise<void> {
  const form = panel(page).getByRole('form', { name: 'Payout method' });
  const save = form.getByRole('button', { name: 'Save Payout Method' });
  await expect(save).toBeDisabled();
  await form.getByText('Bank transfer').click();
  await form.getByLabel('Account holder name').fill('Paula Payee');
  await form.getByLabel('Bank name').fill('First Loop Bank');
  await expect(save).toBeDisabled();
  await form.getByText('PayPal').click();
  await form.getByLabel('PayPal email').fill('paula@example');
  await save.click();
  await expect(page.getByText('Enter the email address of your PayPal account.')).toBeVisible();
  await form.getByLabel('PayPal email').fill(' Paula@Example.com ');
  await save.click();
  await expect(page.getByText('Payout Method Updated')).toBeVisible();
  await expect(panel(page).getByTestId('payout-destination')).toHaveText(
    'PayPal · paula@example.com',
  );
}

async function decide(page: Page, item: string, button: string, toastTitle: string) {
  const card = queue(page).getByRole('listitem', { name: item });
  await card.getByRole('button', { name: button }).click();
  await expect(page.getByText(toastTitle).first()).toBeVisible();
}

test('a member adds a payout method and requests payouts; an admin pays one and rejects one; the member is mailed and sees both', async ({
  page,
}) => {
  const member = await premiumMember('Paula Payee');
  const admin = await createUser({ fullName: 'Payout Admin' });
  await grantAdmin(admin);
  await creditDollars(member, 25);

  await page.goto('/about-us');
  await signInAs(page, member, '/submit?mode=url');
  await panel(page).getByRole('tab', { name: 'Request Payout' }).click();
  await expect(panel(page)).toContainText('Where should we send your money?');
  await addPayPal(page);
  await expect(panel(page).getByTestId('payout-available')).toHaveText('$25.00');
  await requestPayout(page, '9.5');
  await expect(page.getByText('The minimum payout is $10.00.', { exact: true })).toBeVisible();
  await requestPayout(page, '25.01');
  await expect(
    page.getByText("You don't have enough balance for this payout request."),
  ).toBeVisible();
  await requestPayout(page, '10');
  await expect(page.getByText('Payout request submitted.')).toBeVisible();
  await expect(panel(page).getByTestId('payout-available')).toHaveText('$15.00');
  await requestPayout(page, '12');
  await expect(panel(page).getByTestId('payout-available')).toHaveText('$3.00');

  await signInAs(page, admin, '/admin-setup');
  const paid = '$10.00 for Paula Payee';
  const card = queue(page).getByRole('listitem', { name: paid });
  await expect(card).toContainText('paula@example.com');
  await decide(page, paid, 'Approve', 'Payout approved.');
  await expect(page.getByText('The member has been emailed.').first()).toBeVisible();
  await expect(card).toContainText('approved');
  await decide(page, paid, 'Mark Paid', 'Payout marked as paid.');
  await expect(card).toHaveCount(0);

  const rejected = queue(page).getByRole('listitem', { name: '$12.00 for Paula Payee' });
  await rejected.getByRole('button', { name: 'Reject' }).click();
  await rejected.getByRole('button', { name: 'Confirm Rejection' }).click();
  await expect(rejected).toContainText('Give the member a reason for the rejection.');
  await rejected
    .getByLabel('Reason for the member')
    .fill('Please use the PayPal address of your own account.');
  await rejected.getByRole('button', { name: 'Confirm Rejection' }).click();
  await expect(page.getByText('Payout rejected.').first()).toBeVisible();
  await expect(rejected).toHaveCount(0);
  await queue(page).getByRole('tab', { name: 'Closed' }).click();
  await expect(queue(page).getByRole('listitem', { name: paid })).toContainText('Paid');

  const payoutIds = await serviceRest<Array<{ id: string }>>(
    `payout_requests?select=id&user_id=eq.${member.id}`,
  );
  const audited = await serviceRest<Array<{ admin_user_id: string }>>(
    `admin_audit_log?select=admin_user_id&table_name=eq.payout_requests&record_id=in.(${payoutIds
      .map((row) => row.id)
      .join(',')})`,
  );
  expect(audited).toHaveLength(3);
  expect(audited.every((row) => row.admin_user_id === admin.id)).toBe(true);

  await waitForMail(member.email, /^Your LaughLoop payout of \$10\.00 was approved$/);
  const refusal = await waitForMail(member.email, /payout request of \$12\.00 was not approved/);
  expect(refusal.text_body).toContain('Please use the PayPal address of your own account.');
  const paidMail = await waitForMail(member.email, /payout of \$10\.00 has been paid/);
  const historyLink = new URL(linkIn(paidMail, /https?:\/\/\S+\/submit\S*/));

  await signInAs(page, member, `${historyLink.pathname}${historyLink.search}`);
  await expect(panel(page).getByRole('tab', { name: 'Payout History' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const history = panel(page).getByRole('list', { name: 'Payout requests' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').filter({ hasText: '$10.00' })).toContainText(
    /completed.*Paid/s,
  );
  await expect(history.getByRole('listitem').filter({ hasText: '$12.00' })).toContainText(
    'Reason: Please use the PayPal address of your own account.',
  );
  await panel(page).getByRole('tab', { name: 'Request Payout' }).click();
  await expect(panel(page).getByTestId('payout-available')).toHaveText('$15.00');
});
