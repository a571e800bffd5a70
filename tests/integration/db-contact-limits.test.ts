import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFrom, freshAddress } from './support/network.ts';
import { countOf } from './support/db-actors.ts';
import { concurrentEngine, parityEngines, type Stack } from './support/stack.ts';
import { fileStacks } from './support/file-stacks.ts';

/** The parity block's Postgres stack is the race block's too (support/file-stacks.ts). */
const stackOn = fileStacks();

// Issue 34 §7: contact messages are capped per sender address (3 an hour), per signed-in user (5)
// and per client network (10 an hour), and nothing caps the site as a whole, so strangers cannot
// close the form for everyone. The network is the TCP peer the gateway names in cf-connecting-ip
// (as hosted's edge does); callers here get their own by connecting from another loopback address,
// which a hosted project cannot be made to see, so these run on supabase/local only.

const TOO_MANY = 'Too many messages. Please try again in an hour.';

const senderAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

function send(
  client: SupabaseClient,
  email = senderAddress('sender'),
  id = randomUUID(),
  subject = 'Hello there',
) {
  return client.from('contact_messages').insert({
    id,
    name: 'Sam Sender',
    email,
    subject,
    message: 'A question about this week’s challenge.',
  });
}

describe.each(parityEngines)('contact message caps on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(engine);
  });

  const stored = (email: string) =>
    countOf(stack, 'select 1 from public.contact_messages where lower(email) = lower($1)', [email]);

  it.skipIf(engine === 'hosted')(
    'takes a subject of up to 200 characters, as the form now does, and refuses a longer one',
    async () => {
      const fits = senderAddress('subject200');
      const long = senderAddress('subject201');
      const sent = await send(
        clientFrom(stack, freshAddress()),
        fits,
        randomUUID(),
        's'.repeat(200),
      );
      expect(sent.error).toBeNull();
      const refused = await send(
        clientFrom(stack, freshAddress()),
        long,
        randomUUID(),
        's'.repeat(201),
      );
      expect(refused.error?.code).toBe('23514');
      expect(await stored(fits)).toBe(1);
      expect(await stored(long)).toBe(0);
    },
  );

  it.skipIf(engine === 'hosted')(
    'caps one sender address at 3 an hour, from any network, and writes nothing past it',
    async () => {
      const email = senderAddress('addr');
      for (let i = 0; i < 3; i += 1)
        expect((await send(clientFrom(stack, freshAddress()), email)).error).toBeNull();
      const refused = await send(clientFrom(stack, freshAddress()), email.toUpperCase());
      expect(refused.status).toBe(429);
      expect(refused.error).toMatchObject({ code: 'PT429', message: TOO_MANY });
      expect(await stored(email)).toBe(3);
    },
  );

  it.skipIf(engine === 'hosted')(
    'caps one network at 10 an hour, whatever addresses it signs with',
    async () => {
      const network = clientFrom(stack, freshAddress());
      for (let i = 0; i < 10; i += 1) expect((await send(network)).error).toBeNull();
      const email = senderAddress('eleventh');
      const refused = await send(network, email);
      expect(refused.status).toBe(429);
      expect(refused.error?.message).toBe(TOO_MANY);
      expect(await stored(email)).toBe(0);
      // Someone else on another network is not affected.
      expect((await send(clientFrom(stack, freshAddress()))).error).toBeNull();
    },
  );

  it.skipIf(engine === 'hosted')(
    'counts the connecting address, not the forwarding headers a script writes',
    async () => {
      const address = freshAddress();
      const answers = [];
      for (let i = 0; i < 11; i += 1) {
        const forged = `198.51.100.${i + 1}`;
        const client = clientFrom(stack, address);
        answers.push(
          await client
            .from('contact_messages')
            .insert({
              id: randomUUID(),
              name: 'Rotating Headers',
              email: senderAddress('forged'),
              subject: 'Hello',
              message: 'Each request claims another address.',
            })
            .setHeader('x-forwarded-for', forged)
            .setHeader('cf-connecting-ip', forged)
            .setHeader('x-real-ip', forged),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(201), 429]);
    },
  );

  it.skipIf(engine === 'hosted')(
    'stays open for a newcomer however many messages the site got this hour',
    async () => {
      // 400 messages this hour from distinct senders and networks the newcomer does not share
      // (written by SQL, as the trigger sees them: it runs for every insert path).
      await stack.gateway.db.exec(`
      insert into public.contact_messages (name, email, subject, message)
      select 'Flood', 'flood-' || g || '-${randomUUID().slice(0, 8)}@example.com', 'Hi', 'Filling the inbox'
        from generate_series(1, 400) g`);
      const email = senderAddress('newcomer');
      expect((await send(clientFrom(stack, freshAddress()), email)).error).toBeNull();
      expect(await stored(email)).toBe(1);
    },
  );

  it.skipIf(engine === 'hosted')(
    'keeps which networks wrote away from every client and for a day only',
    async () => {
      const { rows } = await stack.gateway.db.query<{ role: string; allowed: boolean }>(
        `select r as role, has_table_privilege(r, 'private.contact_message_networks', 'select') as allowed
         from unnest(array['anon', 'authenticated']) r`,
      );
      expect(rows.every((row) => !row.allowed)).toBe(true);
      await send(clientFrom(stack, freshAddress()));
      await stack.gateway.db.exec(
        `update private.contact_message_networks set created_at = now() - interval '25 hours'
        where id = (select min(id) from private.contact_message_networks)`,
      );
      await send(clientFrom(stack, freshAddress()));
      expect(
        await countOf(
          stack,
          `select 1 from private.contact_message_networks where created_at < now() - interval '1 day'`,
        ),
      ).toBe(0);
    },
  );
});

describe(`contact network cap under 30 simultaneous senders on ${concurrentEngine}`, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(concurrentEngine);
  });

  it('lets exactly 10 of 30 simultaneous messages from one network through', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send(clientFrom(stack, address))),
    );
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
    expect(
      await countOf(stack, `select 1 from private.contact_message_networks where network = $1`, [
        address,
      ]),
    ).toBe(10);
  });
});
