import { deleteTrack } from '../api/delete-track';
import { removeObjects } from '../api/remove-objects';
import type { LibraryTrack } from '../model/library-track';
import { COVERS_BUCKET, coverPathFromUrl, MUSIC_BUCKET } from '../model/storage-paths';

/**
 * Deletes a track: its row first (so the library never lists a track without its audio), then
 * its audio (file_path in the music bucket) and cover (the path after '/object/public/covers/'
 * in its URL). Answers whether the files went too.
 */
export async function deleteTrackAndFiles(track: LibraryTrack): Promise<{ filesRemoved: boolean }> {
  await deleteTrack(track.id);
  const coverPath = coverPathFromUrl(track.coverImageUrl);
  const results = await Promise.allSettled([
    removeObjects(MUSIC_BUCKET, [track.filePath]),
    coverPath ? removeObjects(COVERS_BUCKET, [coverPath]) : Promise.resolve(),
  ]);
  const failed = results.filter((result) => result.status === 'rejected');
  failed.forEach((result) => console.error('Could not remove a music file', result.reason));
  return { filesRemoved: failed.length === 0 };
}
