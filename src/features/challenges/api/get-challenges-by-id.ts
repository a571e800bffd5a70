import { getPublic } from '@/lib/api/get-public';
import type { WinnerChallenge } from '../model/winners';

/** Title and end date of the challenges named (for the winners' podium). */
export function getChallengesById(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<WinnerChallenge[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const list = ids.map((id) => encodeURIComponent(id)).join(',');
  return getPublic(`challenges?select=id,title,end_date&id=in.(${list})`, parseRows, signal);
}

function parseRows(body: unknown): WinnerChallenge[] {
  if (!Array.isArray(body)) throw new Error('The challenge list is not an array.');
  return body.flatMap((value: unknown) => {
    const { id, title, end_date } = (value ?? {}) as Record<string, unknown>;
    return typeof id === 'string' && typeof title === 'string' && typeof end_date === 'string'
      ? [{ id, title, endDate: end_date }]
      : [];
  });
}
