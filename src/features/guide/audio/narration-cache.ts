import { NARRATION_VOICE } from '../model/speech-answer';

/** Narrations heard before, kept so they play again offline (Cache API, outside the worker's). */
const CACHE_NAME = 'laughloop-guide-narration-v1';
const memory = new Map<string, string>();

/** A short stable name for a text (FNV-1a); the stored body holds the text to confirm it. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

function requestFor(text: string): Request {
  const name = `${NARRATION_VOICE}-${hashOf(text)}-${text.length}`;
  return new Request(new URL(`/__guide-narration/${name}`, location.origin));
}

const hasCacheStorage = () => typeof caches !== 'undefined';

interface StoredNarration {
  text: string;
  audio: string;
}

export async function readNarration(text: string): Promise<string | null> {
  const remembered = memory.get(text);
  if (remembered) return remembered;
  if (!hasCacheStorage()) return null;
  const cache = await caches.open(CACHE_NAME);
  const response = await cache.match(requestFor(text));
  if (!response) return null;
  const stored = (await response.json()) as Partial<StoredNarration>;
  if (stored.text !== text || typeof stored.audio !== 'string') return null;
  memory.set(text, stored.audio);
  return stored.audio;
}

export async function writeNarration(text: string, audio: string): Promise<void> {
  memory.set(text, audio);
  if (!hasCacheStorage()) return;
  const cache = await caches.open(CACHE_NAME);
  const body: StoredNarration = { text, audio };
  await cache.put(
    requestFor(text),
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  );
}
