/** Part 2 §7/§9: get_public_videos page sizes — home 12, shorts 50, latest 20. */
export const PUBLIC_LISTS = { home: 12, shorts: 50, latest: 20 } as const;
export type PublicList = keyof typeof PUBLIC_LISTS;
