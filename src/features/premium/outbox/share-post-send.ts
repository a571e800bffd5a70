import { isRefusal } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxSend } from '@/lib/outbox-port';
import { createPremiumPost } from '../api/create-premium-post';
import { isPlatform } from '../model/premium-post';
import { SHARE_FAILED, type SharePremiumPostPayload } from './share-post-kind';

export function parseSharePostPayload(payload: unknown): SharePremiumPostPayload | null {
  const p = (payload ?? {}) as Record<string, unknown>;
  if (
    typeof p.postId !== 'string' ||
    typeof p.userId !== 'string' ||
    typeof p.videoUrl !== 'string' ||
    !isPlatform(p.platform) ||
    typeof p.queuedAt !== 'number'
  )
    return null;
  return {
    postId: p.postId,
    userId: p.userId,
    email: typeof p.email === 'string' ? p.email : null,
    videoUrl: p.videoUrl,
    platform: p.platform,
    description: typeof p.description === 'string' ? p.description : null,
    queuedAt: p.queuedAt,
  };
}

/**
 * Posts one queued share to the group with the token of the moment (SHARE_PREMIUM_POST), from a
 * page or the service worker. A refusal (Premium ended, a bad link) stops it with 'Failed to
 * share your video.'; network failures and 5xx are thrown for the outbox to retry.
 */
export const sendSharePremiumPost: OutboxSend = async (job, ctx) => {
  const payload = parseSharePostPayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This post could not be read.');
  const refuse = (reason: string): never => {
    ctx.notify({ title: SHARE_FAILED, description: reason, variant: 'destructive' });
    throw new PermanentOutboxError(reason);
  };
  const token = await ctx.accessToken();
  if (!token) return refuse('Sign in again to share your video.');
  if ((await ctx.userId()) !== payload.userId)
    throw new Error('Waiting for the account that wrote this post to sign in.');
  try {
    await createPremiumPost(
      {
        id: payload.postId,
        userId: payload.userId,
        email: payload.email,
        videoUrl: payload.videoUrl,
        platform: payload.platform,
        description: payload.description,
      },
      token,
      ctx.signal,
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    console.error('The group refused the post', error);
    // RLS (42501) refuses whoever is not an active member; anything else is the link itself.
    return refuse(
      error.code === '42501' || error.status === 401 || error.status === 403
        ? 'Only active Premium members can share in the group.'
        : 'This link could not be shared. Check it and share it again.',
    );
  }
};
