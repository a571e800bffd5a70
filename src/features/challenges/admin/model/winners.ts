/** Places an admin awards (issue 13): 1st, 2nd and 3rd. */
export const PLACES = [1, 2, 3] as const;
export type Place = (typeof PLACES)[number];

export const PLACE_LABELS: Record<Place, string> = {
  1: '1st place',
  2: '2nd place',
  3: '3rd place',
};

/** An entry of a challenge, with its video's title when the admin can read the video. */
export interface ChallengeEntryOption {
  videoId: string;
  userId: string;
  title: string;
}

/** The chosen video per place; '' leaves the place empty. */
export type WinnerPicks = Record<Place, string>;

export interface WinnerRow {
  place: Place;
  video_id: string;
  user_id: string;
}

export const WINNER_MESSAGES = {
  none: 'Choose at least one winning entry.',
  duplicate: 'Each place needs a different entry.',
  unknown: 'Winners must be picked from this challenge\u2019s entries.',
} as const;

export type WinnersCheck = { ok: true; rows: WinnerRow[] } | { ok: false; message: string };

/**
 * The rows to store for the picks: only filled places, each a distinct entry of the challenge.
 * user_id is the entry's owner (the database copies it from the entry anyway).
 */
export function checkWinnerPicks(
  picks: WinnerPicks,
  entries: readonly ChallengeEntryOption[],
): WinnersCheck {
  const chosen = PLACES.filter((place) => picks[place] !== '');
  if (chosen.length === 0) return { ok: false, message: WINNER_MESSAGES.none };
  const videos = chosen.map((place) => picks[place]);
  if (new Set(videos).size !== videos.length)
    return { ok: false, message: WINNER_MESSAGES.duplicate };
  const rows: WinnerRow[] = [];
  for (const place of chosen) {
    const entry = entries.find((candidate) => candidate.videoId === picks[place]);
    if (!entry) return { ok: false, message: WINNER_MESSAGES.unknown };
    rows.push({ place, video_id: entry.videoId, user_id: entry.userId });
  }
  return { ok: true, rows };
}

/** Stored winners as picks for the form. */
export function picksFromWinners(
  winners: readonly { place: number; video_id: string }[],
): WinnerPicks {
  const picks: WinnerPicks = { 1: '', 2: '', 3: '' };
  for (const winner of winners) {
    if (winner.place === 1 || winner.place === 2 || winner.place === 3)
      picks[winner.place] = winner.video_id;
  }
  return picks;
}
