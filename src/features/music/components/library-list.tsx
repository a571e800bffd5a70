import { useState } from 'react';
import { useAudioPlayer } from '../hooks/use-audio-player';
import { useDeleteTrack, useToggleTrackStatus } from '../hooks/use-track-actions';
import type { LibraryTrack } from '../model/library-track';
import { DeleteTrackDialog } from './delete-track-dialog';
import { EditTrackDialog } from './edit-track-dialog';
import { TrackRow } from './track-row';

/** The page's tracks with one shared player, and the edit and delete dialogs. */
export function LibraryList({ tracks }: { tracks: LibraryTrack[] }) {
  const player = useAudioPlayer();
  const toggleStatus = useToggleTrackStatus();
  const remove = useDeleteTrack();
  const [editing, setEditing] = useState<LibraryTrack | null>(null);
  const [deleting, setDeleting] = useState<LibraryTrack | null>(null);
  const busyId = toggleStatus.isPending
    ? toggleStatus.variables?.id
    : remove.isPending
      ? remove.variables?.id
      : undefined;

  const confirmDelete = (track: LibraryTrack) => {
    setDeleting(null);
    if (player.playingId === track.id) player.audio.current?.pause();
    remove.mutate(track);
  };

  return (
    <>
      <audio ref={player.audio} preload="none" className="hidden" />
      <ul aria-label="Music tracks" className="flex flex-col gap-3">
        {tracks.map((track) => (
          <TrackRow
            key={track.id}
            track={track}
            playing={player.playingId === track.id}
            busy={busyId === track.id}
            onPlay={() => player.toggle(track)}
            onEdit={() => setEditing(track)}
            onToggleStatus={() => toggleStatus.mutate(track)}
            onDelete={() => setDeleting(track)}
          />
        ))}
      </ul>
      <EditTrackDialog track={editing} onClose={() => setEditing(null)} />
      <DeleteTrackDialog
        track={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
