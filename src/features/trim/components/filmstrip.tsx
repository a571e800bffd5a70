import { useEffect, useState } from 'react';
import { loadFilmstrip } from '@/lib/media/trim-video';

/** Draws `count` thumbnails `height` px high, handing each over as it is decoded. */
export type FilmstripLoader = (
  video: Blob,
  count: number,
  height: number,
  signal: AbortSignal,
  onFrame: (index: number, image: Blob) => void,
) => Promise<void>;

const FRAMES = 8;
const FRAME_HEIGHT = 64;

/**
 * Thumbnails across the video, under the trim handles (decorative: the handles say where they
 * are). Decoded in the trim worker with mediabunny; where this browser cannot decode the video the
 * strip stays plain.
 */
export function Filmstrip({
  video,
  load = loadFilmstrip,
}: {
  video: Blob;
  load?: FilmstripLoader;
}) {
  const [images, setImages] = useState<ReadonlyArray<string | null>>(() =>
    Array<null>(FRAMES).fill(null),
  );
  useEffect(() => {
    const stop = new AbortController();
    const urls: string[] = [];
    setImages(Array<null>(FRAMES).fill(null));
    load(video, FRAMES, FRAME_HEIGHT, stop.signal, (index, image) => {
      const url = URL.createObjectURL(image);
      urls.push(url);
      setImages((current) => current.map((old, at) => (at === index ? url : old)));
    }).catch((error: unknown) => {
      if (!stop.signal.aborted) console.warn('No filmstrip for this video', error);
    });
    return () => {
      stop.abort();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [video, load]);
  return (
    <div
      aria-hidden
      data-filmstrip
      className="absolute inset-0 flex overflow-hidden rounded-lg bg-surface-raised"
    >
      {images.map((src, index) =>
        src ? (
          <img key={index} src={src} alt="" className="h-full min-w-0 flex-1 object-cover" />
        ) : (
          <span key={index} className="h-full min-w-0 flex-1 border-r border-black/20" />
        ),
      )}
    </div>
  );
}
