import { randomUUID } from 'node:crypto';
import { e2eStack, serviceRest, type TestUser } from './backend';
import { SAMPLE_NAMES, type SampleName } from './sample-names';

// Seeding without Playwright: the WebKit suite (vitest) seeds its videos with these too.

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
  sample?: SampleName;
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
