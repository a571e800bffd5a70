import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, mailsTo } from './support/auth.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Issue 34 §7: Auth's own mails (no Send Email hook: a self-hosted supabase/local) are capped per
// recipient address too, at 5 an hour (supabase/local/src/auth/rate-limit.ts claimOwnMail), on
// top of GoTrue's minute between two mails of one kind. With the hook (the default, and hosted),
// the hook's claim_mail_send caps them (functions-mail-caps.test.ts).

describe.each(parityEngines.filter((engine) => engine !== 'hosted'))(
  'Auth’s own mails per address on %s',
  (engine) => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ engine, sendEmailHook: false });
    });
    afterAll(() => stack?.stop());

    it('sends at most 5 an hour to one address, then 429 and the previous link stays the valid one', async () => {
      const member = await confirmedUser(stack, 'correct-horse-1', 'own-mail-cap');
      // Past GoTrue's minute between two recovery mails, as an hour of patient requests would be.
      const aMinuteLater = () =>
        stack.gateway.db.query(
          `update auth.users set recovery_sent_at = now() - interval '2 minutes' where id = $1`,
          [member.id],
        );
      for (let i = 0; i < 5; i += 1) {
        expect((await stack.client().auth.resetPasswordForEmail(member.email)).error).toBeNull();
        await aMinuteLater();
      }
      const { rows } = await stack.gateway.db.query<{ token: string }>(
        'select recovery_token as token from auth.users where id = $1',
        [member.id],
      );
      const refused = await stack.client().auth.resetPasswordForEmail(member.email);
      expect(refused.error).toMatchObject({
        status: 429,
        code: 'over_email_send_rate_limit',
        message: 'email rate limit exceeded',
      });
      expect(await mailsTo(stack, member.email)).toHaveLength(5);
      const after = await stack.gateway.db.query<{ token: string }>(
        'select recovery_token as token from auth.users where id = $1',
        [member.id],
      );
      expect(after.rows[0]!.token).toBe(rows[0]!.token);
    });
  },
);
