import { MUSIC_MESSAGES } from './messages';
import { SERVER_RULES } from '@/lib/server-rules';

/** Part 2 §9: music file maximum 50 MB (the music bucket's limit, 52428800 bytes). */
export const MAX_AUDIO_BYTES: number = SERVER_RULES.bucketBytes.music;
/** The covers bucket's limit. */
const MAX_COVER_BYTES: number = SERVER_RULES.bucketBytes.covers;

/** What the music bucket accepts, and the type every track is stored with. */
export const AUDIO_CONTENT_TYPE = 'audio/mpeg';
const MP3_TYPES = ['audio/mpeg', 'audio/mp3'];

/** The covers bucket's image types and the extension each is stored under. */
export const COVER_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const COVER_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The parts of a File these checks read (so tests can pass plain objects). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Part 2 §5: audio, or a name ending in .mp3. */
function isAudioLike(file: FileLike): boolean {
  return file.type.startsWith('audio/') || extensionOf(file.name) === 'mp3';
}

/** An image (a cover candidate) by type or by a known image extension. */
function isImageLike(file: FileLike): boolean {
  return file.type.startsWith('image/') || extensionOf(file.name) in COVER_TYPE_BY_EXTENSION;
}

/**
 * Why an audio file cannot be staged, in the spec's words; null when it can. Only MP3 is
 * accepted (the music bucket stores audio/mpeg only, so another audio type could never upload).
 */
export function audioProblem(file: FileLike): string | null {
  const mp3 = MP3_TYPES.includes(file.type) || extensionOf(file.name) === 'mp3';
  if (!mp3) return MUSIC_MESSAGES.onlyMp3;
  if (file.size > MAX_AUDIO_BYTES) return MUSIC_MESSAGES.fileTooLarge;
  if (file.size === 0) return MUSIC_MESSAGES.emptyFile;
  return null;
}

/** The type a cover is stored with: its own, or the one its extension names; null if neither fits. */
export function coverContentType(file: FileLike): string | null {
  if (file.type in COVER_EXTENSIONS) return file.type;
  if (file.type !== '' && file.type !== 'application/octet-stream') return null;
  return COVER_TYPE_BY_EXTENSION[extensionOf(file.name)] ?? null;
}

/** Why an image cannot be a cover; null when it can. */
export function coverProblem(file: FileLike): string | null {
  if (!coverContentType(file)) return MUSIC_MESSAGES.coverType;
  if (file.size > MAX_COVER_BYTES) return MUSIC_MESSAGES.coverTooLarge;
  if (file.size === 0) return MUSIC_MESSAGES.emptyFile;
  return null;
}

/** A picked or dropped batch, split into audio candidates, cover images and the rest. */
export interface SortedFiles<F extends FileLike> {
  audio: F[];
  images: F[];
  other: F[];
}

export function sortFiles<F extends FileLike>(files: readonly F[]): SortedFiles<F> {
  const sorted: SortedFiles<F> = { audio: [], images: [], other: [] };
  for (const file of files) {
    if (isAudioLike(file)) sorted.audio.push(file);
    else if (isImageLike(file)) sorted.images.push(file);
    else sorted.other.push(file);
  }
  return sorted;
}
