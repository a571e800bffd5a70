import { ApiError, isRefusal } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxSend } from '@/lib/outbox-port';
import { isReportReason } from '@/lib/report-reasons';
import { reportVideo } from '../api/report-video';
import { REPORT_MESSAGES as SAY } from '../model/outbox-messages';
import type { ReportVideoPayload } from './report-video-kind';

export function parseReportPayload(payload: unknown): ReportVideoPayload | null {
  const p = (payload ?? {}) as Record<string, unknown>;
  if (
    typeof p.videoId !== 'string' ||
    typeof p.userId !== 'string' ||
    !isReportReason(p.reason) ||
    (p.details !== null && typeof p.details !== 'string')
  )
    return null;
  return {
    videoId: p.videoId,
    userId: p.userId,
    reason: p.reason,
    details: p.details,
    ...(typeof p.videoTitle === 'string' ? { videoTitle: p.videoTitle } : {}),
  };
}

/**
 * Sends a report made offline (REPORT_VIDEO), from a page or the service worker. The server keeps
 * one report per member and video, so a replay after a lost answer (23505) is the report already
 * there. The video was hidden for the member when they reported it and stays hidden; a refusal
 * (too many reports, the video gone) is said in the server's words.
 */
export const sendReportVideo: OutboxSend = async (job, ctx) => {
  const payload = parseReportPayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This report could not be read.');
  const refuse = (title: string, message: string): never => {
    ctx.notify({ title, description: message, variant: 'destructive' });
    throw new PermanentOutboxError(message);
  };
  const token = await ctx.accessToken();
  if (!token) return refuse(SAY.failed.title, SAY.signIn);
  if ((await ctx.userId()) !== payload.userId)
    throw new Error('Waiting for the account that made this report to sign in.');
  try {
    await reportVideo(payload.videoId, payload.reason, payload.details, token, ctx.signal);
  } catch (error) {
    if (error instanceof ApiError && error.code === '23505') return;
    if (error instanceof ApiError && error.status === 429) return refuse(SAY.tooMany, error.message);
    if (!isRefusal(error)) throw error;
    return refuse(SAY.failed.title, error.message);
  }
};
