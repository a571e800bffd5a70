import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countOf,
  foldCounts,
  insertVideo,
  rowOf,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import {
  clientFrom,
  deviceFrom,
  freshAddress,
  NOT_ISSUED,
  simultaneousAnonCalls,
} from './support/network.ts';
import { mintToken } from './support/storage.ts';
import { concurrentEngine, parityEngines, type Stack } from './support/stack.ts';
import { fileStacks } from './support/file-stacks.ts';

/** The parity block's Postgres stack is the race block's too (support/file-stacks.ts). */
const stackOn = fileStacks();

// Issue 34 §6, called as a script would: views once per viewer (account, else a device id the
// server signed) per video per day; per-address caps on anonymous views and device ids, past
// which 429 and nothing is written. Each test calls from its own loopback address
// (support/network.ts), which the gateway appends to X-Forwarded-For as hosted's edge appends the
// caller's. Affiliate clicks, security events and the address itself: db-anonymous-writes.

const DEVICE_ID = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;
const TOO_MANY_VIEWS = 'Too many views of this video from this network today.';

interface View {
  counted: boolean;
  view_id: string;
}

/** The video's view count once every view so far is folded in (the feeds show it then). */
const viewsOfIn = async (stack: Stack, id: string) => {
  await foldCounts(stack);
  return Number(
    (await rowOf<{ views: string }>(stack, 'select views from public.videos where id = $1', [id]))
      ?.views,
  );
};

describe.each(parityEngines)('signed-out views have limits on %s', (engine) => {
  // On a hosted project every call of this machine has one address, so the per-address caps
  // (proved here on supabase/local, one loopback address per test) would meet across tests.
  const perAddress = it.skipIf(engine === 'hosted');
  let stack: Stack;
  let creator: SignedInActor;

  beforeAll(async () => {
    stack = await stackOn(engine);
    creator = await userActor(stack, 'creator');
  });

  const viewsOf = (id: string) => viewsOfIn(stack, id);
  const viewRows = (id: string) =>
    countOf(stack, 'select 1 from public.video_views where video_id = $1', [id]);

  const view = (client: SupabaseClient, videoId: string, device?: string, viewedAt?: string) =>
    client.rpc('record_view', {
      p_video_id: videoId,
      ...(device === undefined ? {} : { p_device_id: device }),
      ...(viewedAt === undefined ? {} : { p_viewed_at: viewedAt }),
    });
  it('counts 300 scripted views of one device once, whatever X-Forwarded-For they claim', async () => {
    const address = freshAddress();
    const device = await deviceFrom(clientFrom(stack, address));
    expect(device).toMatch(DEVICE_ID);
    const id = await insertVideo(stack, creator.id);
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        view(
          clientFrom(stack, address, { headers: { 'x-forwarded-for': `198.51.100.${i % 250}` } }),
          id,
          device,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.error !== null)).toEqual([]);
    expect(answers.filter((answer) => (answer.data as View).counted)).toHaveLength(1);
    expect(new Set(answers.map((answer) => (answer.data as View).view_id)).size).toBe(1);
    expect(await viewsOf(id)).toBe(1);
    expect(await viewRows(id)).toBe(1);
  });

  it('refuses made-up, unsigned and altered device ids and writes nothing', async () => {
    const anon = clientFrom(stack, freshAddress());
    const genuine = await deviceFrom(anon);
    const [idPart, signature] = genuine.split('.') as [string, string];
    const otherId = (await deviceFrom(anon)).split('.')[0]!;
    const id = await insertVideo(stack, creator.id);
    const forged = [
      undefined,
      '',
      randomUUID(),
      idPart,
      `${idPart}.${'A'.repeat(22)}`,
      `${otherId}.${signature}`,
      `${genuine}x`,
      `${idPart}.${signature.slice(0, 21)}${signature.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const device of forged) {
      const answer = await view(anon, id, device);
      expect(answer.status, String(device)).toBe(400);
      expect(answer.error).toMatchObject({ code: '22023', message: NOT_ISSUED });
    }
    expect(await viewsOf(id)).toBe(0);
    expect(await viewRows(id)).toBe(0);
    expect((await view(anon, id, genuine)).data).toMatchObject({ counted: true });
  });

  perAddress(
    'caps signed-out views of one video at 20 per address per day: 429, nothing written',
    async () => {
      const address = freshAddress();
      const anon = clientFrom(stack, address);
      const devices = await Promise.all(Array.from({ length: 22 }, () => deviceFrom(anon)));
      const id = await insertVideo(stack, creator.id);
      const counted = await Promise.all(
        devices.slice(0, 20).map((device) => view(anon, id, device)),
      );
      expect(counted.map((answer) => answer.data)).toEqual(
        Array.from({ length: 20 }, () => expect.objectContaining({ counted: true })),
      );

      const refused = await view(anon, id, devices[20]);
      expect(refused.status).toBe(429);
      expect(refused.error).toMatchObject({
        code: 'PT429',
        message: TOO_MANY_VIEWS,
        hint: 'At most 20 per day from one network address.',
      });
      // Claiming another address in X-Forwarded-For opens no new bucket: the gateway's own is used.
      const claimed = clientFrom(stack, address, {
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      expect((await view(claimed, id, devices[21])).status).toBe(429);
      expect(await viewsOf(id)).toBe(20);
      expect(await viewRows(id)).toBe(20);
      expect(
        await rowOf(
          stack,
          `select host(ip) as ip, hits from private.anon_write_counts where bucket = 'view:' || $1`,
          [id],
        ),
      ).toEqual({ ip: address, hits: 20 });

      // The cap is per video and per address; members are counted by account, never by address.
      const other = await insertVideo(stack, creator.id);
      expect((await view(anon, other, devices[20])).data).toMatchObject({ counted: true });
      const elsewhere = clientFrom(stack, freshAddress());
      expect((await view(elsewhere, id, await deviceFrom(elsewhere))).data).toMatchObject({
        counted: true,
      });
      const token = await mintToken(stack, {
        sub: creator.id,
        role: 'authenticated',
        aud: 'authenticated',
      });
      const member = clientFrom(stack, address, { headers: { Authorization: `Bearer ${token}` } });
      expect((await view(member, id)).data).toMatchObject({ counted: true });
      expect(await viewsOf(id)).toBe(22);
    },
  );

  it('counts a view queued offline for the UTC day it happened, up to 7 days back', async () => {
    const anon = clientFrom(stack, freshAddress());
    const device = await deviceFrom(anon);
    const id = await insertVideo(stack, creator.id);
    const now = Date.now();
    const yesterday = new Date(now - 86_400_000).toISOString();
    expect((await view(anon, id, device, yesterday)).data).toMatchObject({ counted: true });
    expect((await view(anon, id, device, yesterday)).data).toMatchObject({ counted: false });
    expect((await view(anon, id, device)).data).toMatchObject({ counted: true });
    // A clock ahead of the server's counts as now: today's view is already counted.
    const ahead = new Date(now + 3_600_000).toISOString();
    expect((await view(anon, id, device, ahead)).data).toMatchObject({ counted: false });
    const tooOld = await view(anon, id, device, new Date(now - 8 * 86_400_000).toISOString());
    expect(tooOld.status).toBe(400);
    expect(tooOld.error).toMatchObject({
      code: '22008',
      message: 'This view is too old to count: a view queued offline counts for 7 days.',
    });
    expect(await viewsOf(id)).toBe(2);
    // The day is the view's; the watch token (started_at) stays the server's clock.
    expect(
      await rowOf(
        stack,
        `select count(*)::int as days, bool_and(started_at > now() - interval '1 minute') as fresh
           from public.video_views where video_id = $1 and view_day in ($2::date, (now() at time zone 'utc')::date)`,
        [id, yesterday.slice(0, 10)],
      ),
    ).toEqual({ days: 2, fresh: true });
  });

  perAddress('issues device ids, 200 an hour per address, then 429 and none issued', async () => {
    const anon = clientFrom(stack, freshAddress());
    const issued = await Promise.all(
      Array.from({ length: 200 }, () => anon.rpc('issue_device_id')),
    );
    expect(issued.filter((answer) => answer.error !== null)).toEqual([]);
    expect(new Set(issued.map((answer) => answer.data as string)).size).toBe(200);
    const refused = await anon.rpc('issue_device_id');
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: 'Too many new devices from this network. Please try again later.',
      hint: 'At most 200 per hour from one network address.',
    });
    expect(refused.data).toBeNull();
    expect(await deviceFrom(clientFrom(stack, freshAddress()))).toMatch(DEVICE_ID);
  });
});

// One viral video, one scripted burst: on real Postgres the 30 calls overlap for real, through the
// gateway (whose pool holds 10 connections) and on 30 connections released at the same moment.
describe('anonymous view bursts on real Postgres', () => {
  let stack: Stack;
  let creator: SignedInActor;

  beforeAll(async () => {
    stack = await stackOn(concurrentEngine);
    creator = await userActor(stack, 'creator');
  });

  const burst = (address: string, videoId: string, devices: string[]) =>
    simultaneousAnonCalls<View>(
      stack.gateway.db.url!,
      address,
      devices.map((device) => ({
        sql: 'select public.record_view($1, $2) as result',
        params: [videoId, device],
      })),
    );

  it('counts one of 30 simultaneous views of one device, through the gateway and directly', async () => {
    const address = freshAddress();
    const anon = clientFrom(stack, address);
    const device = await deviceFrom(anon);
    const id = await insertVideo(stack, creator.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        anon.rpc('record_view', { p_video_id: id, p_device_id: device }),
      ),
    );
    expect(answers.filter((answer) => answer.error !== null)).toEqual([]);
    expect(answers.filter((answer) => (answer.data as View).counted)).toHaveLength(1);

    const direct = await burst(
      address,
      id,
      Array.from({ length: 30 }, () => device),
    );
    expect(direct.filter((outcome) => 'error' in outcome)).toEqual([]);
    expect(direct.filter((outcome) => 'result' in outcome && outcome.result.counted)).toHaveLength(
      0,
    );
    const other = await insertVideo(stack, creator.id);
    const fresh = await burst(
      address,
      other,
      Array.from({ length: 30 }, () => device),
    );
    expect(fresh.filter((outcome) => 'result' in outcome && outcome.result.counted)).toHaveLength(
      1,
    );
    expect([await viewsOfIn(stack, id), await viewsOfIn(stack, other)]).toEqual([1, 1]);
  });

  it('stops 30 simultaneous first views from one address at the cap of 20, writing nothing more', async () => {
    const address = freshAddress();
    const anon = clientFrom(stack, address);
    const devices = await Promise.all(Array.from({ length: 30 }, () => deviceFrom(anon)));
    const id = await insertVideo(stack, creator.id);
    const outcomes = await burst(address, id, devices);
    const refused = outcomes.filter((outcome) => 'error' in outcome);
    expect(
      outcomes.filter((outcome) => 'result' in outcome && outcome.result.counted),
    ).toHaveLength(20);
    expect(refused).toEqual(Array.from({ length: 10 }, () => ({ error: TOO_MANY_VIEWS })));
    expect(await viewsOfIn(stack, id)).toBe(20);
    expect(await countOf(stack, 'select 1 from public.video_views where video_id = $1', [id])).toBe(
      20,
    );
  });
});
