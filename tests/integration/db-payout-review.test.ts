import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOf,
  creditEarnings,
  makeAdmin,
  rowOf,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 14 item 4: payout methods, request keys, and the admin payout queue.

interface Answer {
  success: boolean;
  message: string;
  status?: string;
  member_email?: string;
  reason?: string | null;
  payout_id?: string;
  replayed?: boolean;
}

const BANK = {
  accountHolderName: '  Ada Lovelace ',
  bankName: 'First Loop Bank',
  accountNumber: 'GB29 NWBK 6016 1331 9268 19',
  routingNumber: '026009593',
};
const NO_METHOD = 'Add your payout method (PayPal or bank) before requesting a payout.';
const DENIED = "Access Denied: You don't have administrator privileges to access this panel.";

describe.each(engines)('payout methods and the payout queue on %s', (engine) => {
  let stack: Stack;
  let member: SignedInActor;
  let admin: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    member = await userActor(stack, 'member', 'Ada Member');
    admin = await userActor(stack, 'admin');
    await makeAdmin(stack, admin.id);
    await creditEarnings(stack, member.id, 40);
  });
  afterAll(() => stack?.stop());

  const rpc = async (actor: SignedInActor, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await actor.client.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
    return data as Answer;
  };
  const saveMethod = (actor: SignedInActor, method: unknown, details: unknown) =>
    rpc(actor, 'save_payout_method', { p_method: method, p_details: details });
  const requestPayout = (amount: number, key?: string) =>
    rpc(member, 'request_payout', { p_amount: amount, ...(key ? { p_request_key: key } : {}) });
  const review = (id: string, decision: string, reason?: string, actor = admin) =>
    rpc(actor, 'review_payout', {
      p_payout_id: id,
      p_decision: decision,
      ...(reason === undefined ? {} : { p_reason: reason }),
    });
  const available = async () => {
    const { data } = await member.client.rpc('get_payout_balance');
    return Number((data as Array<{ available: number }>)[0]!.available);
  };

  it('asks for a payout method before the first request', async () => {
    expect(await requestPayout(10)).toEqual({ success: false, message: NO_METHOD });
    expect(
      await countOf(stack, 'select 1 from public.payout_requests where user_id = $1', [member.id]),
    ).toBe(0);
  });

  it.each([
    ['venmo', { paypalEmail: 'ada@example.com' }, 'Choose PayPal or bank transfer.'],
    ['paypal', { paypalEmail: 'not-an-email' }, 'Enter the email address of your PayPal account.'],
    ['paypal', { bankName: 'Loop' }, 'Enter the email address of your PayPal account.'],
    ['bank', { ...BANK, routingNumber: '12' }, expect.stringContaining('routing number (4-20)')],
    ['bank', { ...BANK, accountNumber: '12;3' }, expect.stringContaining('account number')],
    ['bank', { ...BANK, bankName: '<script>x</script>' }, expect.stringContaining('bank name')],
    ['bank', { ...BANK, accountHolderName: ' ' }, expect.stringContaining('account holder')],
    ['paypal', 'ada@example.com', 'Enter your payout details.'],
  ])('refuses a %s method with %j and stores nothing', async (method, details, message) => {
    expect(await saveMethod(member, method, details)).toEqual({ success: false, message });
    expect(
      await countOf(stack, 'select 1 from public.payout_methods where user_id = $1', [member.id]),
    ).toBe(0);
  });

  it('stores only the chosen method’s fields, trimmed, and members read only their own', async () => {
    expect(await saveMethod(member, 'paypal', { paypalEmail: ' Ada@Example.com ' })).toEqual({
      success: true,
      message: 'Payout method saved.',
    });
    expect(await saveMethod(member, 'bank', { ...BANK, paypalEmail: 'extra@example.com' })).toEqual(
      { success: true, message: 'Payout method saved.' },
    );
    const { data: own } = await member.client.from('payout_methods').select('*');
    expect(own).toEqual([
      expect.objectContaining({
        user_id: member.id,
        payout_method: 'bank',
        payout_details: { ...BANK, accountHolderName: 'Ada Lovelace', paypalEmail: undefined },
      }),
    ]);
    const stranger = await userActor(stack, 'stranger');
    expect((await stranger.client.from('payout_methods').select('*')).data).toEqual([]);
    expect((await admin.client.from('payout_methods').select('user_id')).data).toContainEqual({
      user_id: member.id,
    });
    expect((await stack.client().rpc('save_payout_method', { p_method: 'paypal' })).error).not.toBe(
      null,
    );
  });

  it('counts a name in characters, as the app’s check does: 100 emoji fit, 101 do not', async () => {
    const emoji = await userActor(stack, 'emoji-name');
    const named = (count: number) => ({ ...BANK, accountHolderName: '😀'.repeat(count) });
    expect(await saveMethod(emoji, 'bank', named(101))).toMatchObject({ success: false });
    expect(await saveMethod(emoji, 'bank', named(100))).toEqual({
      success: true,
      message: 'Payout method saved.',
    });
  });

  it('copies the method into the request and answers a retried request key with the first request', async () => {
    const key = randomUUID();
    const first = await requestPayout(12, key);
    expect(first).toMatchObject({ success: true, message: 'Payout request submitted.' });
    expect(await requestPayout(12, key)).toEqual({
      success: true,
      message: 'Payout request submitted.',
      payout_id: first.payout_id,
      replayed: true,
    });
    const row = await rowOf<{ payout_method: string; payout_details: { bankName: string } }>(
      stack,
      'select payout_method, payout_details from public.payout_requests where id = $1',
      [first.payout_id],
    );
    expect(row).toMatchObject({
      payout_method: 'bank',
      payout_details: { bankName: 'First Loop Bank' },
    });
    // A later change of method does not redirect money already requested.
    await saveMethod(member, 'paypal', { paypalEmail: 'ada@example.com' });
    expect(
      await rowOf(stack, 'select payout_method from public.payout_requests where id = $1', [
        first.payout_id,
      ]),
    ).toEqual({ payout_method: 'bank' });
    expect(await available()).toBe(28);
  });

  it('lets only admins see the queue and review requests', async () => {
    const { data: queue } = await admin.client.rpc('admin_payout_queue');
    expect(queue).toContainEqual(
      expect.objectContaining({
        user_id: member.id,
        member_email: member.email,
        member_name: 'Ada Member',
        status: 'pending',
        payout_method: 'bank',
      }),
    );
    const id = (queue as Array<{ id: string; user_id: string }>).find(
      (r) => r.user_id === member.id,
    )!.id;
    for (const call of [
      member.client.rpc('admin_payout_queue'),
      member.client.rpc('review_payout', { p_payout_id: id, p_decision: 'approve' }),
    ]) {
      const { error } = await call;
      expect(error).toMatchObject({ code: '42501', message: DENIED });
    }
    expect((await stack.client().rpc('admin_payout_queue')).error?.code).toBe('42501');
    expect(
      await rowOf(stack, 'select status from public.payout_requests where id = $1', [id]),
    ).toEqual({ status: 'pending' });
  });

  it('moves a request pending → approved → paid, refuses other moves and audit-logs each change', async () => {
    const { payout_id: id } = await requestPayout(10);
    expect(await review(id!, 'mark_paid')).toMatchObject({
      success: false,
      message: 'This request is pending: it cannot be marked paid.',
    });
    expect(await review(id!, 'approve')).toMatchObject({
      success: true,
      message: 'Payout approved.',
      status: 'approved',
      member_email: member.email,
    });
    expect(await review(id!, 'approve')).toMatchObject({
      success: false,
      message: 'This request is approved: it cannot be approved.',
    });
    expect(await review(id!, 'mark_paid')).toMatchObject({ success: true, status: 'completed' });
    expect(await review(id!, 'reject', 'Too late')).toMatchObject({
      success: false,
      message: 'This request is completed: it cannot be rejected.',
    });
    const row = await rowOf<{ status: string; paid_at: string | null; reviewed_at: string | null }>(
      stack,
      'select status, paid_at, reviewed_at from public.payout_requests where id = $1',
      [id],
    );
    expect(row).toMatchObject({ status: 'completed', paid_at: expect.anything() });
    const { rows: audit } = await stack.gateway.db.query<{ admin_user_id: string; status: string }>(
      `select admin_user_id, new_values ->> 'status' as status from public.admin_audit_log
        where table_name = 'payout_requests' and record_id = $1 order by id`,
      [id],
    );
    expect(audit).toEqual([
      { admin_user_id: admin.id, status: 'approved' },
      { admin_user_id: admin.id, status: 'completed' },
    ]);
    expect(await available()).toBe(18);
  });

  it('rejects only with a reason, which the member reads, and frees the amount', async () => {
    const { payout_id: id } = await requestPayout(15);
    expect(await available()).toBe(3);
    for (const reason of [undefined, '   ', 'x'.repeat(501), '<script>alert(1)</script>'])
      expect(await review(id!, 'reject', reason)).toEqual({
        success: false,
        message: 'Give the member a reason for the rejection (at most 500 characters, no markup).',
      });
    expect(await review(id!, 'reject', '  The PayPal address bounced. ')).toMatchObject({
      success: true,
      message: 'Payout rejected.',
      status: 'rejected',
      reason: 'The PayPal address bounced.',
    });
    const { data } = await member.client
      .from('payout_requests')
      .select('status, rejection_reason')
      .eq('id', id!);
    expect(data).toEqual([{ status: 'rejected', rejection_reason: 'The PayPal address bounced.' }]);
    expect(await available()).toBe(18);
    expect(await review(randomUUID(), 'approve')).toEqual({
      success: false,
      message: 'This payout request no longer exists.',
    });
    expect(await review(id!, 'refund')).toEqual({
      success: false,
      message: 'Choose approve, reject or mark paid.',
    });
  });

  it('lists closed requests apart from the open queue', async () => {
    const { data: open } = await admin.client.rpc('admin_payout_queue');
    const { data: closed } = await admin.client.rpc('admin_payout_queue', { p_closed: true });
    const statuses = (rows: unknown) =>
      (rows as Array<{ user_id: string; status: string }>)
        .filter((row) => row.user_id === member.id)
        .map((row) => row.status);
    expect(statuses(open)).toEqual(['pending']);
    expect(statuses(closed).sort()).toEqual(['completed', 'rejected']);
  });
});
