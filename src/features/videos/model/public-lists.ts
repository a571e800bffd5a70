/** Part 2 §7/§9: get_public_videos page sizes — home 12, shorts 50, latest 20. */
export const PUBLIC_LISTS = { home: 12, shorts: 50, latest: 20 } as const;
export type PublicList = keyof typeof PUBLIC_LISTS;

/** The Data API path of one page of the public feed (relative to /rest/v1/). */
export function publicVideosPath(limit: number): string {
  return `rpc/get_public_videos?page_limit=${limit}&page_offset=0`;
}
