import { PermanentOutboxError } from '@/lib/outbox-port';

/** Moderation said no: part 2 §8 'Content Policy Issue' with the reason; the submission stops. */
export class ContentPolicyError extends PermanentOutboxError {
  readonly title = 'Content Policy Issue';
}

/** The take or file of a queued item is gone from this device (e.g. deleted after an earlier success). */
export class MediaMissingError extends PermanentOutboxError {
  constructor() {
    super('The video is no longer stored on this device.');
    this.name = 'MediaMissingError';
  }
}

/** A request failed in a way a retry may fix (network, 5xx, expired session). */
export class RetryableSubmitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryableSubmitError';
  }
}
