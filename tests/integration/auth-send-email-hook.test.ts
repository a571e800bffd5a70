import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyWebhook, webhookKeys } from '../../supabase/functions/_shared/standard-webhooks.ts';
import { confirmedUser, mailsTo, uniqueEmail } from './support/auth.ts';
import { startStack, type Stack } from './support/stack.ts';

// supabase/local's Auth calls a configured Send Email hook as GoTrue does (hookshttp): signed per
// Standard Webhooks, and a failing hook fails the request and leaves nothing behind.

const SECRET = `v1,whsec_${Buffer.alloc(32, 3).toString('base64')}`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

interface Reply {
  status: number;
  body?: unknown;
  contentType?: string;
}

describe('Auth with a Send Email hook (supabase/local)', () => {
  let stack: Stack;
  let server: Server;
  let received: Received[] = [];
  let reply: Reply = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    stack = await startStack({
      engine: 'pglite',
      sendEmailHook: { uri: `http://127.0.0.1:${port}/hook`, secrets: SECRET },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await new Promise((resolve) => server?.close(resolve));
  });
  beforeEach(() => {
    received = [];
    reply = { status: 200, body: {} };
  });

  const userCount = async (email: string) =>
    Number(
      (
        await stack.gateway.db.query<{ n: string }>(
          'select count(*) as n from auth.users where email = $1',
          [email],
        )
      ).rows[0]!.n,
    );

  it('hands the sign-up to the hook, signed, with the user and the token, and mails nothing itself', async () => {
    const email = uniqueEmail('hooked').toLowerCase();
    const { data, error } = await stack.client().auth.signUp({ email, password: 'Passw0rd!x' });
    expect(error).toBeNull();
    expect(received).toHaveLength(1);
    const [call] = received;
    const headers = new Headers(call!.headers as Record<string, string>);
    await expect(verifyWebhook(webhookKeys(SECRET), headers, call!.body)).resolves.toBeUndefined();
    const payload = JSON.parse(call!.body) as {
      user: { id: string; email: string };
      email_data: Record<string, string>;
    };
    expect(payload.user).toMatchObject({ id: data.user!.id, email });
    expect(payload.email_data).toMatchObject({
      email_action_type: 'signup',
      redirect_to: 'http://127.0.0.1:4173',
      token_new: '',
      token_hash_new: '',
    });
    expect(payload.email_data.token).toMatch(/^\d{6}$/);
    expect(payload.email_data.token_hash).toMatch(/^[0-9a-f]{56}$/);
    expect(await mailsTo(stack, email)).toEqual([]);
  });

  it('fails the sign-up as GoTrue does when the hook refuses, and keeps no account', async () => {
    const email = uniqueEmail('refused').toLowerCase();
    reply = { status: 401, body: { error: { http_code: 401, message: 'Invalid signature' } } };
    const refused = await stack.client().auth.signUp({ email, password: 'Passw0rd!x' });
    // supabase-js reports a 5xx as a retryable error: status and message, no code.
    expect(refused.error).toMatchObject({
      status: 500,
      message: 'Hook requires authorization token',
    });
    expect(await userCount(email)).toBe(0);

    reply = { status: 200, body: { error: { http_code: 429, message: 'Slow down' } } };
    const limited = await stack.client().auth.signUp({ email, password: 'Passw0rd!x' });
    expect(limited.error).toMatchObject({ status: 429, message: 'Slow down' });
    expect(await userCount(email)).toBe(0);

    reply = { status: 200, body: 'not json', contentType: 'text/plain' };
    const wrongType = await stack.client().auth.signUp({ email, password: 'Passw0rd!x' });
    expect(wrongType.error).toMatchObject({
      status: 400,
      code: 'hook_payload_invalid_content_type',
    });
    expect(await userCount(email)).toBe(0);
  });

  it('keeps the earlier link and send time of a resend or recovery the hook could not send', async () => {
    const email = uniqueEmail('kept').toLowerCase();
    await stack.client().auth.signUp({ email, password: 'Passw0rd!x' });
    const before = await stack.gateway.db.query<{ confirmation_token: string; sent: string }>(
      `update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1
       returning confirmation_token, confirmation_sent_at::text as sent`,
      [email],
    );
    reply = { status: 500 };
    const resent = await stack.client().auth.resend({ type: 'signup', email });
    expect(resent.error).toMatchObject({
      status: 500,
      message: 'Unexpected status code returned from hook: 500',
    });
    const after = await stack.gateway.db.query<{ confirmation_token: string; sent: string }>(
      `select confirmation_token, confirmation_sent_at::text as sent from auth.users where email = $1`,
      [email],
    );
    expect(after.rows[0]).toEqual(before.rows[0]);

    const recovery = await stack.client().auth.resetPasswordForEmail(email);
    expect(recovery.error).toMatchObject({ status: 500 });
    const { rows } = await stack.gateway.db.query<{ recovery_sent_at: Date | null }>(
      'select recovery_sent_at from auth.users where email = $1',
      [email],
    );
    expect(rows[0]!.recovery_sent_at).toBeNull();
  });

  it("gives the hook each flow's email_action_type: magiclink, reauthentication, invite", async () => {
    const payloads = () =>
      received.map(
        (call) => (JSON.parse(call.body) as { email_data: Record<string, string> }).email_data,
      );
    const member = await confirmedUser(stack);
    // A PKCE client's magic link: the hook gets the prefixed hash its link must carry.
    const challenge = 'c'.repeat(43);
    const otp = await fetch(`${stack.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: member.email,
        code_challenge: challenge,
        code_challenge_method: 'plain',
      }),
    });
    expect(otp.status).toBe(200);
    const app = stack.client();
    expect((await app.auth.signInWithPassword(member)).error).toBeNull();
    expect((await app.auth.reauthenticate()).error).toBeNull();
    const invitee = uniqueEmail('invited').toLowerCase();
    const invited = await stack.client(stack.serviceRoleKey).auth.admin.inviteUserByEmail(invitee);
    expect(invited.error).toBeNull();

    const [magic, nonce, invitation] = payloads();
    expect(magic).toMatchObject({ email_action_type: 'magiclink' });
    expect(magic!.token).toMatch(/^\d{6}$/);
    expect(magic!.token_hash).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(nonce).toMatchObject({ email_action_type: 'reauthentication' });
    expect(nonce!.token).toMatch(/^\d{6}$/);
    expect(invitation).toMatchObject({ email_action_type: 'invite' });
    expect(invitation!.token_hash).toMatch(/^[0-9a-f]{56}$/);
    expect(await mailsTo(stack, member.email)).toEqual([]);
    expect(await mailsTo(stack, invitee)).toEqual([]);
  });
});
