import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FormAlert } from '@/components/form-alert';
import { useSaveTrack } from '../hooks/use-track-actions';
import type { LibraryTrack } from '../model/library-track';
import { LIBRARY_MESSAGES } from '../model/messages';
import { checkTrackForm, formOf, type TrackForm } from '../model/track-edit';
import { uploadFailureText } from '../model/upload-errors';
import { TrackFields } from './track-fields';

function EditForm({ track, onClose }: { track: LibraryTrack; onClose(): void }) {
  const [form, setForm] = useState<TrackForm>(() => formOf(track));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTrack();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edit = checkTrackForm(form);
    if (!edit.ok) return setProblem(edit.message);
    setProblem(null);
    save.mutate(
      { track, changes: edit.changes },
      {
        onSuccess: onClose,
        onError: (error) => setProblem(uploadFailureText(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TrackFields values={form} onChange={(fields) => setForm({ ...form, ...fields })} />
      {problem && <FormAlert title={LIBRARY_MESSAGES.saveFailed(track.title)} message={problem} />}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** Edit a track's title, artist, genre, description and tags (Save / Cancel). */
export function EditTrackDialog({
  track,
  onClose,
}: {
  track: LibraryTrack | null;
  onClose(): void;
}) {
  return (
    <Dialog open={track !== null} onClose={onClose} title="Edit track" placement="sheet">
      {track && <EditForm key={track.id} track={track} onClose={onClose} />}
    </Dialog>
  );
}
