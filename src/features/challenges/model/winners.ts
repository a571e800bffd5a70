/** One place of a challenge's podium as the past-winners section shows it. */
export interface WinnerCard {
  place: 1 | 2 | 3;
  challengeTitle: string;
  videoTitle: string;
  creator: string;
  thumbnailUrl: string | null;
}

export interface WinnerRow {
  challengeId: string;
  place: number;
  videoId: string;
  creatorHash: string;
}

export interface WinnerChallenge {
  id: string;
  title: string;
  endDate: string;
}

export interface WinnerVideo {
  id: string;
  title: string;
  thumbnailUrl: string | null;
}

/**
 * Part 1 §2: "a past-winners section with three sample winners", shown until admins have picked
 * real ones. Marked as samples on screen so nobody takes them for real people.
 */
export const SAMPLE_WINNERS: readonly WinnerCard[] = [
  {
    place: 1,
    challengeTitle: 'Sample: Pet Reactions Week',
    videoTitle: 'My cat discovers the cucumber',
    creator: '@whiskerwatch',
    thumbnailUrl: null,
  },
  {
    place: 2,
    challengeTitle: 'Sample: Pet Reactions Week',
    videoTitle: 'Dog vs. the robot vacuum',
    creator: '@barkandroll',
    thumbnailUrl: null,
  },
  {
    place: 3,
    challengeTitle: 'Sample: Pet Reactions Week',
    videoTitle: 'Parrot imitates the doorbell',
    creator: '@featherjokes',
    thumbnailUrl: null,
  },
];

function isPlace(value: number): value is 1 | 2 | 3 {
  return value === 1 || value === 2 || value === 3;
}

/**
 * The podium of the most recently ended challenge that has winners, 1st to 3rd. Rows whose
 * challenge is unknown are skipped; a video the reader may not see (removed, not approved) keeps
 * its place with a neutral title.
 */
export function latestPodium(
  rows: readonly WinnerRow[],
  challenges: readonly WinnerChallenge[],
  videos: readonly WinnerVideo[],
): WinnerCard[] {
  const known = challenges
    .filter((challenge) => rows.some((row) => row.challengeId === challenge.id))
    .sort((a, b) => Date.parse(b.endDate) - Date.parse(a.endDate));
  const latest = known[0];
  if (!latest) return [];
  const videoById = new Map(videos.map((video) => [video.id, video]));
  return rows
    .filter((row) => row.challengeId === latest.id)
    .flatMap((row) => {
      const { place } = row;
      if (!isPlace(place)) return [];
      const video = videoById.get(row.videoId);
      return [
        {
          place,
          challengeTitle: latest.title,
          videoTitle: video?.title ?? 'Winning video',
          creator: `Creator ${row.creatorHash}`,
          thumbnailUrl: video?.thumbnailUrl ?? null,
        },
      ];
    })
    .sort((a, b) => a.place - b.place);
}

/** Ordinal label for a place. */
export function placeLabel(place: 1 | 2 | 3): string {
  return place === 1 ? '1st place' : place === 2 ? '2nd place' : '3rd place';
}
