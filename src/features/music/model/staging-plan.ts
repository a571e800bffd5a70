import { matchCovers } from './cover-match';
import { audioProblem, coverProblem, sortFiles, type FileLike } from './file-checks';
import { MUSIC_MESSAGES } from './messages';

export type StagingSource = 'drop' | 'select';

export interface StagingPlan<F extends FileLike> {
  /** Audio files to stage, each with the cover matched to it (or null). */
  tracks: { audio: F; cover: F | null }[];
  /** Toasts to show, in the spec's words ('{file}: {reason}', 'Please drop MP3 files', …). */
  messages: string[];
}

/**
 * What a picked or dropped batch becomes (part 2 §5): no audio at all gives 'Please drop MP3
 * files' / 'Please select MP3 files'; other files, non-MP3 audio, files over 50 MB and files
 * already staged are rejected one by one; images are covers, matched by name to the batch's
 * audio.
 */
export function planStaging<F extends FileLike>(
  files: readonly F[],
  source: StagingSource,
  isStaged: (file: F) => boolean = () => false,
): StagingPlan<F> {
  const sorted = sortFiles(files);
  if (sorted.audio.length === 0) {
    return {
      tracks: [],
      messages: [source === 'drop' ? MUSIC_MESSAGES.dropMp3 : MUSIC_MESSAGES.selectMp3],
    };
  }
  const messages: string[] = [];
  const reject = (file: F, reason: string) =>
    messages.push(MUSIC_MESSAGES.rejected(file.name, reason));
  sorted.other.forEach((file) => reject(file, MUSIC_MESSAGES.onlyMp3));
  const audio = sorted.audio.filter((file) => {
    const problem = audioProblem(file) ?? (isStaged(file) ? MUSIC_MESSAGES.alreadyStaged : null);
    if (problem) reject(file, problem);
    return problem === null;
  });
  const images = sorted.images.filter((file) => {
    const problem = coverProblem(file);
    if (problem) reject(file, problem);
    return problem === null;
  });
  const match = matchCovers(audio, images);
  match.unmatched.forEach((file) => reject(file, MUSIC_MESSAGES.coverUnmatched));
  match.spare.forEach((file) => reject(file, MUSIC_MESSAGES.coverSpare));
  return {
    tracks: audio.map((file, index) => ({ audio: file, cover: match.covers[index] ?? null })),
    messages,
  };
}
