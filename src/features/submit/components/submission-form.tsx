import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { isWholeRange, keptSeconds, type TrimRange } from '@/lib/media/trim-plan';
import { TRIM_FAILED } from '@/lib/media/trim-video';
import { useTrimRange, type RenderTrimmer } from '@/lib/trim-slot';
import { isVideoCategory } from '@/lib/video-categories';
import { queueSubmission, type Submission } from '../api/queue-submission';
import { trimPicked } from '../api/trim-picked';
import { usePickedVideo, type PickedVideo } from '../hooks/use-picked-video';
import { shrinkNote } from '../model/shrink-decision';
import { useSharedVideo } from '../hooks/use-shared-video';
import {
  TITLE_MAX_LENGTH,
  validateDuration,
  validateSubmission,
  type SubmitMode,
} from '../model/submission-validation';
import { formatDuration } from '../model/video-files';
import { FILE_INPUT_CLASSES, INPUT_CLASSES, LABEL_CLASSES } from '@/components/field-styles';
import { VideoCategorySelect } from '@/components/video-category-select';

const FILE_ACCEPT =
  '.mp4,.webm,.mov,.avi,.mkv,video/mp4,video/webm,video/quicktime,video/x-msvideo,video/x-matroska';

export interface SubmissionFormProps {
  mode: SubmitMode;
  userId: string | null;
  /** The challenge this submission enters; null for a normal video. */
  challenge: ChallengeEntryIntent | null;
  /** A video shared into the app (`?shared=`), prefilled once; null for none. */
  sharedId?: string | null;
  /** The trimmer shown over a picked file (issue 39), composed in by src/app. */
  renderTrimmer?: RenderTrimmer | undefined;
}

/** The picked file as it will queue: cut to the kept part when the trimmer moved (issue 39). */
async function keptPart(
  picked: PickedVideo,
  range: TrimRange,
  onProgress: (fraction: number) => void,
): Promise<{ picked: PickedVideo } | { error: string }> {
  if (picked.durationSeconds === null || isWholeRange(range, picked.durationSeconds))
    return { picked };
  try {
    return await trimPicked(picked, range, onProgress);
  } catch (cause) {
    console.error('Trimming the video failed', cause);
    return { error: TRIM_FAILED };
  }
}

function announceQueued(): void {
  toast({
    title: 'Video queued',
    description: navigator.onLine
      ? 'Uploading now. Follow it in the uploads tray.'
      : "You're offline: it will upload when you're back online.",
    variant: 'success',
  });
}

/** The native input names the shared file as if the user had picked it, where browsers allow it. */
function showChosen(input: HTMLInputElement | null, file: File): void {
  if (!input || typeof DataTransfer === 'undefined') return;
  try {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
  } catch {
    // Older engines cannot set files: the picked video is still the one sent.
  }
}

/** Upload a file or paste a link: the form, its rules (part 2 §5), and the queue. */
export function SubmissionForm({
  mode,
  userId,
  challenge,
  sharedId = null,
  renderTrimmer,
}: SubmissionFormProps) {
  const video = usePickedVideo({ trimOverLimit: renderTrimmer !== undefined });
  const picked = mode === 'upload' ? video.picked : null;
  const [range, setRange] = useTrimRange(picked?.file ?? null, picked?.durationSeconds ?? 0);
  const [trimProgress, setTrimProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [allowComments, setAllowComments] = useState(true);
  const [emailNotifications, setEmailNotifications] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const shared = useSharedVideo(sharedId, mode, (share) => {
    setTitle((current) => current || share.title);
    if (share.url) setUrl((current) => current || (share.url ?? ''));
    if (share.refusal) setError(share.refusal);
    if (share.file) {
      showChosen(fileInput.current, share.file);
      void video.pick(share.file);
    }
  });

  const reset = () => {
    video.reset();
    setFileInputKey((key) => key + 1);
    setUrl('');
    setTitle('');
    setCategory('');
    setAllowComments(true);
    setEmailNotifications(true);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (video.checking || submitting) return;
    const problem = validateSubmission({
      mode,
      url,
      file: video.picked?.file ?? null,
      shrinks: video.picked?.shrink ?? false,
      title,
      category,
    });
    // The kept part's length (the whole file's without a trimmer): over 300 s, the spec's words.
    const tooLong =
      picked && picked.durationSeconds !== null ? validateDuration(keptSeconds(range)) : null;
    setError(problem ?? tooLong);
    if (problem || tooLong || !isVideoCategory(category)) return;
    if (!userId) {
      openAuthDialog('signin', 'Please sign in to submit your video.');
      return;
    }
    setSubmitting(true);
    try {
      const kept = picked ? await keptPart(picked, range, setTrimProgress) : null;
      setTrimProgress(null);
      if (kept && 'error' in kept) return setError(kept.error);
      const source: Submission['source'] = !kept
        ? { kind: 'url', url }
        : {
            kind: 'upload',
            file: kept.picked.file,
            extension: kept.picked.extension,
            durationSeconds: kept.picked.durationSeconds,
            shrink: kept.picked.shrink,
          };
      await queueSubmission({
        userId,
        title,
        category,
        allowComments,
        emailNotifications,
        source,
        challenge,
      });
      announceQueued();
      shared.discard();
      reset();
    } catch (cause) {
      console.error('Queuing the submission failed', cause);
      setError(
        cause instanceof Error && cause.message
          ? `Submission failed: ${cause.message}`
          : 'Submission failed',
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3"
      aria-label={mode === 'url' ? 'Paste a video URL' : 'Upload a video file'}
    >
      {mode === 'upload' ? (
        <label className={LABEL_CLASSES}>
          Video file
          <input
            key={fileInputKey}
            ref={fileInput}
            type="file"
            accept={FILE_ACCEPT}
            onChange={(event) => {
              shared.discard();
              void video.pick(event.target.files?.[0] ?? null);
            }}
            className={FILE_INPUT_CLASSES}
          />
          <span className="font-normal text-ink-muted">
            MP4, WebM, MOV, AVI or MKV, up to 100MB and 5 minutes.
          </span>
        </label>
      ) : (
        <label className={LABEL_CLASSES}>
          Video URL
          <input
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://www.youtube.com/shorts/…"
            className={INPUT_CLASSES}
          />
          <span className="font-normal text-ink-muted">
            YouTube, TikTok, Instagram, Facebook, Twitter or Vimeo.
          </span>
        </label>
      )}
      {video.checking && (
        <p role="status" className="text-sm text-ink-muted">
          Checking the video…
        </p>
      )}
      {picked?.shrink && (
        <p role="status" className="text-sm text-ink-muted">
          {shrinkNote(picked.file.size)}
        </p>
      )}
      {picked?.overLimit && picked.durationSeconds !== null && (
        <p role="status" className="text-sm text-ink-muted">
          This video is {formatDuration(Math.ceil(picked.durationSeconds))} long. Trim it to 5
          minutes or less to submit it.
        </p>
      )}
      {picked &&
        renderTrimmer &&
        picked.durationSeconds !== null &&
        renderTrimmer({
          video: picked.file,
          durationSeconds: picked.durationSeconds,
          range,
          onRangeChange: setRange,
          label: 'Your video',
          disabled: submitting,
        })}
      {trimProgress !== null && (
        <p role="status" className="text-sm text-ink-muted">
          Trimming the video… {Math.floor(trimProgress * 100)}%
        </p>
      )}
      {mode === 'upload' && video.error && (
        <p
          role="alert"
          className="rounded-xl border border-danger/60 bg-surface-raised p-3 text-sm text-danger"
        >
          {video.error}
        </p>
      )}
      <label className={LABEL_CLASSES}>
        Title
        <input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={TITLE_MAX_LENGTH}
          placeholder="Give your video a funny title"
          className={INPUT_CLASSES}
        />
      </label>
      <VideoCategorySelect value={category} onChange={setCategory} />
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={allowComments}
          onChange={(event) => setAllowComments(event.target.checked)}
          className="size-5 accent-brand"
        />
        Allow comments
      </label>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={emailNotifications}
          onChange={(event) => setEmailNotifications(event.target.checked)}
          className="size-5 accent-brand"
        />
        Email me when my video is live
      </label>
      {error && (
        <p
          role="alert"
          className="rounded-xl border border-danger/60 bg-surface-raised p-3 text-sm text-danger"
        >
          {error}
        </p>
      )}
      <Button type="submit" disabled={submitting || video.checking}>
        {submitting ? 'Submitting…' : 'Submit Video'}
      </Button>
    </form>
  );
}
