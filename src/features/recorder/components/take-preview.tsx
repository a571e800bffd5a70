import { useEffect, useState } from 'react';
import type { TrimRange } from '@/lib/media/trim-plan';
import type { RenderTrimmer } from '@/lib/trim-slot';
import { takeBlob } from '../data/take-media';

/** The trimmer over the take (issue 39), composed in by src/app; the form owns its range. */
export interface TakeTrim {
  render: RenderTrimmer;
  durationSeconds: number;
  range: TrimRange;
  onRangeChange(range: TrimRange): void;
  disabled: boolean;
}

/**
 * Plays a take straight from IndexedDB (an object URL over its chunks; nothing is copied), or
 * shows it in the trimmer when one is given.
 */
export function TakePreview({
  takeId,
  label,
  trim,
}: {
  takeId: string;
  label: string;
  trim?: TakeTrim | undefined;
}) {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    takeBlob(takeId)
      .then((found) => {
        if (cancelled) return;
        if (!found) return setMissing(true);
        objectUrl = URL.createObjectURL(found);
        setBlob(found);
        setUrl(objectUrl);
      })
      .catch(() => setMissing(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [takeId]);
  if (missing) return <p role="alert">This recording is no longer on this device.</p>;
  if (trim && blob)
    return trim.render({
      video: blob,
      durationSeconds: trim.durationSeconds,
      range: trim.range,
      onRangeChange: trim.onRangeChange,
      label,
      disabled: trim.disabled,
    });
  return (
    <video
      src={url ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      className="mx-auto aspect-[9/16] max-h-[50dvh] w-full max-w-xs rounded-2xl bg-black object-contain"
    />
  );
}
