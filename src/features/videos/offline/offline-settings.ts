import { DEFAULT_BUDGET_BYTES } from '../model/offline-budget';

/**
 * Offline viewing settings and when each saved video was last used, in local storage (read
 * synchronously, and without loading Dexie on the feed). What is actually saved is whatever the
 * video cache holds; this only adds the least-recently-used order.
 */
const OFFLINE_SETTINGS_KEY = 'laughloop.offline-videos';

export interface OfflineSettings {
  budgetBytes: number;
  allowCellular: boolean;
  /** Absolute media URL → last saved or watched (ms). */
  usedAt: Record<string, number>;
}

export function readOfflineSettings(): OfflineSettings {
  const fallback: OfflineSettings = {
    budgetBytes: DEFAULT_BUDGET_BYTES,
    allowCellular: false,
    usedAt: {},
  };
  try {
    const parsed = JSON.parse(
      localStorage.getItem(OFFLINE_SETTINGS_KEY) ?? 'null',
    ) as Partial<OfflineSettings> | null;
    if (!parsed || typeof parsed !== 'object') return fallback;
    const usedAt: Record<string, number> = {};
    for (const [url, at] of Object.entries(parsed.usedAt ?? {}))
      if (typeof at === 'number') usedAt[url] = at;
    return {
      budgetBytes:
        typeof parsed.budgetBytes === 'number' && parsed.budgetBytes > 0
          ? parsed.budgetBytes
          : fallback.budgetBytes,
      allowCellular: parsed.allowCellular === true,
      usedAt,
    };
  } catch {
    return fallback;
  }
}

function writeOfflineSettings(settings: OfflineSettings): void {
  try {
    localStorage.setItem(OFFLINE_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage blocked or full: the defaults apply next time.
  }
}

export function updateOfflineSettings(
  change: (current: OfflineSettings) => OfflineSettings,
): OfflineSettings {
  const next = change(readOfflineSettings());
  writeOfflineSettings(next);
  return next;
}
