import { describe, expect, it } from 'vitest';
import { fillWithSamples, HOME_LIST_SIZE, sampleAsFeedVideo } from './home-fill';
import { SAMPLE_VIDEOS } from './sample-videos';
import type { FeedVideo } from './video';

const community = (n: number): FeedVideo[] =>
  Array.from({ length: n }, (_, i) => ({
    ...sampleAsFeedVideo(SAMPLE_VIDEOS[0]!),
    id: `v-${i}`,
    owner: undefined,
  }));

describe('home list fill', () => {
  it('keeps a full list as it is, cut to 12', () => {
    const filled = fillWithSamples(community(20));
    expect(filled).toHaveLength(HOME_LIST_SIZE);
    expect(filled.every((video) => video.id.startsWith('v-'))).toBe(true);
  });

  it('fills a short list with samples up to 12, samples last', () => {
    const filled = fillWithSamples(community(5));
    expect(filled).toHaveLength(12);
    expect(filled.slice(5).map((video) => video.owner)).toEqual(Array(7).fill('default'));
  });

  it('shows 12 samples when loading failed (or nothing came), every one of them', () => {
    const filled = fillWithSamples([]);
    expect(filled).toHaveLength(HOME_LIST_SIZE);
    expect(filled.map((video) => video.id)).toEqual(SAMPLE_VIDEOS.map((sample) => sample.id));
    expect(filled.every((video) => video.owner === 'default' && video.creator_hash === null)).toBe(
      true,
    );
  });

  it('never repeats a sample the server sent (the seed inserts the same rows), and still fills to 12', () => {
    const seeded = [sampleAsFeedVideo(SAMPLE_VIDEOS[2]!), ...community(3)];
    const filled = fillWithSamples(seeded);
    expect(filled.filter((video) => video.id === SAMPLE_VIDEOS[2]!.id)).toHaveLength(1);
    expect(filled).toHaveLength(12);
    expect(new Set(filled.map((video) => video.id)).size).toBe(12);
  });

  it('has twelve distinct samples, so a fresh install fills the whole list', () => {
    expect(new Set(SAMPLE_VIDEOS.map((sample) => sample.id)).size).toBe(HOME_LIST_SIZE);
  });
});
