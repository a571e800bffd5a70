import type { NewTrack } from '../api/insert-track';
import { COVER_EXTENSIONS, coverContentType } from '../model/file-checks';
import { MUSIC_MESSAGES } from '../model/messages';
import { audioProgress, PROGRESS } from '../model/progress';
import { slugCandidates } from '../model/slug';
import {
  audioObjectPath,
  coverObjectPath,
  COVERS_BUCKET,
  MUSIC_BUCKET,
} from '../model/storage-paths';
import { SlugTakenError } from '../model/upload-errors';

/** The calls a publication makes (the api/ files; tests pass fakes). */
export interface PublishDeps {
  now(): Date;
  findTakenSlugs(slugs: readonly string[]): Promise<Set<string>>;
  uploadAudio(upload: {
    file: Blob;
    objectName: string;
    slug: string;
    onProgress(bytesSent: number, bytesTotal: number): void;
  }): Promise<void>;
  uploadCover(objectName: string, cover: Blob, contentType: string, slug: string): Promise<void>;
  publicUrl(bucket: string, path: string): Promise<string>;
  insertTrack(track: NewTrack): Promise<string>;
  removeObjects(bucket: string, paths: readonly string[]): Promise<void>;
}

/** One staged track's content, checked and trimmed. */
export interface TrackToPublish {
  file: File;
  cover: File | null;
  title: string;
  artist: string;
  genre: string;
  description: string;
  tags: string[];
  duration: number | null;
  slug: string;
}

export interface Published {
  id: string;
  slug: string;
}

interface StoredObject {
  bucket: string;
  path: string;
}

/** Removes what one attempt stored; a failure here is only logged (the attempt has failed anyway). */
async function removeStored(deps: PublishDeps, stored: readonly StoredObject[]): Promise<void> {
  for (const { bucket, path } of stored) {
    await deps.removeObjects(bucket, [path]).catch((error: unknown) => {
      console.warn('Could not remove an uploaded music object', bucket, path, error);
    });
  }
}

async function storeCover(
  deps: PublishDeps,
  cover: File,
  slug: string,
  at: Date,
  stored: StoredObject[],
): Promise<string> {
  const contentType = coverContentType(cover);
  const extension = contentType ? COVER_EXTENSIONS[contentType] : undefined;
  if (!contentType || !extension) throw new Error(MUSIC_MESSAGES.coverType);
  const path = coverObjectPath(slug, at, extension);
  await deps.uploadCover(path, cover, contentType, slug);
  stored.push({ bucket: COVERS_BUCKET, path });
  return deps.publicUrl(COVERS_BUCKET, path);
}

/** One attempt under one slug: audio, cover, row; whatever it stored is removed if it fails. */
async function publishAs(
  track: TrackToPublish,
  slug: string,
  at: Date,
  deps: PublishDeps,
  onProgress: (percent: number) => void,
): Promise<Published> {
  const audioPath = audioObjectPath(slug, at);
  await deps.uploadAudio({
    file: track.file,
    objectName: audioPath,
    slug,
    onProgress: (sent, total) => onProgress(audioProgress(sent, total)),
  });
  const stored: StoredObject[] = [{ bucket: MUSIC_BUCKET, path: audioPath }];
  onProgress(PROGRESS.audioStored);
  try {
    const coverUrl = track.cover ? await storeCover(deps, track.cover, slug, at, stored) : null;
    onProgress(PROGRESS.coverStored);
    const id = await deps.insertTrack({
      title: track.title,
      artist: track.artist,
      genre: track.genre,
      duration: track.duration,
      file_size: track.file.size,
      file_path: audioPath,
      file_url: await deps.publicUrl(MUSIC_BUCKET, audioPath),
      cover_image_url: coverUrl,
      description: track.description === '' ? null : track.description,
      tags: track.tags,
      slug,
      status: 'active',
    });
    onProgress(PROGRESS.saved);
    return { id, slug };
  } catch (error) {
    await removeStored(deps, stored);
    throw error;
  }
}

/**
 * Publishes a track (part 2 §4, §7): progress 10, the audio by TUS (10 → 60), the cover (80), the
 * music_tracks row with status active (100). Slugs already taken (seen beforehand, or refused as
 * a duplicate object or row) give way to `-2`, `-3`, … Year and month are the upload's, in UTC.
 */
export async function publishTrack(
  track: TrackToPublish,
  deps: PublishDeps,
  onProgress: (percent: number) => void,
): Promise<Published> {
  onProgress(PROGRESS.started);
  const at = deps.now();
  const candidates = slugCandidates(track.slug);
  // A failed look-up only loses the head start: a taken slug is still refused below.
  const taken = await deps.findTakenSlugs(candidates).catch(() => new Set<string>());
  for (const slug of candidates) {
    if (taken.has(slug)) continue;
    try {
      return await publishAs(track, slug, at, deps, onProgress);
    } catch (error) {
      if (!(error instanceof SlugTakenError)) throw error;
      onProgress(PROGRESS.started);
    }
  }
  throw new SlugTakenError(track.slug);
}
