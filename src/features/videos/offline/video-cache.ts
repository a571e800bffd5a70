import { whenIdle } from '@/lib/when-idle';
import { VIDEO_CACHES } from '@/lib/worker/video-caches';
import { mayPrefetch, planFit, type SavedVideo } from '../model/offline-budget';
import { useOfflineStore } from '../stores/offline-store';
import { readOfflineSettings, updateOfflineSettings } from './offline-settings';

export interface PrefetchTarget {
  /** Absolute URL, the cache key the service worker looks up. */
  url: string;
  videoId: string;
}

const openCache = () => caches.open(VIDEO_CACHES.videos);

/** The saved videos: what the video cache holds, sized by the Content-Length stored with each. */
async function savedVideos(): Promise<SavedVideo[]> {
  const cache = await openCache();
  const { usedAt } = readOfflineSettings();
  const requests = await cache.keys();
  const rows = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      return {
        url: request.url,
        bytes: Number(response?.headers.get('content-length')) || 0,
        savedAt: usedAt[request.url] ?? 0,
      };
    }),
  );
  return rows;
}

function publish(rows: readonly SavedVideo[]): void {
  const { budgetBytes, allowCellular } = readOfflineSettings();
  useOfflineStore.setState({
    saved: Object.fromEntries(rows.map((row) => [row.url, row.bytes])),
    usedBytes: rows.reduce((sum, row) => sum + row.bytes, 0),
    budgetBytes,
    allowCellular,
    loaded: true,
  });
}

/** Reads what is saved, and forgets the use times of videos the browser evicted. */
export async function loadOfflineState(): Promise<void> {
  const rows = await savedVideos();
  const present = new Set(rows.map((row) => row.url));
  updateOfflineSettings((current) => ({
    ...current,
    usedAt: Object.fromEntries(Object.entries(current.usedAt).filter(([url]) => present.has(url))),
  }));
  publish(rows);
}

async function evict(urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const cache = await openCache();
  await Promise.all(urls.map((url) => cache.delete(url)));
  const gone = new Set(urls);
  updateOfflineSettings((current) => ({
    ...current,
    usedAt: Object.fromEntries(Object.entries(current.usedAt).filter(([url]) => !gone.has(url))),
  }));
}

/**
 * Downloads one whole file (never a range: the service worker slices whole files) and stores it
 * if it fits the budget, evicting the least recently used saved videos outside `keep`. A declared
 * size that cannot fit stops the download early.
 */
async function saveVideo(target: PrefetchTarget, keep: ReadonlySet<string>): Promise<void> {
  const { budgetBytes } = readOfflineSettings();
  const controller = new AbortController();
  const response = await fetch(target.url, { credentials: 'omit', signal: controller.signal });
  if (response.status !== 200) return;
  const declared = Number(response.headers.get('content-length'));
  if (declared > 0 && !planFit(await savedVideos(), declared, budgetBytes, keep).fits) {
    controller.abort();
    return;
  }
  const blob = await response.blob();
  const plan = planFit(await savedVideos(), blob.size, budgetBytes, keep);
  if (!plan.fits) return;
  await evict(plan.evict);
  const headers = new Headers({
    'Content-Type': blob.type || response.headers.get('content-type') || 'video/mp4',
    'Content-Length': String(blob.size),
  });
  await (await openCache()).put(target.url, new Response(blob, { status: 200, headers }));
  updateOfflineSettings((current) => ({
    ...current,
    usedAt: { ...current.usedAt, [target.url]: Date.now() },
  }));
  publish(await savedVideos());
}

function connection(): { type?: string; saveData?: boolean } | undefined {
  return (navigator as Navigator & { connection?: { type?: string; saveData?: boolean } })
    .connection;
}

let queue: Promise<void> = Promise.resolve();
const requested = new Set<string>();

/**
 * Saves the given clips for offline viewing, one at a time so playback keeps the bandwidth, when
 * the connection allows it (Wi-Fi, or mobile data if the user said so). The clips asked for are
 * never evicted to make room for each other.
 */
export function prefetchVideos(targets: readonly PrefetchTarget[]): void {
  const keep = new Set(targets.map((target) => target.url));
  for (const target of targets) {
    if (requested.has(target.url)) continue;
    requested.add(target.url);
    queue = queue
      .then(async () => {
        // Reading the cache's sizes and storing a clip take the main thread: not while the page
        // that asked is still starting. The checks come after the wait, so they are current.
        await whenIdle(2_000);
        if (useOfflineStore.getState().saved[target.url] !== undefined) return;
        if (!navigator.onLine || !mayPrefetch(connection(), readOfflineSettings().allowCellular))
          return;
        await saveVideo(target, keep);
      })
      .catch((error: unknown) => console.warn('Could not save a video for offline viewing', error))
      .finally(() => requested.delete(target.url));
  }
}

/** Marks a saved video as just watched, so it is evicted last. */
export function touchSavedVideo(url: string): void {
  if (useOfflineStore.getState().saved[url] === undefined) return;
  updateOfflineSettings((current) => ({
    ...current,
    usedAt: { ...current.usedAt, [url]: Date.now() },
  }));
}

export async function removeSavedVideos(urls?: readonly string[]): Promise<void> {
  await evict(urls ?? (await savedVideos()).map((row) => row.url));
  publish(await savedVideos());
}

export async function setBudget(budgetBytes: number): Promise<void> {
  updateOfflineSettings((current) => ({ ...current, budgetBytes }));
  // A smaller budget frees the least recently used videos at once.
  const plan = planFit(await savedVideos(), 0, budgetBytes);
  if (plan.fits) await evict(plan.evict);
  publish(await savedVideos());
}

export function setAllowCellular(allowCellular: boolean): void {
  updateOfflineSettings((current) => ({ ...current, allowCellular }));
  useOfflineStore.setState({ allowCellular });
}
