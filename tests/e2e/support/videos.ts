import { expect, type Locator, type Page } from '@playwright/test';
import { e2eStack, serviceRest } from './backend';

export { seedVideo, seedVideos, type SeededVideo, type SeedOptions } from './seed-video';
import type { SeededVideo } from './seed-video';

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
