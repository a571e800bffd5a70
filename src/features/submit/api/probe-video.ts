import { blobContainerDuration } from '../model/container/container-duration';
import { SUBMIT_MESSAGES } from '../model/submission-validation';

export class UnreadableVideoError extends Error {
  constructor() {
    super(SUBMIT_MESSAGES.unreadable);
    this.name = 'UnreadableVideoError';
  }
}

/** A file this browser cannot play is measured from its container header; unknown stays null. */
async function headerDuration(file: Blob): Promise<number | null> {
  try {
    return await blobContainerDuration(file);
  } catch {
    // The bytes themselves could not be read: the file is unreadable, not just unfamiliar.
    throw new UnreadableVideoError();
  }
}

export interface ProbedVideo {
  durationSeconds: number | null;
  /** The display size, null where the browser cannot play the container (then only its header is read). */
  width: number | null;
  height: number | null;
}

/**
 * The length of a picked video from its metadata: the browser's for types it plays, otherwise
 * the container header's (MP4/MOV, Matroska/WebM, AVI); null when neither says. Where the
 * browser plays the file, its display size too.
 */
export async function probeVideo(file: Blob, contentType: string): Promise<ProbedVideo> {
  const video = document.createElement('video');
  if (video.canPlayType(contentType) === '')
    return { durationSeconds: await headerDuration(file), width: null, height: null };
  const url = URL.createObjectURL(file);
  return new Promise<ProbedVideo>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
    };
    const timer = setTimeout(() => {
      done();
      reject(new UnreadableVideoError());
    }, 15_000);
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', () => {
      const { duration, videoWidth, videoHeight } = video;
      done();
      // A stream without a duration (Infinity) cannot be checked against the limit here.
      if (Number.isNaN(duration)) reject(new UnreadableVideoError());
      else
        resolve({
          durationSeconds: Number.isFinite(duration) ? duration : null,
          width: videoWidth > 0 ? videoWidth : null,
          height: videoHeight > 0 ? videoHeight : null,
        });
    });
    video.addEventListener('error', () => {
      done();
      reject(new UnreadableVideoError());
    });
    video.src = url;
  });
}
