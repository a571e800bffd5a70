import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eStack, serviceRest, type TestUser } from './backend';

/** The built-in sample clips (public/samples); seeded videos reuse them as their media. */
export const SAMPLE_NAMES = [
  'giggle-loop',
  'cat-zoomies',
  'oops-slide',
  'beat-bounce',
  'trick-shot',
  'drum-solo',
  'surprise-box',
  'sunny-morning',
] as const;

export interface SeededVideo {
  id: string;
  title: string;
  video_url: string;
  thumbnail_url: string | null;
  user_id: string;
  category: string;
  challenge_tag: string | null;
  views: number;
  likes_count: number;
  is_boosted: boolean;
  boost_until: string | null;
  created_at: string;
}

export interface SeedOptions {
  title?: string;
  category?: string;
  challengeTag?: string | null;
  /** Newer seconds go first in the feeds (created_at = now + offset). */
  offsetSeconds?: number;
  boostedUntil?: Date | null;
  sample?: (typeof SAMPLE_NAMES)[number];
}

/**
 * Inserts an approved video owned by `owner` with the service key (as an import or a moderator
 * would), playing one of the app's own sample files so the player has real media.
 */
export async function seedVideo(owner: TestUser, options: SeedOptions = {}): Promise<SeededVideo> {
  const sample = options.sample ?? SAMPLE_NAMES[Math.floor(Math.random() * SAMPLE_NAMES.length)]!;
  const { appUrl } = e2eStack();
  const created = new Date(Date.now() + (options.offsetSeconds ?? 0) * 1000).toISOString();
  const row = {
    id: `e2e-${randomUUID()}`,
    title: options.title ?? `Clip ${randomUUID().slice(0, 6)}`,
    video_url: `${appUrl}/samples/${sample}.webm`,
    thumbnail_url: `${appUrl}/samples/${sample}.png`,
    user_id: owner.id,
    category: options.category ?? 'comedy',
    challenge_tag: options.challengeTag ?? null,
    is_boosted: options.boostedUntil != null,
    boost_until: options.boostedUntil ? options.boostedUntil.toISOString() : null,
    created_at: created,
    upload_time: created,
  };
  const [stored] = await serviceRest<SeededVideo[]>('videos', {
    method: 'POST',
    body: JSON.stringify(row),
  });
  return stored!;
}

export async function seedVideos(
  owner: TestUser,
  count: number,
  options: SeedOptions = {},
): Promise<SeededVideo[]> {
  const videos: SeededVideo[] = [];
  for (let index = 0; index < count; index++) {
    videos.push(
      await seedVideo(owner, { ...options, offsetSeconds: (options.offsetSeconds ?? 0) - index }),
    );
  }
  return videos;
}

export async function storedVideo(id: string): Promise<SeededVideo | undefined> {
  const rows = await serviceRest<SeededVideo[]>(`videos?select=*&id=eq.${encodeURIComponent(id)}`);
  return rows[0];
}

export async function likeRows(videoId: string): Promise<number> {
  const rows = await serviceRest<unknown[]>(
    `video_likes?select=id&video_id=eq.${encodeURIComponent(videoId)}`,
  );
  return rows.length;
}

/** A card of a video grid, by the video's id. */
export function card(page: Page, videoId: string) {
  return page.locator(`[data-testid="video-card"][data-video-id="${videoId}"]`);
}

export function cards(page: Page) {
  return page.getByTestId('video-card');
}

/** The notification region (toasts). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/** The <video> currently on screen in the Shorts player, and whether it is really playing. */
export async function expectPlaying(
  page: Page,
  locator = page.getByTestId('active-short'),
): Promise<void> {
  await expect(locator).toBeVisible();
  await expect
    .poll(
      () =>
        locator.evaluate(
          (video: HTMLVideoElement) =>
            !video.paused && video.currentTime > 0.2 && video.readyState >= 2,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

/** Removes rows a spec seeded (likes and views go with them), so reruns on one stack start clean. */
export async function removeVideos(videos: readonly Pick<SeededVideo, 'id'>[]): Promise<void> {
  if (videos.length === 0) return;
  const ids = videos.map((video) => `"${video.id}"`).join(',');
  await serviceRest(`videos?id=in.(${encodeURIComponent(ids)})`, { method: 'DELETE' });
}

export interface LikeRow {
  video_id: string;
  user_id: string;
  user_identifier: string;
}

export async function likesOf(videoId: string): Promise<LikeRow[]> {
  return serviceRest<LikeRow[]>(
    `video_likes?select=video_id,user_id,user_identifier&video_id=eq.${encodeURIComponent(videoId)}`,
  );
}

/** A Data API call made as a signed-in user (RLS applies), answering status and JSON body. */
export async function userRest(
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  const { apiUrl, anonKey } = e2eStack();
  const response = await fetch(`${apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...(init.headers as Record<string, string>),
    },
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The like button of a video inside `scope` (card, page, slide); the name ends in the count. */
export function likeButton(scope: Page | Locator, title: string) {
  return scope.getByRole('button', {
    name: new RegExp(`^(Like|Unlike) ${escapeRegExp(title)}, \\S+ likes?$`),
  });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The slide of the Shorts player that is on screen. */
export function activeSlide(page: Page) {
  return page
    .getByRole('dialog', { name: 'Shorts player' })
    .locator('section[aria-current="true"]');
}
