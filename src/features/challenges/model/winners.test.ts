import { describe, expect, it } from 'vitest';
import { latestPodium, placeLabel, SAMPLE_WINNERS } from './winners';

const challenges = [
  { id: 'old', title: 'Old week', endDate: '2026-11-01T00:00:00Z' },
  { id: 'new', title: 'New week', endDate: '2026-11-15T00:00:00Z' },
];
const videos = [
  { id: 'v1', title: 'First', thumbnailUrl: 'https://cdn.example.com/1.png' },
  { id: 'v2', title: 'Second', thumbnailUrl: null },
];

describe('latestPodium', () => {
  it('keeps the most recently ended challenge with winners, 1st to 3rd', () => {
    const podium = latestPodium(
      [
        { challengeId: 'new', place: 2, videoId: 'v2', creatorHash: 'bbbb2222' },
        { challengeId: 'old', place: 1, videoId: 'v9', creatorHash: 'cccc3333' },
        { challengeId: 'new', place: 1, videoId: 'v1', creatorHash: 'aaaa1111' },
      ],
      challenges,
      videos,
    );
    expect(podium).toEqual([
      {
        place: 1,
        challengeTitle: 'New week',
        videoTitle: 'First',
        creator: 'Creator aaaa1111',
        thumbnailUrl: 'https://cdn.example.com/1.png',
      },
      {
        place: 2,
        challengeTitle: 'New week',
        videoTitle: 'Second',
        creator: 'Creator bbbb2222',
        thumbnailUrl: null,
      },
    ]);
  });

  it('keeps a place whose video the reader cannot see, and drops unknown challenges and places', () => {
    const podium = latestPodium(
      [
        { challengeId: 'old', place: 3, videoId: 'hidden', creatorHash: 'dddd4444' },
        { challengeId: 'old', place: 4, videoId: 'v1', creatorHash: 'eeee5555' },
        { challengeId: 'gone', place: 1, videoId: 'v2', creatorHash: 'ffff6666' },
      ],
      challenges,
      videos,
    );
    expect(podium).toEqual([
      {
        place: 3,
        challengeTitle: 'Old week',
        videoTitle: 'Winning video',
        creator: 'Creator dddd4444',
        thumbnailUrl: null,
      },
    ]);
    expect(latestPodium([], challenges, videos)).toEqual([]);
  });
});

describe('samples', () => {
  it('are the spec’s three sample winners, one per place, marked as samples', () => {
    expect(SAMPLE_WINNERS.map((winner) => winner.place)).toEqual([1, 2, 3]);
    expect(SAMPLE_WINNERS.every((winner) => winner.challengeTitle.startsWith('Sample'))).toBe(true);
    expect(placeLabel(1)).toBe('1st place');
    expect(placeLabel(3)).toBe('3rd place');
  });
});
