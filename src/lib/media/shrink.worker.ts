/**
 * Re-encodes one video to 720p off the main thread (issue 21 item 4), with mediabunny on
 * WebCodecs. The page sends 'start' with the file and may send 'cancel'; the worker answers
 * progress and the output in chunks as it is encoded (issue 39: it never holds the whole file),
 * then 'encoded'; the page stores the chunks and sends the stored file back to be measured
 * ('measure'), answered 'done'. Instead of done: unsupported / cancelled / failed.
 */
import {
  ALL_FORMATS,
  BlobSource,
  Conversion,
  ConversionCanceledError,
  Input,
  Mp4OutputFormat,
  Output,
  Quality,
  registerVideoSampleTransformer,
  WebMOutputFormat,
  type ConversionOptions,
  type DiscardedTrack,
} from 'mediabunny';
import type { FromShrinkWorker, ShrinkRequest, ToShrinkWorker } from './shrink-protocol';
import { SHRUNK_AUDIO_BITRATE, SHRUNK_VIDEO_BITRATE, targetSize } from './shrink-plan';
import { shrinkFormat, type ShrinkFormat } from './shrink-support';
import { chunkedOutput } from './chunked-output';
import { yuvResize } from './yuv-resize';
import { boundedVideoDecoder } from './bounded-decoder';

/** Seconds between key frames: the encoder's cost is in the frames between, seeking stays close. */
const KEY_FRAME_SECONDS = 2;

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
let conversion: Conversion | null = null;
let cancelRequested = false;

function post(message: FromShrinkWorker, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

const output = chunkedOutput(post);
registerVideoSampleTransformer(yuvResize);
// mediabunny creates its decoders from the global: this worker's decode at most a few frames ahead.
if (typeof VideoDecoder !== 'undefined')
  (globalThis as { VideoDecoder: typeof VideoDecoder }).VideoDecoder =
    boundedVideoDecoder(VideoDecoder);

/** A dropped track the user would miss (a sound track we cannot decode counts). */
function lostTrack(discarded: readonly DiscardedTrack[]): DiscardedTrack | undefined {
  return discarded.find((entry) => entry.reason !== 'discarded_by_user');
}

/**
 * Containers that write as they go: WebM, and MP4 with its index at the end (fastStart 'in-memory'
 * would keep every frame until the end). Their headers learn the size and length last and are
 * written back over at the end, which the page's store takes.
 */
function outputFormat(format: ShrinkFormat) {
  return format.container === 'webm'
    ? new WebMOutputFormat()
    : new Mp4OutputFormat({ fastStart: false });
}

/** What is converted and how: one place, so a trimmed range can join it (ConversionOptions.trim). */
function conversionOptions(
  input: Input,
  size: { width: number; height: number },
  format: ShrinkFormat,
  range: ShrinkRequest['range'],
): ConversionOptions {
  return {
    input,
    output: new Output({ format: outputFormat(format), target: output.target() }),
    tracks: 'primary',
    ...(range ? { trim: { start: range.startSeconds, end: range.endSeconds } } : {}),
    video: {
      ...size,
      fit: 'contain',
      codec: format.video,
      quality: new Quality({ bitrate: SHRUNK_VIDEO_BITRATE }),
      keyFrameInterval: KEY_FRAME_SECONDS,
      forceTranscode: true,
    },
    audio: { codec: format.audio, quality: new Quality({ bitrate: SHRUNK_AUDIO_BITRATE }) },
  };
}

async function prepare(file: Blob, format: ShrinkFormat, range: ShrinkRequest['range']) {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) return null;
  const size = targetSize(await track.getDisplayWidth(), await track.getDisplayHeight());
  const prepared = await Conversion.init(conversionOptions(input, size, format, range));
  return { conversion: prepared, size };
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
  // Resolves once the last chunk is stored by the page (the target's stream closes after it).
  await conversion.execute();
  post({ type: 'encoded', mimeType: format.mimeType, codec: format.video, ...prepared.size });
}

/** The stored result's length: it is what the 300 s rule applies to. */
async function measure(file: Blob): Promise<void> {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    post({ type: 'done', durationSeconds: await input.computeDuration() });
  } finally {
    input.dispose();
  }
}

function fail(error: unknown): void {
  if (error instanceof ConversionCanceledError || cancelRequested) post({ type: 'cancelled' });
  else post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}

scope.addEventListener('message', (event: MessageEvent<ToShrinkWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'warm':
      return post({ type: 'ready' });
    case 'cancel':
      cancelRequested = true;
      void conversion?.cancel();
      return;
    case 'stored':
      return output.stored(message.seq);
    case 'measure':
      return void measure(message.file).catch(fail);
    case 'start':
      return void shrink(message.file, message.range).catch(fail);
  }
});
