import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_BOOT_MS,
  insertVideo,
  invoke,
  SITE,
  signedInMember,
  type SignedInMember,
} from './support/app-functions.ts';
import { pay, type SandboxSession } from './support/payment-sandbox.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 15 item 1: create-video-boost-payment prices the plan itself, checks the video, writes a
// pending order and answers the checkout page; the signed webhook then activates the boost.

interface Order {
  id: string;
  video_id: string | null;
  days: number;
  amount_cents: number;
  status: string;
  checkout_session_id: string;
  checkout_url: string | null;
}

describe.each(engines)('create-video-boost-payment on %s', (engine) => {
  let stack: Stack;
  let buyer: SignedInMember;
  let videoId: string;

  beforeAll(async () => {
    stack = await startStack({ engine });
    buyer = await signedInMember(stack, 'booster');
    const owner = await signedInMember(stack, 'owner');
    videoId = await insertVideo(stack, owner.id, 'Boost me please');
  });
  afterAll(() => stack?.stop());

  const orders = async (video: string) =>
    (
      await stack.gateway.db.query<Order>(
        `select id, video_id, days, amount_cents, status, checkout_session_id, checkout_url
           from public.boost_orders where video_id = $1 order by created_at`,
        [video],
      )
    ).rows;
  const boostState = async (video: string) =>
    (
      await stack.gateway.db.query<{ boosted: boolean; until: string | null }>(
        `select is_boosted and boost_until > now() as boosted, boost_until::text as until
           from public.videos where id = $1`,
        [video],
      )
    ).rows[0];
  const start = (body: Record<string, unknown>, member = buyer) =>
    invoke<{ url?: string; videoId?: string; error?: string }>(
      member.client,
      'create-video-boost-payment',
      {
        videoTitle: 'User Video',
        priceId: 'price_ignored',
        requestKey: randomUUID(),
        ...body,
      },
    );

  it(
    'answers a checkout page for a pending order priced by the server; paying activates the boost once',
    async () => {
      const requestKey = randomUUID();
      const first = await start({ videoId, boostOption: { days: 3, price: 5 }, requestKey });
      expect(first.status).toBe(200);
      expect(first.body.url).toMatch(new RegExp(`^${stack.url}/_dev/checkout/cs_`));
      // A retry with the same key (a lost answer, a double tap) gets the same page, no new order.
      expect((await start({ videoId, boostOption: { days: 3 }, requestKey })).body).toEqual({
        url: first.body.url,
        videoId,
      });
      const [order] = await orders(videoId);
      expect(await orders(videoId)).toHaveLength(1);
      expect(order).toMatchObject({ days: 3, amount_cents: 500, status: 'pending' });
      expect(order!.checkout_url).toBe(first.body.url);

      const session = { id: order!.checkout_session_id, url: first.body.url } as SandboxSession;
      const paid = await pay(stack, session);
      expect(paid.webhook_status).toBe(200);
      expect((await orders(videoId))[0]!.status).toBe('paid');
      expect(await boostState(videoId)).toMatchObject({ boosted: true });
      expect((await start({ videoId, boostOption: { days: 3 }, requestKey })).status).toBe(409);
    },
    FIRST_BOOT_MS,
  );

  it('refuses a tampered price, an unknown plan, and videos that cannot be boosted, ordering nothing', async () => {
    const other = await insertVideo(stack, buyer.id, 'Not boosted');
    expect(await start({ videoId: other, boostOption: { days: 1, price: 0.01 } })).toEqual({
      status: 400,
      body: { error: 'The price of the 1 Day Boost is $1.00. Reload the plans and try again.' },
    });
    expect((await start({ videoId: other, boostOption: { days: 7, price: 1 } })).body).toEqual({
      error: 'boostOption.days must be 1, 3 or 5',
    });
    expect(await start({ videoId: 'vid-missing', boostOption: { days: 1 } })).toEqual({
      status: 404,
      body: { error: 'The selected video could not be found.' },
    });
    await stack.gateway.db.query(
      `update public.videos set moderation_status = 'rejected' where id = $1`,
      [other],
    );
    expect((await start({ videoId: other, boostOption: { days: 1 } })).status).toBe(404);
    expect(await orders(other)).toEqual([]);
    expect(
      await invoke(stack.client(), 'create-video-boost-payment', {
        videoId,
        boostOption: { days: 1 },
        requestKey: randomUUID(),
      }),
    ).toEqual({ status: 401, body: { error: 'Sign in required' } });
  });

  it('boosts a pasted LaughLoop link or catalogue link (url_ ids), never an unknown one', async () => {
    const pasted = await insertVideo(stack, buyer.id, 'Pasted link');
    const viaPage = await start({
      videoId: `url_${Date.now()}`,
      videoUrl: `${SITE}/video/${pasted}`,
      boostOption: { days: 1, price: 1 },
    });
    expect(viaPage.status).toBe(200);
    expect(await orders(pasted)).toHaveLength(1);
    const viaLink = await start({
      videoId: `url_${Date.now()}`,
      videoUrl: `https://cdn.example.com/${pasted}.webm`,
      boostOption: { days: 5, price: 10 },
    });
    expect(viaLink.status).toBe(200);
    expect((await orders(pasted)).map((order) => order.amount_cents)).toEqual([100, 1000]);
    expect(
      await start({
        videoId: `url_${Date.now()}`,
        videoUrl: 'https://www.youtube.com/watch?v=unknown',
        boostOption: { days: 1 },
      }),
    ).toEqual({ status: 404, body: { error: 'The selected video could not be found.' } });
  });
});
