import { useCallback, useState, type SyntheticEvent } from 'react';
import { isLandscape } from '../model/media-shape';

export interface Landscape {
  /** True for landscape (or square) media, false for portrait, null until its size is known. */
  landscape: boolean | null;
  /** For an <img>'s onLoad: its natural size decides. */
  onImageLoad(event: SyntheticEvent<HTMLImageElement>): void;
  /** For a <video>'s onLoadedMetadata: the video's own size decides (not its poster's). */
  onVideoMetadata(event: SyntheticEvent<HTMLVideoElement>): void;
}

/**
 * Learns the shape of the media at `src` from its own natural size once it loads: nothing about
 * it is stored with the video, and a still may not share its video's shape (the built-in samples
 * pair portrait clips with 16:9 stills). What was learnt for another `src` does not carry over.
 */
export function useLandscape(src: string | null | undefined): Landscape {
  const [known, setKnown] = useState<{ src: string; landscape: boolean } | null>(null);
  const learn = useCallback(
    (width: number, height: number) => {
      const landscape = isLandscape(width, height);
      if (src && landscape !== null) setKnown({ src, landscape });
    },
    [src],
  );
  return {
    landscape: known && known.src === src ? known.landscape : null,
    onImageLoad: (event) =>
      learn(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight),
    onVideoMetadata: (event) =>
      learn(event.currentTarget.videoWidth, event.currentTarget.videoHeight),
  };
}
