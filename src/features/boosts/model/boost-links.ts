/** Where the confirmation of a video's boost lives (part 2 §2 /boost-success?videoId). */
export function successPath(videoId: string): string {
  return `/boost-success?videoId=${encodeURIComponent(videoId)}`;
}

/** The plans of one video (part 2 §2 /boost-plans needs a videoId). */
export function plansPath(videoId: string): string {
  return `/boost-plans?videoId=${encodeURIComponent(videoId)}`;
}
