/**
 * Re-encodes one video to 720p off the main thread (issue 21 item 4), with mediabunny on
 * WebCodecs. The page sends 'start' with the file and may send 'cancel'; the worker answers
 * progress, then exactly one of done / unsupported / cancelled / failed.
 */
import {
  ALL_FORMATS,
  BlobSource,
  BufferSource,
  BufferTarget,
  Conversion,
  ConversionCanceledError,
  Input,
  Mp4OutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
  type DiscardedTrack,
} from 'mediabunny';
import type { FromShrinkWorker, ShrinkRequest, ToShrinkWorker } from './shrink-protocol';
import { SHRUNK_AUDIO_BITRATE, SHRUNK_VIDEO_BITRATE, targetSize } from './shrink-plan';
import { shrinkFormat, type ShrinkFormat } from './shrink-support';

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
let conversion: Conversion | null = null;
let cancelRequested = false;

function post(message: FromShrinkWorker, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

/** A dropped track the user would miss (a sound track we cannot decode counts). */
function lostTrack(discarded: readonly DiscardedTrack[]): DiscardedTrack | undefined {
  return discarded.find((entry) => entry.reason !== 'discarded_by_user');
}

async function prepare(file: Blob, format: ShrinkFormat, range: ShrinkRequest['range']) {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) return null;
  const size = targetSize(await track.getDisplayWidth(), await track.getDisplayHeight());
  const target = new BufferTarget();
  const output = new Output({
    format:
      format.container === 'webm'
        ? new WebMOutputFormat()
        : new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target,
  });
  const prepared = await Conversion.init({
    input,
    output,
    tracks: 'primary',
    ...(range ? { trim: { start: range.startSeconds, end: range.endSeconds } } : {}),
    video: {
      ...size,
      fit: 'contain',
      codec: format.video,
      quality: new Quality({ bitrate: SHRUNK_VIDEO_BITRATE }),
      forceTranscode: true,
    },
    audio: { codec: format.audio, quality: new Quality({ bitrate: SHRUNK_AUDIO_BITRATE }) },
  });
  return { conversion: prepared, target, size };
}

async function shrink(file: Blob, range: ShrinkRequest['range']): Promise<void> {
  const format = await shrinkFormat();
  if (!format) return post({ type: 'unsupported', reason: 'no 720p encoder in this browser' });
  const prepared = await prepare(file, format, range);
  if (!prepared) return post({ type: 'unsupported', reason: 'no video track' });
  const lost = lostTrack(prepared.conversion.discardedTracks);
  if (!prepared.conversion.isValid || lost)
    return post({ type: 'unsupported', reason: lost?.reason ?? 'nothing to convert' });
  conversion = prepared.conversion;
  // The job context writes it once per whole percent (features/outbox/engine/job-context.ts).
  conversion.onProgress = (fraction) => post({ type: 'progress', fraction });
  if (cancelRequested) await conversion.cancel();
  await conversion.execute();
  const buffer = prepared.target.buffer;
  if (!buffer) throw new Error('the encoder wrote nothing');
  // The result is measured again: it is what the 300 s rule applies to.
  const durationSeconds = await new Input({
    source: new BufferSource(buffer),
    formats: ALL_FORMATS,
  }).computeDuration();
  post({ type: 'done', buffer, mimeType: format.mimeType, ...prepared.size, durationSeconds }, [
    buffer,
  ]);
}

scope.addEventListener('message', (event: MessageEvent<ToShrinkWorker>) => {
  const message = event.data;
  if (message.type === 'warm') {
    post({ type: 'ready' });
    return;
  }
  if (message.type === 'cancel') {
    cancelRequested = true;
    void conversion?.cancel();
    return;
  }
  shrink(message.file, message.range).catch((error: unknown) => {
    if (error instanceof ConversionCanceledError || cancelRequested) post({ type: 'cancelled' });
    else post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
});
