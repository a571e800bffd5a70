import { randomUUID } from 'node:crypto';
import { insertVideo } from './db-actors.ts';
import {
  activeChallenge,
  endedChallengeEntry,
  exec,
  type ActorName,
  type RlsWorld,
} from './rls-world.ts';

/**
 * The RLS matrix as data: for every table, what each actor sees and may write.
 *   select: 'denied' (the request fails with 42501) or a SQL predicate over the row and `me`
 *           (me.uid, me.email) naming exactly the rows the actor must get back.
 *   insert/update/delete: the actors allowed; everyone else must be refused with nothing written.
 * Update and delete cells aim at target(w): a fresh row (or one reset to its original state) owned
 * by user A unless stated, so userA tests "own row" and userB tests "someone else's row".
 */
export type Visibility = 'denied' | string;
type PerActor<T> = Record<ActorName, T>;
type Row = Record<string, unknown>;

export interface TableRules {
  table: string;
  pk: string;
  select: PerActor<Visibility>;
  insert: { row: (w: RlsWorld, actor: ActorName) => Row; allowed: ActorName[] };
  update: { patch: Row; allowed: ActorName[] };
  delete: { allowed: ActorName[] };
  target: (w: RlsWorld) => Promise<string>;
}

const ALL = 'true';
const NONE = 'false';
const SIGNED_IN: ActorName[] = ['userA', 'userB', 'premium', 'admin'];
const NOBODY: ActorName[] = [];

/** anon's view, the three non-admin users' view, the admin's view. */
function vis(anon: Visibility, users: Visibility, admin: Visibility): PerActor<Visibility> {
  return { anon, userA: users, userB: users, premium: users, admin };
}

const idOf = (w: RlsWorld, actor: ActorName) => w.actors[actor].id;
const approvedVideo =
  "exists (select 1 from public.videos v where v.id = video_id and v.moderation_status = 'approved')";
/** What a member reported or blocked is hidden from them (20261128110200_viewer_filters.sql). */
const notReportedByMe = (video: string) =>
  `not exists (select 1 from public.video_reports r where r.reporter_id = me.uid and r.video_id = ${video})`;
const notBlockedByMe = (user: string) =>
  `not exists (select 1 from public.user_blocks b where b.blocker_id = me.uid and b.blocked_id = ${user})`;
const visibleVideoOfComment = `exists (select 1 from public.videos v where v.id = t.video_id and v.moderation_status = 'approved' and ${notReportedByMe('v.id')} and ${notBlockedByMe('v.user_id')})`;
const visibleComment = `${visibleVideoOfComment} and ${notBlockedByMe('t.user_id')}`;
const ownAffiliate =
  'affiliate_id in (select a.id from public.affiliates a where a.user_id = me.uid)';

export const TABLES: TableRules[] = [
  {
    table: 'profiles',
    pk: 'id',
    select: vis('denied', 'id = me.uid', 'id = me.uid'),
    insert: {
      row: (w, a) => ({ id: idOf(w, a) ?? randomUUID(), full_name: 'Twin' }),
      allowed: NOBODY,
    },
    update: { patch: { full_name: 'Renamed Person' }, allowed: ['userA'] },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `update public.profiles set full_name = 'Original' where id = $1 returning id`,
        [w.a.id],
      ),
  },
  {
    table: 'user_roles',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', ALL),
    insert: {
      row: (w, a) => ({ user_id: idOf(w, a) ?? w.c.id, role: 'moderator' }),
      // Roles change only through claim_first_admin, grant_admin_by_email and revoke_admin.
      allowed: NOBODY,
    },
    update: { patch: { role: 'admin' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: async (w) => {
      await w.stack.gateway.db.query(`delete from public.user_roles where user_id = $1`, [w.c.id]);
      return exec(
        w.stack,
        `insert into public.user_roles (user_id, role) values ($1, 'moderator') returning id`,
        [w.c.id],
      );
    },
  },
  {
    table: 'admin_audit_log',
    pk: 'id',
    select: vis('denied', NONE, ALL),
    insert: { row: () => ({ action: 'INSERT', table_name: 'challenges' }), allowed: NOBODY },
    update: { patch: { table_name: 'forged' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.admin_audit_log (action, table_name) values ('UPDATE', 'videos') returning id`,
      ),
  },
  {
    table: 'premium_subscribers',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', ALL),
    insert: {
      row: (w, a) => ({ user_id: idOf(w, a) ?? w.c.id, subscription_status: 'active' }),
      allowed: NOBODY,
    },
    update: { patch: { subscription_status: 'active' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.premium_subscribers (user_id, subscription_status) values ($1, 'inactive')
       on conflict (user_id) do update set subscription_status = 'inactive' returning id`,
        [w.c.id],
      ),
  },
  {
    table: 'premium_posts',
    pk: 'id',
    select: { anon: 'denied', userA: NONE, userB: NONE, premium: ALL, admin: ALL },
    insert: {
      row: (w, a) => ({
        user_id: idOf(w, a),
        video_url: 'https://www.tiktok.com/@me/video/7234567890123456789',
        platform: 'tiktok',
      }),
      allowed: ['premium'],
    },
    update: { patch: { description: 'edited' }, allowed: NOBODY },
    delete: { allowed: ['premium', 'admin'] },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.premium_posts (user_id, video_url, platform) values ($1, 'https://youtu.be/dQw4w9WgXcQ', 'youtube') returning id`,
        [w.p.id],
      ),
  },
  {
    table: 'free_premium_codes',
    pk: 'code',
    select: vis(
      'denied',
      'redeemed_by = me.uid or t.email = lower(me.email)',
      'redeemed_by = me.uid or t.email = lower(me.email)',
    ),
    insert: {
      row: (w, a) => ({ code: 'LL-AAAA-BBBB', email: w.actors[a].email ?? 'x@example.com' }),
      allowed: NOBODY,
    },
    update: { patch: { redeemed_at: '2026-01-01T00:00:00+00:00' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.free_premium_codes (code, email, expires_at) values (private.random_premium_code(), $1, now() + interval '7 days')
       returning code as id`,
        [w.a.email],
      ),
  },
  {
    table: 'videos',
    pk: 'id',
    select: vis(
      "moderation_status = 'approved'",
      `(moderation_status = 'approved' and ${notReportedByMe('t.id')} and ${notBlockedByMe('t.user_id')}) or user_id = me.uid`,
      ALL,
    ),
    insert: {
      row: (w, a) => ({
        id: `matrix-${a}-${randomUUID().slice(0, 8)}`,
        title: 'Matrix upload',
        video_url: 'https://cdn.example.com/m.webm',
        user_id: idOf(w, a),
      }),
      allowed: SIGNED_IN,
    },
    update: { patch: { title: 'Edited title' }, allowed: ['userA'] },
    delete: { allowed: ['userA'] },
    target: (w) => insertVideo(w.stack, w.a.id),
  },
  {
    table: 'video_likes',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', ALL),
    insert: {
      row: (w, a) => ({
        video_id: w.targetVideo,
        user_identifier: idOf(w, a),
        user_id: idOf(w, a),
      }),
      allowed: SIGNED_IN,
    },
    update: { patch: { user_identifier: 'forged' }, allowed: NOBODY },
    delete: { allowed: ['userA'] },
    target: async (w) =>
      exec(
        w.stack,
        `insert into public.video_likes (video_id, user_identifier, user_id) values ($1, $2::text, $2::uuid) returning id`,
        [await insertVideo(w.stack, w.b.id), w.a.id],
      ),
  },
  {
    table: 'video_views',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', ALL),
    insert: {
      row: (w, a) => ({ video_id: w.targetVideo, user_id: idOf(w, a), viewer_key: 'forged' }),
      allowed: NOBODY,
    },
    update: { patch: { started_at: '2000-01-01T00:00:00+00:00' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.video_views (video_id, user_id, viewer_key) values ($1, $2, gen_random_uuid()::text) returning id`,
        [w.ownVideo.userB, w.a.id],
      ),
  },
  {
    table: 'video_comments',
    pk: 'id',
    select: vis(
      approvedVideo,
      `${visibleComment} or user_id = me.uid`,
      `${approvedVideo} or user_id = me.uid`,
    ),
    insert: {
      row: (w, a) => ({
        video_id: w.targetVideo,
        user_id: idOf(w, a),
        body: 'This made my whole day',
      }),
      allowed: SIGNED_IN,
    },
    update: { patch: { body: 'edited into something else' }, allowed: NOBODY },
    delete: { allowed: ['userA', 'admin'] },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.video_comments (video_id, user_id, body) values ($1, $2, 'Original comment text here') returning id`,
        [w.ownVideo.userB, w.a.id],
      ),
  },
  {
    table: 'earning_categories',
    pk: 'category',
    select: vis(ALL, ALL, ALL),
    insert: {
      row: () => ({ category: 'bonus', daily_limit: 1, weekly_limit: 1, rate_per_action: 0.5 }),
      allowed: NOBODY,
    },
    update: { patch: { rate_per_action: 1 }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: async () => 'share',
  },
  {
    table: 'user_earnings',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', ALL),
    insert: {
      row: (w, a) => ({
        user_id: idOf(w, a),
        category: 'share',
        amount: 1,
        target: randomUUID(),
        idempotency_key: randomUUID(),
      }),
      allowed: NOBODY,
    },
    update: { patch: { amount: 1 }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.user_earnings (user_id, category, amount, target, idempotency_key)
       values ($1, 'share', 0.002, gen_random_uuid()::text, gen_random_uuid()) returning id`,
        [w.a.id],
      ),
  },
  {
    table: 'payout_requests',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', ALL),
    insert: { row: (w, a) => ({ user_id: idOf(w, a), amount: 10 }), allowed: NOBODY },
    update: { patch: { status: 'completed' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.payout_requests (user_id, amount) values ($1, 25) returning id`,
        [w.a.id],
      ),
  },
  {
    table: 'payout_methods',
    pk: 'user_id',
    select: vis('denied', 'user_id = me.uid', ALL),
    insert: {
      row: (w, a) => ({
        user_id: idOf(w, a) ?? randomUUID(),
        payout_method: 'paypal',
        payout_details: { paypalEmail: 'forged@example.com' },
      }),
      allowed: NOBODY,
    },
    update: { patch: { payout_details: { paypalEmail: 'thief@example.com' } }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.payout_methods (user_id, payout_method, payout_details)
         values ($1, 'paypal', '{"paypalEmail": "payee@example.com"}')
         on conflict (user_id) do update set payout_method = excluded.payout_method,
           payout_details = excluded.payout_details
         returning user_id as id`,
        [w.a.id],
      ),
  },
  {
    table: 'premium_checkouts',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', 'user_id = me.uid'),
    insert: {
      row: (w, a) => ({
        user_id: idOf(w, a) ?? randomUUID(),
        plan_type: 'monthly',
        request_key: randomUUID(),
      }),
      allowed: NOBODY,
    },
    update: { patch: { checkout_url: 'https://evil.example/pay' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.premium_checkouts (user_id, plan_type, request_key)
         values ($1, 'annual', gen_random_uuid()) returning id`,
        [w.a.id],
      ),
  },
  {
    table: 'challenges',
    pk: 'id',
    select: vis(ALL, ALL, ALL),
    insert: {
      row: () => ({
        title: 'Admin challenge',
        description: 'New one',
        start_date: '2026-01-01T00:00:00Z',
        end_date: '2026-01-08T00:00:00Z',
      }),
      allowed: ['admin'],
    },
    update: { patch: { title: 'Edited challenge' }, allowed: ['admin'] },
    delete: { allowed: ['admin'] },
    target: (w) => activeChallenge(w.stack, 'Target challenge'),
  },
  {
    table: 'challenge_entries',
    pk: 'id',
    select: vis(ALL, ALL, ALL),
    insert: {
      row: (w, a) => ({
        challenge_id: w.openChallenge,
        user_id: idOf(w, a),
        video_id: w.ownVideo[a],
      }),
      // enter_challenge() is the one way in (20261125150000_challenge_entry_tickets.sql).
      allowed: NOBODY,
    },
    update: { patch: { video_id: 'forged-video' }, allowed: NOBODY },
    delete: { allowed: ['userA'] },
    target: async (w) =>
      exec(
        w.stack,
        `insert into public.challenge_entries (challenge_id, user_id, video_id) values ($1, $2, $3) returning id`,
        [await activeChallenge(w.stack, 'Entry target'), w.a.id, w.ownVideo.userA],
      ),
  },
  {
    table: 'challenge_entry_tickets',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', 'user_id = me.uid'),
    insert: {
      row: (w, a) => ({ user_id: idOf(w, a) ?? randomUUID(), challenge_id: w.openChallenge }),
      allowed: NOBODY,
    },
    update: { patch: { issued_at: '2020-01-01T00:00:00+00:00' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: async (w) =>
      exec(
        w.stack,
        `insert into public.challenge_entry_tickets (user_id, challenge_id) values ($1, $2) returning id`,
        [w.a.id, await activeChallenge(w.stack, 'Ticket target')],
      ),
  },
  {
    table: 'challenge_winners',
    pk: 'id',
    select: vis(ALL, ALL, ALL),
    insert: {
      row: (w) => ({
        challenge_id: w.endedEntry.challenge,
        place: 1,
        video_id: w.endedEntry.video,
      }),
      allowed: ['admin'],
    },
    update: { patch: { place: 2 }, allowed: ['admin'] },
    delete: { allowed: ['admin'] },
    target: async (w) => {
      const ended = await endedChallengeEntry(w.stack, w.a.id);
      return exec(
        w.stack,
        `insert into public.challenge_winners (challenge_id, place, video_id) values ($1, 1, $2) returning id`,
        [ended.challenge, ended.video],
      );
    },
  },
  {
    table: 'challenge_email_optins',
    pk: 'id',
    select: vis('denied', 'denied', 'denied'),
    insert: { row: () => ({ email: `optin-${randomUUID()}@example.com` }), allowed: NOBODY },
    update: { patch: { name: 'Hijacked' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(w.stack, `insert into public.challenge_email_optins (email) values ($1) returning id`, [
        `optin-${randomUUID()}@example.com`,
      ]),
  },
  {
    table: 'video_reports',
    pk: 'id',
    select: vis('denied', 'reporter_id = me.uid', ALL),
    insert: {
      // Not targetVideo: three reports hide a video from everyone. B cannot report their own.
      row: (w, a) => ({ video_id: w.reportTarget, reporter_id: idOf(w, a), reason: 'misleading' }),
      allowed: ['userA', 'premium', 'admin'],
    },
    update: { patch: { status: 'reviewed' }, allowed: ['admin'] },
    delete: { allowed: NOBODY },
    target: async (w) =>
      exec(
        w.stack,
        `insert into public.video_reports (video_id, reporter_id, reason) values ($1, $2, 'spam') returning id`,
        [await insertVideo(w.stack, w.b.id), w.a.id],
      ),
  },
  {
    table: 'user_blocks',
    pk: 'id',
    select: vis('denied', 'blocker_id = me.uid', 'blocker_id = me.uid'),
    // Written only by block_user / unblock_user.
    insert: {
      row: (w, a) => ({ blocker_id: idOf(w, a) ?? randomUUID(), blocked_id: w.c.id }),
      allowed: NOBODY,
    },
    update: { patch: { created_at: '2020-01-01T00:00:00+00:00' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.user_blocks (blocker_id, blocked_id) values ($1, $2)
         on conflict (blocker_id, blocked_id) do update set created_at = now() returning id`,
        [w.a.id, w.p.id],
      ),
  },
  {
    table: 'user_bans',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', ALL),
    // Written only by ban_user.
    insert: {
      row: (w, a) => ({ user_id: idOf(w, a) ?? randomUUID(), reason: 'Self-inflicted' }),
      allowed: NOBODY,
    },
    update: { patch: { reason: 'Rewritten reason' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.user_bans (user_id, reason) values ($1, 'Matrix ban')
         on conflict (user_id) do update set reason = 'Matrix ban' returning id`,
        [w.c.id],
      ),
  },
  {
    table: 'affiliates',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', ALL),
    insert: {
      row: (w, a) => ({ user_id: idOf(w, a), affiliate_code: 'ZZZZZZZZ' }),
      allowed: NOBODY,
    },
    update: {
      patch: { payout_method: 'paypal', payout_details: { paypalEmail: 'pay@example.com' } },
      allowed: ['userA'],
    },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `update public.affiliates set payout_method = null, payout_details = '{}' where user_id = $1 returning id`,
        [w.a.id],
      ),
  },
  {
    table: 'referrals',
    pk: 'id',
    select: vis('denied', ownAffiliate, ALL),
    insert: {
      row: (w, a) => ({
        affiliate_id: randomUUID(),
        referred_user_id: idOf(w, a),
        first_click_at: '2026-01-01T00:00:00Z',
      }),
      allowed: NOBODY,
    },
    update: { patch: { first_click_at: '2020-01-01T00:00:00+00:00' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(w.stack, `select id from public.referrals where referred_user_id = $1`, [w.b.id]),
  },
  {
    table: 'commissions',
    pk: 'id',
    select: vis('denied', ownAffiliate, ALL),
    insert: {
      row: () => ({
        payment_id: 'pay_forged',
        source: 'boost',
        payment_amount_cents: 100,
        commission_cents: 100,
      }),
      allowed: NOBODY,
    },
    update: { patch: { status: 'paid' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(w.stack, `select id from public.commissions where payment_id = 'pay_fixture_1'`),
  },
  {
    table: 'music_tracks',
    pk: 'id',
    select: vis("status = 'active'", "status = 'active'", ALL),
    insert: {
      row: () => {
        const slug = `track-${randomUUID().slice(0, 8)}`;
        return {
          title: 'New Track',
          artist: 'Admin',
          file_path: `audio/2026/11/${slug}.mp3`,
          file_url: `https://cdn.example.com/${slug}.mp3`,
          slug,
        };
      },
      allowed: ['admin'],
    },
    update: { patch: { description: 'edited' }, allowed: ['admin'] },
    delete: { allowed: ['admin'] },
    target: (w) => {
      const slug = `target-${randomUUID().slice(0, 8)}`;
      return exec(
        w.stack,
        `insert into public.music_tracks (title, artist, file_path, file_url, slug) values ('Target', 'Artist', $1, $2, $3) returning id`,
        [`audio/2026/11/${slug}.mp3`, `https://cdn.example.com/${slug}.mp3`, slug],
      );
    },
  },
  {
    table: 'contact_messages',
    pk: 'id',
    select: vis('denied', NONE, ALL),
    insert: {
      row: () => ({
        name: 'Sender',
        // A fresh address each time: the table allows 3 messages an hour per address.
        email: `sender-${randomUUID().slice(0, 8)}@example.com`,
        subject: 'Question',
        message: 'How do boosts work?',
      }),
      allowed: [...SIGNED_IN, 'anon'],
    },
    update: { patch: { status: 'read' }, allowed: ['admin'] },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.contact_messages (name, email, subject, message) values ('T', 't-' || gen_random_uuid() || '@example.com', 'S', 'M') returning id`,
      ),
  },
  {
    table: 'security_events',
    pk: 'id',
    select: vis('denied', NONE, ALL),
    insert: {
      row: () => ({
        event_type: 'failed_sign_in',
        metadata: { error: 'Invalid login credentials', email: 'who@example.com' },
        ip_address: null,
      }),
      allowed: [...SIGNED_IN, 'anon'],
    },
    update: { patch: { event_type: 'forged_event' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.security_events (event_type) values ('failed_sign_in') returning id`,
      ),
  },
  {
    table: 'email_verification_tokens',
    pk: 'id',
    select: vis('denied', 'denied', 'denied'),
    insert: {
      row: (w, a) => ({
        user_id: idOf(w, a),
        email: 'x@example.com',
        token_hash: 'a'.repeat(64),
        expires_at: '2030-01-01T00:00:00Z',
      }),
      allowed: NOBODY,
    },
    update: { patch: { used_at: '2026-01-01T00:00:00+00:00' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.email_verification_tokens (user_id, email, token_hash, expires_at)
       values ($1, $2, encode(extensions.digest(gen_random_uuid()::text, 'sha256'), 'hex'), now() + interval '1 day') returning id`,
        [w.a.id, w.a.email],
      ),
  },
  {
    table: 'boost_orders',
    pk: 'id',
    select: vis('denied', 'user_id = me.uid', ALL),
    insert: {
      row: (w, a) => ({
        video_id: w.ownVideo[a],
        user_id: idOf(w, a),
        days: 1,
        amount_cents: 100,
        checkout_session_id: `cs_${randomUUID()}`,
      }),
      allowed: NOBODY,
    },
    update: { patch: { status: 'paid', paid_at: '2026-01-01T00:00:00+00:00' }, allowed: NOBODY },
    delete: { allowed: NOBODY },
    target: (w) =>
      exec(
        w.stack,
        `insert into public.boost_orders (video_id, user_id, days, amount_cents, checkout_session_id)
       values ($1, $2, 5, 1000, 'cs_' || gen_random_uuid()) returning id`,
        [w.ownVideo.userA, w.a.id],
      ),
  },
];
