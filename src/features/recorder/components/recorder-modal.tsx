import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { useCallback, useEffect, useState } from 'react';
import { isWholeRange, keptSeconds } from '@/lib/media/trim-plan';
import { useTrimRange, type RenderTrimmer } from '@/lib/trim-slot';
import { Sheet } from '@/components/sheet';
import { deleteTake } from '../data/take-media';
import { isVideoCategory } from '@/lib/video-categories';
import { queueTake } from '../api/queue-take';
import { useCamera } from '../hooks/use-camera';
import { useTakeRecorder } from '../hooks/use-take-recorder';
import { CameraStep } from './camera-step';
import { announceQueued } from './queued-toast';
import { RecordedForm, type RecordedFields } from './recorded-form';
import { TakePreview } from './take-preview';

export interface RecorderDraft {
  takeId: string;
  duration: number;
}

export interface RecorderModalProps {
  userId: string;
  /** The challenge takes recorded here enter (null: none). */
  challenge: ChallengeEntryIntent | null;
  /** A draft to submit instead of a new recording. */
  draft: RecorderDraft | null;
  onClose(): void;
  /** The trimmer shown over the take (issue 39), composed in by src/app; without one, a player. */
  renderTrimmer?: RenderTrimmer | undefined;
}

/**
 * The recorder (part 1 §4): idle → recording → recorded, then the form. Loaded on demand.
 * Closing it mid-recording keeps what was recorded as a draft.
 */
export default function RecorderModal({
  userId,
  challenge,
  draft,
  onClose,
  renderTrimmer,
}: RecorderModalProps) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [trimProgress, setTrimProgress] = useState<number | null>(null);
  const camera = useCamera();
  const recorder = useTakeRecorder(setError);
  const { start: startCamera, stop: stopCamera } = camera;
  const { show, clear } = recorder;
  const recorded = recorder.state.status === 'recorded' ? recorder.state : null;
  const [range, setRange] = useTrimRange(recorded?.takeId ?? null, recorded?.duration ?? 0);
  const cutting = recorded !== null && !isWholeRange(range, recorded.duration);

  useEffect(() => {
    if (draft) show(draft.takeId, draft.duration);
    else void startCamera();
  }, [draft, show, startCamera]);

  // The camera light goes off as soon as there is a take to look at.
  useEffect(() => {
    if (recorded) stopCamera();
  }, [recorded, stopCamera]);

  const recordAgain = useCallback(async () => {
    // Only a take recorded in this sitting is thrown away; a draft opened from Drafts (perhaps
    // recovered after a crash) stays there until it is deleted from the list.
    if (recorded && recorded.takeId !== draft?.takeId) await deleteTake(recorded.takeId);
    clear();
    setError(null);
    void startCamera(camera.state.status === 'ready' ? camera.state.facingMode : 'user');
  }, [recorded, draft, clear, startCamera, camera.state]);

  const submit = async (fields: RecordedFields) => {
    if (!recorded || !isVideoCategory(fields.category)) return;
    setSubmitting(true);
    try {
      await queueTake({
        takeId: recorded.takeId,
        userId,
        title: fields.title,
        category: fields.category,
        thumbnail: fields.thumbnail,
        challenge,
        ...(cutting
          ? { range, onTrimProgress: (fraction: number) => setTrimProgress(fraction) }
          : {}),
      });
      announceQueued();
      onClose();
    } catch (cause) {
      console.error('Queuing the recording failed', cause);
      setError('There was an error submitting your recorded video. Please try again.');
      setSubmitting(false);
    } finally {
      setTrimProgress(null);
    }
  };

  return (
    <Sheet
      open
      onClose={onClose}
      title="Record a Video"
      description="Portrait, up to 5 minutes. Every second is saved on this device as you record."
    >
      <div className="flex flex-col gap-4">
        {recorded ? (
          <>
            <TakePreview
              takeId={recorded.takeId}
              label="Your recording"
              trim={
                renderTrimmer && {
                  render: renderTrimmer,
                  durationSeconds: recorded.duration,
                  range,
                  onRangeChange: setRange,
                  disabled: submitting,
                }
              }
            />
            {trimProgress !== null && (
              <p role="status" className="text-sm text-ink-muted">
                Trimming the video… {Math.floor(trimProgress * 100)}%
              </p>
            )}
            <RecordedForm
              durationSeconds={keptSeconds(range)}
              submitting={submitting}
              onSubmit={(fields) => void submit(fields)}
              onRecordAgain={() => void recordAgain()}
            />
          </>
        ) : (
          <CameraStep
            camera={camera.state}
            recorder={recorder.state}
            onStart={() =>
              camera.state.status === 'ready' && recorder.start(camera.state.stream, challenge)
            }
            onStop={() => void recorder.stop()}
            onPause={recorder.pause}
            onResume={recorder.resume}
            onFlip={() =>
              void startCamera(
                camera.state.status === 'ready' && camera.state.facingMode === 'user'
                  ? 'environment'
                  : 'user',
              )
            }
            onRetryCamera={() => void startCamera()}
          />
        )}
        {error && (
          <p
            role="alert"
            className="rounded-xl border border-danger/60 bg-surface-raised p-3 text-sm text-danger"
          >
            {error}
          </p>
        )}
      </div>
    </Sheet>
  );
}
