import { useEffect, useState } from 'react';
import { takeBlob } from '../data/take-media';

/** Plays a take straight from IndexedDB (an object URL over its chunks; nothing is copied). */
export function TakePreview({ takeId, label }: { takeId: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    takeBlob(takeId)
      .then((blob) => {
        if (cancelled) return;
        if (!blob) return setMissing(true);
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setMissing(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [takeId]);
  if (missing) return <p role="alert">This recording is no longer on this device.</p>;
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
