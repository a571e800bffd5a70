import { aviDuration } from './avi-duration';
import { blobSource, type ByteSource } from './byte-source';
import { matroskaDuration } from './matroska-duration';
import { mp4Duration } from './mp4-duration';

/**
 * A video's length read from its container header, for files this browser cannot play
 * (MP4/MOV: mvhd; Matroska/WebM: Segment Info; AVI: avih). Null when the header does not say.
 */
export async function containerDuration(source: ByteSource): Promise<number | null> {
  return (
    (await mp4Duration(source)) ?? (await matroskaDuration(source)) ?? (await aviDuration(source))
  );
}

export const blobContainerDuration = (blob: Blob): Promise<number | null> =>
  containerDuration(blobSource(blob));
