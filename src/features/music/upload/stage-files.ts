import { toast } from '@/components/toast-store';
import { randomUuid } from '@/lib/random-uuid';
import { stagedActions, useStagedStore } from '../hooks/staged-store';
import { coverProblem } from '../model/file-checks';
import { MUSIC_MESSAGES } from '../model/messages';
import { randomTrackSlug } from '../model/slug';
import { createStagedItem, isSameFile, type StagedItem } from '../model/staged-item';
import { planStaging, type StagingSource } from '../model/staging-plan';
import { checkReadable, readAudioDuration } from './read-audio';

function tell(title: string): void {
  toast({ title, variant: 'destructive' });
}

async function prepare(audio: File, cover: File | null): Promise<StagedItem | null> {
  try {
    await checkReadable(audio);
    const duration = await readAudioDuration(audio);
    return createStagedItem({
      id: randomUuid(),
      file: audio,
      cover,
      coverPreview: cover ? URL.createObjectURL(cover) : null,
      duration,
      fallbackSlug: randomTrackSlug(),
    });
  } catch (error) {
    console.error('Could not read a music file', audio.name, error);
    tell(MUSIC_MESSAGES.processFailed(audio.name));
    return null;
  }
}

/** Stages a picked or dropped batch: checks it, reads each track's duration, adds it to the list. */
export async function stageFiles(files: readonly File[], source: StagingSource): Promise<void> {
  const staged = useStagedStore.getState().items;
  const plan = planStaging(files, source, (file) =>
    staged.some((item) => isSameFile(item.file, file)),
  );
  plan.messages.forEach(tell);
  const items = await Promise.all(plan.tracks.map(({ audio, cover }) => prepare(audio, cover)));
  stagedActions.add(items.filter((item): item is StagedItem => item !== null));
}

/** A cover added to (or replacing one on) one staged track, checked like the batch's covers. */
export function setItemCover(id: string, cover: File): void {
  const problem = coverProblem(cover);
  if (problem) return tell(MUSIC_MESSAGES.rejected(cover.name, problem));
  stagedActions.setCover(id, cover);
}
