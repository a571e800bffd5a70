import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_VIDEOS } from '@/features/videos';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

describe.each(parityEngines)('seed data on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  it('serves the twelve sample videos (a full home list) exactly as the client fallback lists them', async () => {
    const { data, error } = await stack
      .client()
      .rpc('get_public_videos', { page_limit: 12, page_offset: 0 });
    expect(error).toBeNull();
    const rows = data as Record<string, unknown>[];
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.id)).toEqual(SAMPLE_VIDEOS.map((video) => video.id));
    for (const [index, video] of SAMPLE_VIDEOS.entries()) {
      expect(rows[index]).toMatchObject({
        title: video.title,
        video_url: video.video_url,
        thumbnail_url: video.thumbnail_url,
        category: video.category,
        challenge_tag: video.challenge_tag,
        views: video.views,
        likes_count: 0,
        creator_hash: null,
        is_boosted: false,
      });
    }
    expect(new Set(SAMPLE_VIDEOS.map((video) => video.category)).size).toBe(8);
  });

  it('has the sample media committed in public/, each clip under 400 KB', () => {
    for (const video of SAMPLE_VIDEOS) {
      const clip = statSync(resolve('public', `.${video.video_url}`));
      const thumbnail = statSync(resolve('public', `.${video.thumbnail_url}`));
      expect(clip.size).toBeGreaterThan(10_000);
      expect(clip.size).toBeLessThan(400 * 1024);
      expect(thumbnail.size).toBeGreaterThan(1_000);
    }
  });

  it('seeds one running, one upcoming and one ended challenge, no users and no admin', async () => {
    const { data, error } = await stack
      .client()
      .from('challenges')
      .select('title,is_active,start_date,end_date');
    expect(error).toBeNull();
    const now = Date.now();
    const state = (row: { start_date: string; end_date: string }) =>
      Date.parse(row.start_date) > now
        ? 'upcoming'
        : Date.parse(row.end_date) < now
          ? 'ended'
          : 'running';
    const challenges = (data ?? []) as {
      title: string;
      is_active: boolean;
      start_date: string;
      end_date: string;
    }[];
    expect(challenges.map(state).sort()).toEqual(['ended', 'running', 'upcoming']);
    expect(challenges.filter((row) => row.is_active).map(state)).toEqual(['running']);
    const { rows } = await stack.gateway.db.query<{ users: string; roles: string }>(
      'select (select count(*) from auth.users)::text as users, (select count(*) from public.user_roles)::text as roles',
    );
    expect(rows[0]).toEqual({ users: '0', roles: '0' });
  });

  it('ships the earning rules of part 1 §9', async () => {
    const { data } = await stack
      .client()
      .from('earning_categories')
      .select('category,daily_limit,weekly_limit,rate_per_action,is_active')
      .order('category');
    expect(data).toEqual([
      {
        category: 'comment',
        daily_limit: 10,
        weekly_limit: 50,
        rate_per_action: 0.0003,
        is_active: true,
      },
      {
        category: 'like',
        daily_limit: 15,
        weekly_limit: 75,
        rate_per_action: 0.0001,
        is_active: true,
      },
      {
        category: 'share',
        daily_limit: 5,
        weekly_limit: 25,
        rate_per_action: 0.002,
        is_active: true,
      },
      {
        category: 'watch',
        daily_limit: 20,
        weekly_limit: 100,
        rate_per_action: 0.001,
        is_active: true,
      },
    ]);
  });
});
