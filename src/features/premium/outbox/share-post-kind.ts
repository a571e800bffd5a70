/** The kind's name and the tray's label live with every kind in src/domain/outbox-kinds. */
export { SHARE_PREMIUM_POST, SHARE_PREMIUM_POST_LABEL } from '@/domain/outbox-kinds';

export interface SharePremiumPostPayload {
  /** The post's id: the outbox item's own UUID, so a replay never posts twice. */
  postId: string;
  /** Who shares it: only that account's session may post it. */
  userId: string;
  email: string | null;
  videoUrl: string;
  platform: 'youtube' | 'tiktok';
  description: string | null;
  queuedAt: number;
}

/** Part 2 §8's words for a share the group refused (PREMIUM_MESSAGES.shareFailed says the same). */
export const SHARE_FAILED = 'Failed to share your video.';
