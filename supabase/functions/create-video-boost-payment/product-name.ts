/** Part 2 §7: a LaughLoop video without a title is named 'User Video'. */
export const UNTITLED_VIDEO = 'User Video';

/**
 * The name the checkout page and the receipt give the purchase: the plan and the video's title,
 * on one line and at most 200 characters of it. The catalogue requires a title, but a name is
 * never left as 'Plan: ' if a row ever lacks one.
 */
export function boostProductName(planLabel: string, videoTitle: string | null | undefined): string {
  const title = (videoTitle ?? '').replace(/\s+/g, ' ').trim();
  return `${planLabel}: ${title.slice(0, 200) || UNTITLED_VIDEO}`;
}
