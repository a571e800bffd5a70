import { describe, expect, it } from 'vitest';
import { sampleAsFeedVideo } from './home-fill';
import { SAMPLE_VIDEOS } from './sample-videos';
import {
  categoryLabel,
  filterByTab,
  isShortsTab,
  nextVisibleCount,
  SHORTS_TABS,
} from './shorts-feed';

const videos = SAMPLE_VIDEOS.map(sampleAsFeedVideo);

describe('shorts feed', () => {
  it('has the eight tabs of the spec', () => {
    expect(SHORTS_TABS).toEqual([
      'All',
      'Comedy',
      'Animals',
      'Fails',
      'Dance',
      'Sports',
      'Music',
      'Pranks',
    ]);
    expect(isShortsTab('Dance')).toBe(true);
    expect(isShortsTab('dance')).toBe(false);
  });

  it('filters by the tab’s category; All keeps everything', () => {
    expect(filterByTab(videos, 'All')).toHaveLength(SAMPLE_VIDEOS.length);
    expect(filterByTab(videos, 'Dance').map((video) => video.title)).toEqual(['Beat Bounce']);
    expect(filterByTab(videos, 'Pranks').map((video) => video.category)).toEqual(['pranks']);
    expect(filterByTab(videos, 'Sports').map((video) => video.title)).toEqual([
      'One-Take Trick Shot',
      'Beach Goal, Wide Angle',
    ]);
  });

  it('adds 8 per Load More without passing the end', () => {
    expect(nextVisibleCount(12, 50)).toBe(20);
    expect(nextVisibleCount(44, 50)).toBe(50);
    expect(categoryLabel('animals')).toBe('Animals');
    expect(categoryLabel(null)).toBeNull();
  });
});
