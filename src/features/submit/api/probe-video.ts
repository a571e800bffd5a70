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

/**
 * The length of a picked video from its metadata: the browser's for types it plays, otherwise
 * the container header's (MP4/MOV, Matroska/WebM, AVI); null when neither says.
 */
export function probeDuration(file: Blob, contentType: string): Promise<number | null> {
  const video = document.createElement('video');
  if (video.canPlayType(contentType) === '') return headerDuration(file);
  const url = URL.createObjectURL(file);
  return new Promise<number | null>((resolve, reject) => {
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
      const duration = video.duration;
      done();
      // A stream without a duration (Infinity) cannot be checked against the limit here.
      if (Number.isNaN(duration)) reject(new UnreadableVideoError());
      else resolve(Number.isFinite(duration) ? duration : null);
    });
    video.addEventListener('error', () => {
      done();
      reject(new UnreadableVideoError());
    });
    video.src = url;
  });
}
