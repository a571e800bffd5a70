/** The storage budget for prefetched videos: 200 MB unless the user sets another (issue 7 item 8). */
export const MB = 1024 * 1024;
export const DEFAULT_BUDGET_BYTES = 200 * MB;
export const BUDGET_CHOICES_MB = [50, 100, 200, 500, 1000] as const;
/** How many clips ahead of the one being watched are saved. */
export const PREFETCH_AHEAD = 5;

export interface SavedVideo {
  url: string;
  bytes: number;
  /** Last saved or watched (ms), so the least recently used goes first. */
  savedAt: number;
}

export type FitPlan = { fits: true; evict: string[] } | { fits: false };

/**
 * Whether a file of `bytes` fits in the budget, and which saved files (least recently used first,
 * never one in `keep`) must go to make room. A file larger than the whole budget never fits.
 */
export function planFit(
  saved: readonly SavedVideo[],
  bytes: number,
  budgetBytes: number,
  keep: ReadonlySet<string> = new Set(),
): FitPlan {
  if (bytes > budgetBytes) return { fits: false };
  let used = saved.reduce((sum, video) => sum + video.bytes, 0);
  const evict: string[] = [];
  const candidates = saved
    .filter((video) => !keep.has(video.url))
    .sort((a, b) => a.savedAt - b.savedAt);
  for (const video of candidates) {
    if (used + bytes <= budgetBytes) break;
    evict.push(video.url);
    used -= video.bytes;
  }
  return used + bytes <= budgetBytes ? { fits: true, evict } : { fits: false };
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;
}

interface NetworkInformationLike {
  type?: string;
  saveData?: boolean;
}

/**
 * Prefetch runs on Wi-Fi (or a wired link) or when the user allowed mobile data. Browsers that
 * do not say the link type (desktop Chrome, Safari) are treated as unmetered unless Data Saver is on.
 */
export function mayPrefetch(
  connection: NetworkInformationLike | undefined,
  allowCellular: boolean,
): boolean {
  if (connection?.saveData) return false;
  if (allowCellular) return true;
  const type = connection?.type;
  return type === undefined || type === 'wifi' || type === 'ethernet' || type === 'unknown';
}
