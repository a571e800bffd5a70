import { ApiError } from '@/lib/api/api-error';
import { insertRow } from '@/lib/api/data-api';
import type { Platform } from '../model/premium-post';

export interface NewPremiumPost {
  /** The outbox item's id: a replay after a lost answer finds the row already there. */
  id: string;
  userId: string;
  email: string | null;
  videoUrl: string;
  platform: Platform;
  description: string | null;
}

/** Part 2 §7: insert premium_posts with user_id, video_url, description, platform, user_email. */
export async function createPremiumPost(
  post: NewPremiumPost,
  token: string,
  signal?: AbortSignal,
): Promise<void> {
  const row = {
    id: post.id,
    user_id: post.userId,
    video_url: post.videoUrl,
    description: post.description,
    platform: post.platform,
    user_email: post.email,
  };
  try {
    await insertRow('premium_posts', row, { token, signal });
  } catch (error) {
    // 23505: this post was stored by an earlier attempt whose answer was lost.
    if (error instanceof ApiError && error.code === '23505') return;
    throw error;
  }
}
