import type { FeedVideo } from '@/features/videos';

/** A community video as the lists show it, for component tests; override what the test is about. */
export function feedVideo(overrides: Partial<FeedVideo> = {}): FeedVideo {
  return {
    id: '3f2a9c1e-7b4d-4e8a-9c21-000000000001',
    title: 'Cat meets cucumber',
    video_url: 'https://cdn.example.com/cat.webm',
    thumbnail_url: null,
    upload_time: null,
    created_at: '2026-11-20T10:00:00Z',
    views: 0,
    likes_count: 0,
    challenge_tag: null,
    category: 'animals',
    creator_hash: 'abcd1234',
    is_boosted: false,
    boost_until: null,
    ...overrides,
  };
}
