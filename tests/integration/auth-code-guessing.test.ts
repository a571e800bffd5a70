import { beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, uniqueEmail } from './support/auth.ts';
import { fetchFrom, freshAddress } from './support/network.ts';
import { concurrentEngine, parityEngines, type Engine, type Stack } from './support/stack.ts';
import { fileStacks } from './support/file-stacks.ts';

/** The parity block's Postgres stack is the race block's too (support/file-stacks.ts). */
const stackOn = fileStacks();

// A 6-digit emailed code (recovery, sign-up confirmation, e-mail OTP) is burnt by its fifth wrong
// guess, from whatever addresses they come: the 10^6 codes cannot be walked through in its hour,
// however many addresses share the work. GoTrue answers a burnt code as any wrong or expired one.
// The mailed link (its 224-bit hash) is no guess and still works, so strangers' guesses cannot
// keep the owner from their account.
/** Loopback callers and auth's own tables: supabase/local only (a hosted project sees one address). */
const onHosted = parityEngines.includes('hosted');

const INVALID = {
  status: 403,
  body: { code: 'otp_expired', message: 'Token has expired or is invalid' },
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** POST /auth/v1/verify {email, token, type} from its own fresh address. */
async function verifyFrom(
  stack: Stack,
  address: string,
  email: string,
  token: string,
  type: string,
): Promise<Answer> {
  const response = await fetchFrom(address)(`${stack.url}/auth/v1/verify`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ email, token, type }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A new code of that kind for `email`, as /admin/generate_link stores and answers it. */
async function newCode(
  stack: Stack,
  type: 'recovery' | 'signup' | 'magiclink',
  email: string,
): Promise<string> {
  return (await newCodeAndLink(stack, type, email)).code;
}

async function newCodeAndLink(
  stack: Stack,
  type: 'recovery' | 'signup' | 'magiclink',
  email: string,
): Promise<{ code: string; hash: string }> {
  const { data, error } = await stack
    .client(stack.serviceRoleKey)
    .auth.admin.generateLink(
      type === 'signup' ? { type, email, password: 'correct-horse-1' } : { type, email },
    );
  if (error) throw new Error(`generateLink: ${error.message}`);
  return { code: data.properties.email_otp, hash: data.properties.hashed_token };
}

/** A 6-digit code that is not `code`. */
function wrongCode(code: string, i: number): string {
  const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  return wrong === code ? wrongCode(code, i + 1) : wrong;
}

async function failures(stack: Stack, userId: string): Promise<number[]> {
  const { rows } = await stack.gateway.db.query<{ failures: number }>(
    'select failures from auth.code_failures where user_id = $1 order by token_column',
    [userId],
  );
  return rows.map((row) => row.failures);
}

describe.skipIf(onHosted).each(parityEngines)(
  'emailed codes cannot be guessed on %s',
  (engine: Engine) => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await stackOn(engine);
    });

    it('burns a recovery code after 5 wrong guesses from 5 addresses; a new code works', async () => {
      const member = await confirmedUser(stack);
      const code = await newCode(stack, 'recovery', member.email);
      for (let i = 0; i < 5; i++) {
        const guess = await verifyFrom(
          stack,
          freshAddress(),
          member.email,
          wrongCode(code, i),
          'recovery',
        );
        expect(guess).toEqual(INVALID);
      }
      expect(await verifyFrom(stack, freshAddress(), member.email, code, 'recovery')).toEqual(
        INVALID,
      );

      const fresh = await newCode(stack, 'recovery', member.email);
      const answer = await verifyFrom(stack, freshAddress(), member.email, fresh, 'recovery');
      expect(answer.status).toBe(200);
      expect(answer.body.access_token).toEqual(expect.any(String));
    });

    it("keeps the mailed link of a burnt code working: strangers' guesses cannot lock the owner out", async () => {
      const member = await confirmedUser(stack);
      const { code, hash } = await newCodeAndLink(stack, 'recovery', member.email);
      for (let i = 0; i < 8; i++) {
        await verifyFrom(stack, freshAddress(), member.email, wrongCode(code, i), 'recovery');
      }
      expect(await failures(stack, member.id)).toEqual([5]);
      const response = await fetchFrom(freshAddress())(`${stack.url}/auth/v1/verify`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'recovery', token_hash: hash }),
      });
      expect(response.status).toBe(200);
      // Spent by the link, the code is gone for good.
      expect(await verifyFrom(stack, freshAddress(), member.email, code, 'recovery')).toEqual(
        INVALID,
      );
    });

    it('lets the owner type a code after 4 wrong guesses', async () => {
      const member = await confirmedUser(stack);
      const code = await newCode(stack, 'recovery', member.email);
      for (let i = 0; i < 4; i++) {
        expect(
          await verifyFrom(stack, freshAddress(), member.email, wrongCode(code, i), 'recovery'),
        ).toEqual(INVALID);
      }
      expect((await verifyFrom(stack, freshAddress(), member.email, code, 'recovery')).status).toBe(
        200,
      );
    });

    it('burns a sign-up code guessed as type email; a new code confirms the account', async () => {
      const email = uniqueEmail('guessed-signup').toLowerCase();
      const code = await newCode(stack, 'signup', email);
      for (let i = 0; i < 5; i++) {
        expect(await verifyFrom(stack, freshAddress(), email, wrongCode(code, i), 'email')).toEqual(
          INVALID,
        );
      }
      expect(await verifyFrom(stack, freshAddress(), email, code, 'signup')).toEqual(INVALID);

      const fresh = await newCode(stack, 'signup', email);
      const answer = await verifyFrom(stack, freshAddress(), email, fresh, 'signup');
      expect(answer.status).toBe(200);
      expect((answer.body.user as { email_confirmed_at?: string }).email_confirmed_at).toBeTruthy();
    });

    it('counts guesses at a magic-link code (type email) against that code', async () => {
      const member = await confirmedUser(stack);
      const code = await newCode(stack, 'magiclink', member.email);
      for (let i = 0; i < 5; i++) {
        expect(
          await verifyFrom(stack, freshAddress(), member.email, wrongCode(code, i), 'email'),
        ).toEqual(INVALID);
      }
      expect(await verifyFrom(stack, freshAddress(), member.email, code, 'email')).toEqual(INVALID);
    });
  },
);

describe.skipIf(concurrentEngine === 'hosted')(`concurrent guesses on ${concurrentEngine}`, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(concurrentEngine);
  });

  it('counts 30 simultaneous wrong guesses one by one and burns the code at the fifth', async () => {
    const member = await confirmedUser(stack);
    const code = await newCode(stack, 'recovery', member.email);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        verifyFrom(stack, freshAddress(), member.email, wrongCode(code, i), 'recovery'),
      ),
    );
    expect(answers.every((answer) => answer.status === 403)).toBe(true);
    expect(await failures(stack, member.id)).toEqual([5]);
    expect(await verifyFrom(stack, freshAddress(), member.email, code, 'recovery')).toEqual(
      INVALID,
    );
  });

  it('lets exactly a burst of 30 of 45 simultaneous requests from one address through', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 45 }, () =>
        fetchFrom(address)(`${stack.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
          body: '{}',
        }).then((response) => response.status),
      ),
    );
    const through = answers.filter((status) => status === 400).length;
    // 30 at once, plus what the bucket refilled (0.5 a second) while they were answered.
    expect(through).toBeGreaterThanOrEqual(30);
    expect(through).toBeLessThanOrEqual(32);
    expect(answers.filter((status) => status === 429)).toHaveLength(45 - through);
  });
});
