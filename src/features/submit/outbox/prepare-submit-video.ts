import type { OutboxHandler } from '@/lib/outbox-port';
import { parseSubmitPayload } from '@/domain/upload';
import { pageShrinker } from './page-shrinker';
import { mediaToUpload } from './shrink-step';

/**
 * SUBMIT_VIDEO's preparation (issue 36 §5): a picked file marked to be shrunk is shrunk as soon as
 * it is queued, with or without a network, and kept with the item, so the service worker (which
 * cannot shrink) sends the 720p file with every page closed. A refusal found here (too long, too
 * big) is said when the item is sent, which runs the same step and finds the kept file.
 */
export const prepareSubmitVideo: OutboxHandler = async (job, ctx) => {
  const payload = parseSubmitPayload(job.payload);
  if (!payload?.shrink || payload.takeId || !payload.videoBlobId) return;
  const file = await ctx.media(payload.videoBlobId);
  if (!file) return;
  await mediaToUpload(payload, ctx, file, pageShrinker);
};
