import { SUBMIT_MESSAGES } from '../model/submission-validation';

export class UnreadableVideoError extends Error {
  constructor() {
    super(SUBMIT_MESSAGES.unreadable);
    this.name = 'UnreadableVideoError';
  }
}

/**
 * The length of a picked video from its metadata. Containers this browser cannot play at all
 * (AVI in Chrome, for example) cannot be measured here: null, and the server's limits apply.
 */
export function probeDuration(file: Blob, contentType: string): Promise<number | null> {
  const video = document.createElement('video');
  if (video.canPlayType(contentType) === '') return Promise.resolve(null);
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
