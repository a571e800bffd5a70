import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import type { OutboxMedia } from '@/lib/outbox-port';
import type { VideoCategory } from '@/lib/video-categories';
import { parseSubmitPayload } from './parse';
import type { SubmitVideoPayload } from './payload';

/** Keys of an item's stored media (Dexie `blobs`): one video, one thumbnail, per videos.id. */
export const uploadMediaId = {
  video: (videoId: string) => `${videoId}:video`,
  thumbnail: (videoId: string) => `${videoId}:thumbnail`,
};

/** The video file to store with the item, under its key. */
export function videoMedia(videoId: string, blob: Blob, name: string): OutboxMedia {
  return { id: uploadMediaId.video(videoId), blob, name, type: blob.type };
}

/** The thumbnail (a PNG the device drew) to store with the item, under its key. */
export function thumbnailMedia(videoId: string, blob: Blob): OutboxMedia {
  return { id: uploadMediaId.thumbnail(videoId), blob, name: 'thumbnail.png', type: 'image/png' };
}

export interface UploadDraft {
  /** The future videos.id, also the outbox item's id. */
  videoId: string;
  userId: string;
  title: string;
  category: VideoCategory;
  allowComments: boolean;
  emailNotifications: boolean;
  /** The challenge it enters (with its ticket when one was issued); null: a normal video. */
  challenge: ChallengeEntryIntent | null;
  source:
    | { kind: 'url'; url: string }
    | { kind: 'upload'; shrink?: boolean }
    | { kind: 'recording'; takeId: string };
  /** The media stored with the item (videoMedia, thumbnailMedia): the payload names what is there. */
  media: readonly OutboxMedia[];
  durationSeconds?: number | null;
  /** When the member asked (default now). */
  queuedAt?: number;
}

function sourceFields(source: UploadDraft['source']): Partial<SubmitVideoPayload> {
  if (source.kind === 'url') return { source: 'url', url: source.url.trim() };
  if (source.kind === 'recording') return { source: 'recording', takeId: source.takeId };
  return { source: 'upload', ...(source.shrink ? { shrink: true } : {}) };
}

/**
 * The submit-video payload for a take, a file or a link: the title trimmed, the media keys of
 * what is stored, a usable duration only. It is checked as the handler will read it, so an
 * item that could never be sent is refused here, before anything is queued.
 */
export function buildSubmitPayload(draft: UploadDraft): SubmitVideoPayload {
  const has = (id: string) => draft.media.some((media) => media.id === id);
  const video = uploadMediaId.video(draft.videoId);
  const thumbnail = uploadMediaId.thumbnail(draft.videoId);
  const duration = draft.durationSeconds;
  const payload = {
    videoId: draft.videoId,
    userId: draft.userId,
    title: draft.title.trim(),
    category: draft.category,
    ...sourceFields(draft.source),
    ...(has(video) ? { videoBlobId: video } : {}),
    ...(has(thumbnail) ? { thumbnailBlobId: thumbnail } : {}),
    allowComments: draft.allowComments,
    emailNotifications: draft.emailNotifications,
    ...(typeof duration === 'number' && Number.isFinite(duration) && duration >= 0
      ? { durationSeconds: duration }
      : {}),
    queuedAt: draft.queuedAt ?? Date.now(),
    ...(draft.challenge ? { challenge: draft.challenge } : {}),
  };
  const checked = parseSubmitPayload(payload);
  if (!checked) throw new Error('This video could not be queued: its details are not valid.');
  return checked;
}
