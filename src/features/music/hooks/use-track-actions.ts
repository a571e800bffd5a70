import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast-store';
import { updateTrack, type TrackChanges } from '../api/update-track';
import { toggledStatus, type LibraryTrack } from '../model/library-track';
import { LIBRARY_MESSAGES } from '../model/messages';
import { uploadFailureText } from '../model/upload-errors';
import { deleteTrackAndFiles } from '../upload/delete-track-files';
import { musicKeys } from './music-keys';

function failed(title: string, error: unknown): void {
  console.error(title, error);
  toast({ title, description: uploadFailureText(error), variant: 'destructive' });
}

function useReloadLibrary() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: musicKeys.library });
}

/** Saves an edit; the caller shows failures inside its dialog (a toast there sits behind it). */
export function useSaveTrack() {
  const reload = useReloadLibrary();
  return useMutation({
    mutationFn: ({ track, changes }: { track: LibraryTrack; changes: TrackChanges }) =>
      updateTrack(track.id, changes),
    onSuccess: (_data, { changes, track }) =>
      toast({ title: LIBRARY_MESSAGES.saved(changes.title ?? track.title), variant: 'success' }),
    onSettled: reload,
  });
}

/** Deactivate (status inactive) or Activate (status active). */
export function useToggleTrackStatus() {
  const reload = useReloadLibrary();
  return useMutation({
    mutationFn: (track: LibraryTrack) =>
      updateTrack(track.id, { status: toggledStatus(track.status) }),
    onSuccess: (_data, track) =>
      toast({
        title:
          track.status === 'active'
            ? LIBRARY_MESSAGES.deactivated(track.title)
            : LIBRARY_MESSAGES.activated(track.title),
        variant: 'success',
      }),
    onError: (error, track) => failed(LIBRARY_MESSAGES.saveFailed(track.title), error),
    onSettled: reload,
  });
}

/** Deletes the row and its storage objects. */
export function useDeleteTrack() {
  const reload = useReloadLibrary();
  return useMutation({
    mutationFn: deleteTrackAndFiles,
    onSuccess: ({ filesRemoved }, track) =>
      toast(
        filesRemoved
          ? { title: LIBRARY_MESSAGES.deleted(track.title), variant: 'success' }
          : {
              title: LIBRARY_MESSAGES.deleted(track.title),
              description: LIBRARY_MESSAGES.filesLeft,
              variant: 'destructive',
            },
      ),
    onError: (error, track) => failed(LIBRARY_MESSAGES.deleteFailed(track.title), error),
    onSettled: reload,
  });
}
