import { toast } from '@/components/toast-store';
import { findTakenSlugs } from '../api/find-taken-slugs';
import { insertTrack } from '../api/insert-track';
import { publicUrl } from '../api/public-url';
import { removeObjects } from '../api/remove-objects';
import { uploadAudio } from '../api/upload-audio';
import { uploadCover } from '../api/upload-cover';
import { stagedActions, useStagedStore } from '../hooks/staged-store';
import { MUSIC_MESSAGES } from '../model/messages';
import { PROGRESS } from '../model/progress';
import { uploadAllProblems, type StagedItem } from '../model/staged-item';
import { parseTags } from '../model/tags';
import { uploadFailureText } from '../model/upload-errors';
import { publishTrack, type PublishDeps, type TrackToPublish } from './publish-track';

const publishDeps: PublishDeps = {
  now: () => new Date(),
  findTakenSlugs,
  uploadAudio,
  uploadCover,
  publicUrl,
  insertTrack,
  removeObjects,
};

function contentOf(item: StagedItem): TrackToPublish {
  return {
    file: item.file,
    cover: item.cover,
    title: item.title.trim(),
    artist: item.artist.trim(),
    genre: item.genre,
    description: item.description.trim(),
    tags: parseTags(item.tagsText),
    duration: item.duration,
    slug: item.slug,
  };
}

/** One ready item: uploading → success or error, with the spec's toasts. */
async function uploadItem(item: StagedItem, deps: PublishDeps, onUploaded: () => void) {
  const title = item.title.trim() || item.file.name;
  // Its fields could change while earlier tracks were uploading: checked again at its turn.
  const problem = uploadAllProblems([item], true)[0];
  if (problem) {
    stagedActions.patch(item.id, { status: 'error', error: problem });
    toast({
      title: MUSIC_MESSAGES.uploadFailed(title),
      description: problem,
      variant: 'destructive',
    });
    return;
  }
  stagedActions.patch(item.id, { status: 'uploading', progress: PROGRESS.started, error: null });
  let shown: number = PROGRESS.started;
  const onProgress = (progress: number) => {
    if (progress === shown) return; // byte counts arrive often: re-render on a new percent only
    shown = progress;
    stagedActions.patch(item.id, { progress });
  };
  try {
    await publishTrack(contentOf(item), deps, onProgress);
    stagedActions.patch(item.id, { status: 'success', progress: PROGRESS.saved });
    toast({ title: MUSIC_MESSAGES.uploaded(title), variant: 'success' });
    onUploaded();
  } catch (error) {
    console.error('Music upload failed', item.file.name, error);
    const text = uploadFailureText(error);
    stagedActions.patch(item.id, { status: 'error', error: text });
    toast({ title: MUSIC_MESSAGES.uploadFailed(title), description: text, variant: 'destructive' });
  }
}

export interface UploadAllOptions {
  signedIn: boolean;
  /** After each track is saved (the library reloads). */
  onUploaded(): void;
  deps?: PublishDeps;
}

/**
 * Upload All (part 2 §4, §5): needs a login, a ready track, and title and artist on each ready
 * track; then the tracks that were ready go up one at a time. Items added meanwhile wait for
 * the next press.
 */
export async function uploadAll({
  signedIn,
  onUploaded,
  deps = publishDeps,
}: UploadAllOptions): Promise<void> {
  const { items, uploading } = useStagedStore.getState();
  if (uploading) return;
  const problems = uploadAllProblems(items, signedIn);
  if (problems.length > 0) {
    problems.forEach((title) => toast({ title, variant: 'destructive' }));
    return;
  }
  const ids = items.filter((item) => item.status === 'ready').map((item) => item.id);
  stagedActions.setUploading(true);
  try {
    for (const id of ids) {
      const item = useStagedStore.getState().items.find((current) => current.id === id);
      if (item?.status === 'ready') await uploadItem(item, deps, onUploaded);
    }
  } finally {
    stagedActions.setUploading(false);
  }
}
