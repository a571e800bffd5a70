import { randomUUID } from 'node:crypto';
import {
  anonActor,
  insertVideo,
  makeAdmin,
  makePremium,
  rowOf,
  userActors,
  type Actor,
  type SignedInActor,
} from './db-actors.ts';
import type { Stack } from './stack.ts';

export const ACTOR_NAMES = ['anon', 'userA', 'userB', 'premium', 'admin'] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

/**
 * The data every RLS cell looks at: five actors, and at least one row of every table owned by
 * someone, so "sees only their own" is distinguishable from "sees everything" and "sees nothing".
 * userC is not an actor; rows that must not change the actors' own privileges belong to C.
 */
export interface RlsWorld {
  stack: Stack;
  actors: Record<ActorName, Actor>;
  a: SignedInActor;
  b: SignedInActor;
  p: SignedInActor;
  admin: SignedInActor;
  c: SignedInActor;
  /** Approved video of B that every actor likes or comments on during insert cells. */
  targetVideo: string;
  /** Approved video of B the report insert cells report (three reports hide a video). */
  reportTarget: string;
  /** A running challenge nobody has entered, for the entry insert cells. */
  openChallenge: string;
  /** Each signed-in actor's own approved video (for challenge entries). */
  ownVideo: Record<ActorName, string>;
  /** An ended challenge and C's entry in it, for the winner insert cells. */
  endedEntry: { challenge: string; video: string };
}

export async function exec(stack: Stack, sql: string, params: unknown[] = []): Promise<string> {
  const row = await rowOf<{ id: string }>(stack, sql, params);
  if (!row) throw new Error(`fixture statement returned no id: ${sql}`);
  return String(row.id);
}

/** An ended challenge with C's video entered (written as the superuser), for winner rows. */
export async function endedChallengeEntry(
  stack: Stack,
  ownerId: string,
): Promise<{ challenge: string; video: string }> {
  const challenge = await exec(
    stack,
    `insert into public.challenges (title, description, start_date, end_date)
     values ('Ended fixture', 'Fixture', now() - interval '8 days', now() - interval '1 day') returning id`,
  );
  const video = await insertVideo(stack, ownerId, { title: 'Entered video' });
  await stack.gateway.db.query(
    `insert into public.challenge_entries (challenge_id, user_id, video_id) values ($1, $2, $3)`,
    [challenge, ownerId, video],
  );
  return { challenge, video };
}

export async function activeChallenge(stack: Stack, title = 'Matrix challenge'): Promise<string> {
  return exec(
    stack,
    `insert into public.challenges (title, description, start_date, end_date)
     values ($1, 'Fixture', now() - interval '1 day', now() + interval '6 days') returning id`,
    [title],
  );
}

async function seedRows(w: RlsWorld): Promise<void> {
  const { stack, a, b, p, c } = w;
  const q = (sql: string, params: unknown[] = []) => stack.gateway.db.query(sql, params);
  const videoA = w.ownVideo.userA;
  const videoB = w.ownVideo.userB;
  await insertVideo(stack, a.id, { moderation_status: 'pending', title: 'Pending video of A' });
  await q(
    `insert into public.video_likes (video_id, user_identifier, user_id) values ($1, $2::text, $2::uuid), ($3, $4::text, $4::uuid)`,
    [videoB, a.id, videoA, b.id],
  );
  await q(
    `insert into public.video_views (video_id, user_id, viewer_key) values ($1, $2::uuid, $2::text), ($3, $4::uuid, $4::text)`,
    [videoB, a.id, videoA, p.id],
  );
  await q(
    `insert into public.video_comments (video_id, user_id, body) values ($1, $2, 'Lovely clip my friend'), ($3, $4, 'So funny I cried twice')`,
    [videoB, a.id, videoA, b.id],
  );
  await q(
    `insert into public.user_earnings (user_id, category, amount, video_id, target, idempotency_key)
           values ($1, 'like', 0.0001, $2, $2, gen_random_uuid())`,
    [p.id, videoA],
  );
  await q(`insert into public.payout_requests (user_id, amount) values ($1, 10), ($2, 12)`, [
    a.id,
    p.id,
  ]);
  await q(
    `insert into public.challenge_entries (challenge_id, user_id, video_id)
           select id, $1, $2 from public.challenges where title = 'Funniest Pet Moment'`,
    [a.id, videoA],
  );
  await q(
    `insert into public.video_reports (video_id, reporter_id, reason) values ($1, $2, 'spam'), ($3, $4, 'other')`,
    [videoA, b.id, videoB, a.id],
  );
  const affiliate = await exec(
    stack,
    `insert into public.affiliates (user_id, affiliate_code) values ($1, 'AFFAAAAA') returning id`,
    [a.id],
  );
  const referral = await exec(
    stack,
    `insert into public.referrals (affiliate_id, referred_user_id, first_click_at) values ($1, $2, now()) returning id`,
    [affiliate, b.id],
  );
  await q(
    `insert into public.commissions (affiliate_id, referral_id, payment_id, source, payment_amount_cents, commission_rate, commission_cents)
           values ($1, $2, 'pay_fixture_1', 'premium', 500, 20, 100)`,
    [affiliate, referral],
  );
  await q(`insert into public.music_tracks (title, artist, file_path, file_url, slug, status) values
           ('Raga Dawn', 'Fixture Artist', 'audio/2026/11/raga-dawn.mp3', 'https://cdn.example.com/raga-dawn.mp3', 'raga-dawn', 'active'),
           ('Hidden Draft', 'Fixture Artist', 'audio/2026/11/hidden-draft.mp3', 'https://cdn.example.com/hidden-draft.mp3', 'hidden-draft', 'inactive')`);
  await q(
    `insert into public.contact_messages (name, email, subject, message) values ('Visitor', 'visitor@example.com', 'Hello', 'Just saying hi')`,
  );
  await q(
    `insert into public.security_events (event_type, metadata) values ('failed_sign_in', '{"error":"Invalid login credentials"}')`,
  );
  await q(
    `insert into public.email_verification_tokens (user_id, email, token_hash, expires_at)
           values ($1, $2, encode(extensions.digest($3, 'sha256'), 'hex'), now() + interval '1 day')`,
    [a.id, a.email, randomUUID()],
  );
  await q(
    `insert into public.boost_orders (video_id, user_id, days, amount_cents, checkout_session_id)
           values ($1, $2, 1, 100, $3), ($4, $5, 3, 500, $6)`,
    [videoA, a.id, `cs_${randomUUID()}`, videoB, b.id, `cs_${randomUUID()}`],
  );
  await q(
    `insert into public.premium_posts (user_id, video_url, platform) values ($1, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube')`,
    [p.id],
  );
  await q(
    `insert into public.free_premium_codes (code, email, expires_at) values
           (private.random_premium_code(), $1, now() + interval '7 days'), (private.random_premium_code(), $2, now() + interval '7 days')`,
    [a.email, c.email],
  );
  await q(
    `insert into public.admin_audit_log (action, table_name, record_id) values ('INSERT', 'challenges', 'fixture')`,
  );
  await q(
    `insert into public.challenge_entry_tickets (user_id, challenge_id) values ($1, $3), ($2, $3)`,
    [a.id, b.id, w.openChallenge],
  );
  await q(
    `insert into public.challenge_email_optins (email, name) values ('fan@example.com', 'Fan')`,
  );
  const ended = await endedChallengeEntry(stack, c.id);
  // A blocked C (C's videos and comments are hidden from A) and a banned C (who can upload no
  // more videos from here on).
  await q(`insert into public.user_blocks (blocker_id, blocked_id) values ($1, $2)`, [a.id, c.id]);
  await q(`insert into public.user_bans (user_id, reason) values ($1, 'Matrix ban')`, [c.id]);
  await q(
    `insert into public.challenge_winners (challenge_id, place, video_id) values ($1, 1, $2)`,
    [ended.challenge, ended.video],
  );
}

export async function buildRlsWorld(stack: Stack): Promise<RlsWorld> {
  const [a, b, p, admin, c] = await userActors(stack, [
    'userA',
    'userB',
    'premium',
    'admin',
    'userC',
  ]);
  await makePremium(stack, p.id);
  await makeAdmin(stack, admin.id);
  const ownVideo = {} as Record<ActorName, string>;
  for (const [name, actor] of [
    ['userA', a],
    ['userB', b],
    ['premium', p],
    ['admin', admin],
  ] as const) {
    ownVideo[name] = await insertVideo(stack, actor.id, { title: `Video of ${name}` });
  }
  ownVideo.anon = ownVideo.userA;
  const world: RlsWorld = {
    stack,
    actors: { anon: anonActor(stack), userA: a, userB: b, premium: p, admin },
    a,
    b,
    p,
    admin,
    c,
    targetVideo: await insertVideo(stack, b.id, { title: 'Everyone reacts to this' }),
    reportTarget: await insertVideo(stack, b.id, { title: 'Everyone reports this' }),
    openChallenge: await activeChallenge(stack),
    ownVideo,
    endedEntry: await endedChallengeEntry(stack, c.id),
  };
  await seedRows(world);
  return world;
}
