import { getPublic } from '@/lib/api/get-public';
import type { Tables } from '@/lib/database.types';

type Row = Pick<Tables<'challenge_winners'>, 'challenge_id' | 'place' | 'video_id' | 'user_id'>;

/** The most recently picked winners (everyone reads challenge_winners); enough for a few podiums. */
export function getWinnerRows(signal?: AbortSignal): Promise<Row[]> {
  return getPublic(
    'challenge_winners?select=challenge_id,place,video_id,user_id&order=created_at.desc&limit=30',
    parseWinnerRows,
    signal,
  );
}

function parseWinnerRows(body: unknown): Row[] {
  if (!Array.isArray(body)) throw new Error('The winners list is not an array.');
  return body.map((value: unknown) => {
    const row = (value ?? {}) as Record<string, unknown>;
    const { challenge_id, place, video_id, user_id } = row;
    if (
      typeof challenge_id !== 'string' ||
      typeof place !== 'number' ||
      typeof video_id !== 'string' ||
      typeof user_id !== 'string'
    )
      throw new Error('A winner row is incomplete.');
    return { challenge_id, place, video_id, user_id };
  });
}
