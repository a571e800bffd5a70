import { wholeSeconds } from '../model/duration';

/** How long the browser gets to read an MP3's metadata before the duration counts as unknown. */
const METADATA_TIMEOUT_MS = 8_000;

/**
 * The file's duration in whole seconds from an HTMLAudioElement's loadedmetadata, or null when
 * the browser cannot read it (or takes too long).
 */
export function readAudioDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const finish = (seconds: number | null) => {
      clearTimeout(timer);
      audio.removeAttribute('src');
      audio.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', () => finish(wholeSeconds(audio.duration)), {
      once: true,
    });
    audio.addEventListener('error', () => finish(null), { once: true });
    const timer = setTimeout(() => finish(null), METADATA_TIMEOUT_MS);
    audio.src = url;
  });
}

/** Reads the file's first bytes: throws when the file cannot be read (moved, no permission). */
export async function checkReadable(file: Blob): Promise<void> {
  await file.slice(0, 4096).arrayBuffer();
}
