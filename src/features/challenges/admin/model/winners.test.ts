import { describe, expect, it } from 'vitest';
import {
  checkWinnerPicks,
  picksFromWinners,
  WINNER_MESSAGES,
  type ChallengeEntryOption,
} from './winners';

const ENTRIES: ChallengeEntryOption[] = [
  { videoId: 'v1', userId: 'u1', title: 'One' },
  { videoId: 'v2', userId: 'u2', title: 'Two' },
  { videoId: 'v3', userId: 'u3', title: 'Three' },
];

describe('checkWinnerPicks', () => {
  it('stores the filled places with each entry owner', () => {
    expect(checkWinnerPicks({ 1: 'v2', 2: '', 3: 'v1' }, ENTRIES)).toEqual({
      ok: true,
      rows: [
        { place: 1, video_id: 'v2', user_id: 'u2' },
        { place: 3, video_id: 'v1', user_id: 'u1' },
      ],
    });
  });

  it('needs at least one pick', () => {
    expect(checkWinnerPicks({ 1: '', 2: '', 3: '' }, ENTRIES)).toEqual({
      ok: false,
      message: WINNER_MESSAGES.none,
    });
  });

  it('refuses one entry in two places', () => {
    expect(checkWinnerPicks({ 1: 'v1', 2: 'v1', 3: '' }, ENTRIES)).toEqual({
      ok: false,
      message: WINNER_MESSAGES.duplicate,
    });
  });

  it('refuses a video that is not an entry', () => {
    expect(checkWinnerPicks({ 1: 'v9', 2: '', 3: '' }, ENTRIES)).toEqual({
      ok: false,
      message: WINNER_MESSAGES.unknown,
    });
  });
});

describe('picksFromWinners', () => {
  it('fills the stored places and ignores anything else', () => {
    expect(
      picksFromWinners([
        { place: 2, video_id: 'v3' },
        { place: 7, video_id: 'v1' },
      ]),
    ).toEqual({ 1: '', 2: 'v3', 3: '' });
  });
});
