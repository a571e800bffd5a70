import { useEffect, useRef } from 'react';
import { Button } from '@/components/button';
import type { CameraState } from '../hooks/use-camera';
import type { RecorderState } from '../hooks/use-take-recorder';
import { formatClock, MAX_RECORDING_SECONDS } from '../model/recording-settings';

export interface CameraStepProps {
  camera: CameraState;
  recorder: RecorderState;
  onStart(): void;
  onStop(): void;
  onPause(): void;
  onResume(): void;
  onFlip(): void;
  onRetryCamera(): void;
}

function LivePreview({ stream, mirrored }: { stream: MediaStream; mirrored: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      autoPlay
      muted
      playsInline
      aria-label="Camera preview"
      className={`h-full w-full object-cover ${mirrored ? '-scale-x-100' : ''}`}
    />
  );
}

/**
 * Pause and Resume share one button, so focus stays on it; each state has its own name. Hidden
 * where the browser cannot pause a recording.
 */
function PauseButton({
  recorder,
  onPause,
  onResume,
}: Pick<CameraStepProps, 'recorder' | 'onPause' | 'onResume'>) {
  const paused = recorder.status === 'paused';
  if (!paused && !(recorder.status === 'recording' && recorder.pausable)) return null;
  return (
    <Button variant="secondary" onClick={paused ? onResume : onPause}>
      {paused ? 'Resume Recording' : 'Pause Recording'}
    </Button>
  );
}

/**
 * Camera preview, the timer counting recorded time up to 5:00 (it stands still while paused), and
 * the record, pause/resume, stop and flip controls.
 */
export function CameraStep({
  camera,
  recorder,
  onStart,
  onStop,
  onPause,
  onResume,
  onFlip,
  onRetryCamera,
}: CameraStepProps) {
  const paused = recorder.status === 'paused';
  const recording = recorder.status === 'recording' || paused;
  const elapsed =
    recorder.status === 'recording' || recorder.status === 'paused' ? recorder.elapsed : 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative mx-auto aspect-[9/16] max-h-[60dvh] w-full max-w-xs overflow-hidden rounded-2xl bg-black">
        {camera.status === 'ready' && (
          <LivePreview stream={camera.stream} mirrored={camera.facingMode === 'user'} />
        )}
        {camera.status === 'starting' && (
          <p role="status" className="absolute inset-0 grid place-items-center text-ink-muted">
            Starting camera…
          </p>
        )}
        <p
          role="timer"
          aria-label="Recording time"
          className={`absolute left-2 top-2 rounded-lg px-2 py-1 font-mono text-sm font-semibold ${recording && !paused ? 'bg-danger text-stage' : 'bg-black/60 text-ink'}`}
        >
          {formatClock(elapsed)} / {formatClock(MAX_RECORDING_SECONDS)}
        </p>
        {/* Always in the page (empty, not hidden), so screen readers announce the pause. */}
        <p
          role="status"
          className={`absolute right-2 top-2 rounded-lg text-sm font-semibold text-ink ${paused ? 'bg-black/60 px-2 py-1' : ''}`}
        >
          {paused ? 'Paused' : ''}
        </p>
      </div>
      {camera.status === 'error' && (
        <div
          role="alert"
          className="rounded-xl border border-danger/60 bg-surface-raised p-3 text-sm"
        >
          <p>{camera.message}</p>
          <Button variant="secondary" className="mt-2" onClick={onRetryCamera}>
            Try again
          </Button>
        </div>
      )}
      <div className="flex items-center justify-center gap-3">
        <PauseButton recorder={recorder} onPause={onPause} onResume={onResume} />
        {recording ? (
          <Button onClick={onStop}>Stop Recording</Button>
        ) : (
          <Button
            onClick={onStart}
            disabled={camera.status !== 'ready' || recorder.status === 'saving'}
          >
            {recorder.status === 'saving' ? 'Saving…' : 'Start Recording'}
          </Button>
        )}
        {camera.status === 'ready' && camera.canFlip && !recording && (
          <Button variant="secondary" onClick={onFlip} aria-label="Switch camera">
            Flip
          </Button>
        )}
      </div>
    </div>
  );
}
