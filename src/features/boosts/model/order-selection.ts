import { parseHttpUrl } from '@/lib/http-url';
import type { BoostPlan } from './boost-plans';

/**
 * The video an order boosts: one picked from the list ('mine': the tab is named My Videos, though
 * part 2 §7 has it list the public videos), or a pasted link (part 2 §7 `url_`).
 */
export type BoostVideoChoice =
  { kind: 'mine'; id: string; title: string } | { kind: 'link'; url: string };

export interface BoostRequest {
  videoId: string;
  videoUrl?: string;
  videoTitle: string;
}

/** Part 2 §7 videoTitle defaults: 'User Video' for a LaughLoop video, 'Video' for a pasted link. */
const UNTITLED_VIDEO = 'User Video';
const PASTED_LINK_TITLE = 'Video';

/** The order of a LaughLoop video: its title, or 'User Video' when it has none (part 2 §7). */
export function catalogueBoostRequest(id: string, title: string | null | undefined): BoostRequest {
  return { videoId: id, videoTitle: title?.trim() || UNTITLED_VIDEO };
}

/** Part 2 §7: a pasted link is ordered as `url_<timestamp>` with the link beside it. */
export function boostRequestFor(choice: BoostVideoChoice, now: number): BoostRequest {
  if (choice.kind === 'mine') return catalogueBoostRequest(choice.id, choice.title);
  return { videoId: `url_${now}`, videoUrl: choice.url, videoTitle: PASTED_LINK_TITLE };
}

export type SelectionProblem = 'missing' | 'invalid-link' | null;

/** Part 2 §5 Boost order: a plan and a video (or a link) are both needed. */
export function selectionProblem(
  plan: BoostPlan | null,
  choice: BoostVideoChoice | null,
): SelectionProblem {
  if (!plan || !choice) return 'missing';
  if (choice.kind === 'link' && !parseHttpUrl(choice.url.trim())) return 'invalid-link';
  return null;
}

/** Part 2 §7/§9: the boost video picker lists get_public_videos, 20 from offset 0. */
export const BOOST_PICKER_PAGE = { limit: 20, offset: 0 } as const;

/** Part 2 §4 Edit/delete: a deleted video stops being the choice (any other choice stays). */
export function forgetVideo(
  choice: BoostVideoChoice | null,
  videoId: string,
): BoostVideoChoice | null {
  return choice?.kind === 'mine' && choice.id === videoId ? null : choice;
}

/**
 * The choice with the title the list has now (an edit renamed it since it was picked), so the
 * summary and the order name the video as it is.
 */
export function currentChoice(
  choice: BoostVideoChoice | null,
  listed: readonly { id: string; title: string }[] | undefined,
): BoostVideoChoice | null {
  if (choice?.kind !== 'mine') return choice;
  const row = listed?.find((video) => video.id === choice.id);
  return row && row.title !== choice.title ? { ...choice, title: row.title } : choice;
}
