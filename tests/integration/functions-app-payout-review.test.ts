import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_BOOT_MS,
  invoke,
  makeAdmin,
  mailsWithSubject,
  SITE,
  signedInMember,
  type SignedInMember,
} from './support/app-functions.ts';
import { mailsTo } from './support/auth.ts';
import { addPayoutMethod, creditEarnings } from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 14 item 4: an admin's decision on a payout request reaches the member by mail.

interface Review {
  success: boolean;
  message: string;
  status?: string;
  mailed?: boolean;
}

describe.each(engines)('review-payout on %s', (engine) => {
  let stack: Stack;
  let member: SignedInMember;
  let admin: SignedInMember;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [member, admin] = await Promise.all([
      signedInMember(stack, 'payee'),
      signedInMember(stack, 'payer'),
    ]);
    await makeAdmin(stack, admin.id);
    await creditEarnings(stack, member.id, 50);
    await addPayoutMethod(stack, member.id);
  });
  afterAll(() => stack?.stop());

  async function newRequest(amount: number): Promise<string> {
    const key = randomUUID();
    const first = await invoke<{ success: boolean }>(member.client, 'request-payout', {
      amount,
      requestKey: key,
    });
    expect(first.body.success).toBe(true);
    // A retried request (its answer was lost) reserves nothing more.
    expect(
      (await invoke(member.client, 'request-payout', { amount, requestKey: key })).body,
    ).toEqual(expect.objectContaining({ success: true, replayed: true }));
    const { rows } = await stack.gateway.db.query<{ id: string }>(
      `select id from public.payout_requests where user_id = $1 and request_key = $2`,
      [member.id, key],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  }
  const review = (caller: SignedInMember, body: Record<string, unknown>) =>
    invoke<Review>(caller.client, 'review-payout', body);

  it(
    'mails the member when a request is approved and when it is paid',
    async () => {
      const id = await newRequest(20);
      expect(await review(admin, { payoutId: id, decision: 'approve' })).toEqual({
        status: 200,
        body: { success: true, message: 'Payout approved.', status: 'approved', mailed: true },
      });
      const [approved] = await mailsWithSubject(
        stack,
        member.email,
        'Your LaughLoop payout of $20.00 was approved',
      );
      expect(approved?.text_body).toContain('sending it to\nyour PayPal account');
      expect(approved?.text_body).toContain(`${SITE}/submit?tab=payout-history`);

      expect((await review(admin, { payoutId: id, decision: 'mark_paid' })).body).toMatchObject({
        success: true,
        status: 'completed',
        mailed: true,
      });
      expect(
        await mailsWithSubject(
          stack,
          member.email,
          'Your LaughLoop payout of $20.00 has been paid',
        ),
      ).toHaveLength(1);
    },
    FIRST_BOOT_MS,
  );

  it('mails the reason of a rejection; a refused move mails nothing', async () => {
    const id = await newRequest(10);
    expect(
      (await review(admin, { payoutId: id, decision: 'reject', reason: 'Name mismatch' })).body,
    ).toMatchObject({ success: true, status: 'rejected', mailed: true });
    const [rejected] = await mailsWithSubject(
      stack,
      member.email,
      'Your LaughLoop payout request of $10.00 was not approved',
    );
    expect(rejected?.text_body).toContain('    Name mismatch');
    expect(rejected?.text_body).toContain('The amount is back in your available balance.');

    const before = (await mailsTo(stack, member.email)).length;
    expect((await review(admin, { payoutId: id, decision: 'approve' })).body).toEqual({
      success: false,
      message: 'This request is rejected: it cannot be approved.',
    });
    expect(await mailsTo(stack, member.email)).toHaveLength(before);
  });

  it('refuses members, anonymous callers and malformed bodies', async () => {
    const id = await newRequest(10);
    expect(await review(member, { payoutId: id, decision: 'approve' })).toEqual({
      status: 403,
      body: {
        error: "Access Denied: You don't have administrator privileges to access this panel.",
      },
    });
    expect(
      await invoke(stack.client(), 'review-payout', { payoutId: id, decision: 'approve' }),
    ).toEqual({ status: 401, body: { error: 'Sign in required' } });
    expect(await review(admin, { payoutId: 'nope', decision: 'approve' })).toEqual({
      status: 400,
      body: { error: 'payoutId must be a UUID' },
    });
    expect(await review(admin, { payoutId: id, decision: 'refund' })).toEqual({
      status: 400,
      body: { error: 'decision must be one of: approve, reject, mark_paid' },
    });
    expect(
      await invoke(member.client, 'request-payout', { amount: 10, requestKey: 'again' }),
    ).toEqual({ status: 400, body: { error: 'requestKey must be a UUID' } });
  });
});
