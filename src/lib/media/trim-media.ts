/**
 * The trimmer's work on the file itself, with mediabunny (run in trim.worker.ts; plain functions
 * so Node can run them on real files in tests): the keyframes near a start, a cut that copies
 * packets (no decoder or encoder needed), and the filmstrip's thumbnails.
 */
import {
  ALL_FORMATS,
  BlobSource,
  BufferSource,
  BufferTarget,
  CanvasSink,
  Conversion,
  EncodedPacketSink,
  Input,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
  type InputVideoTrack,
} from 'mediabunny';
import { KEYFRAME_LAG_SECONDS, type TrimRange } from './trim-plan';

const NO_VIDEO_TRACK = 'This file has no video track.';

function openInput(file: Blob): Input {
  return new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
}

async function videoTrackOf(input: Input): Promise<InputVideoTrack> {
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error(NO_VIDEO_TRACK);
  return track;
}

export interface KeyframeProbe {
  /** The keyframe at or before the asked time and those just after it (up to the lag window). */
  keyframes: number[];
  durationSeconds: number;
}

/**
 * The keyframes the trim plan needs for a start at `seconds`: the last one at or before it and the
 * ones right after. Found through the container's index: no frame is decoded, and a long file
 * is not read through.
 */
export async function keyframesAround(file: Blob, seconds: number): Promise<KeyframeProbe> {
  const input = openInput(file);
  try {
    const track = await videoTrackOf(input);
    const durationSeconds = await input.computeDuration();
    const sink = new EncodedPacketSink(track);
    // Verified in the bitstream, as the copy itself checks its start packet.
    const options = { verifyKeyPackets: true } as const;
    let key =
      (await sink.getKeyPacket(seconds, options)) ?? (await sink.getFirstKeyPacket(options));
    const keyframes: number[] = [];
    // A few are enough: the first past the lag window ends the walk.
    while (key && keyframes.length < 16) {
      keyframes.push(key.timestamp);
      if (key.timestamp > seconds + KEYFRAME_LAG_SECONDS) break;
      key = await sink.getNextKeyPacket(key, options);
    }
    return { keyframes, durationSeconds };
  } finally {
    input.dispose();
  }
}

/** Container timestamps are in milliseconds or finer: a start this close is on the keyframe. */
const ON_KEYFRAME_SECONDS = 0.001;

/** True when a verified keyframe sits at `start`: a copy then begins exactly there. */
async function startsOnKeyframe(track: InputVideoTrack, start: number): Promise<boolean> {
  const key = await new EncodedPacketSink(track).getKeyPacket(start + ON_KEYFRAME_SECONDS, {
    verifyKeyPackets: true,
  });
  return key !== null && Math.abs(key.timestamp - start) <= ON_KEYFRAME_SECONDS;
}

type CopyContainer = 'webm' | 'mp4';

/** WebM when it holds the codecs (a WebM stays WebM), else MP4; null when neither does. */
function copyContainer(video: string | null, audio: string | null): CopyContainer | null {
  const holds = (format: WebMOutputFormat | Mp4OutputFormat) =>
    video !== null &&
    (format.getSupportedVideoCodecs() as string[]).includes(video) &&
    (audio === null || (format.getSupportedAudioCodecs() as string[]).includes(audio));
  if (holds(new WebMOutputFormat())) return 'webm';
  if (holds(new Mp4OutputFormat())) return 'mp4';
  return null;
}

export type CopyResult =
  | {
      kind: 'copied';
      buffer: ArrayBuffer;
      mimeType: string;
      durationSeconds: number;
      width: number;
      height: number;
    }
  /** A track could not be copied as it is (codec, timestamps): the caller re-encodes. */
  | { kind: 'cannot-copy'; reason: string };

/** What was written, measured again: the 300 s rule and the row's duration apply to it. */
async function measure(buffer: ArrayBuffer) {
  const input = new Input({ source: new BufferSource(buffer), formats: ALL_FORMATS });
  try {
    const track = await videoTrackOf(input);
    return {
      durationSeconds: await input.computeDuration(),
      width: await track.getDisplayWidth(),
      height: await track.getDisplayHeight(),
    };
  } finally {
    input.dispose();
  }
}

/**
 * Cuts `range` out of the file by copying its packets (copy mode 'forced': a track that would
 * need re-encoding is reported, never re-encoded here). The range must start on a keyframe
 * (planTrim chooses one): mediabunny would otherwise copy from the keyframe before, its frames
 * hidden behind negative timestamps that not every player hides.
 */
export async function copyRange(
  file: Blob,
  range: TrimRange,
  onProgress?: (fraction: number) => void,
): Promise<CopyResult> {
  const input = openInput(file);
  try {
    const video = await videoTrackOf(input);
    if (!(await startsOnKeyframe(video, range.startSeconds)))
      return { kind: 'cannot-copy', reason: 'the start is not on a keyframe' };
    const audio = await input.getPrimaryAudioTrack();
    const container = copyContainer(video.codec, audio ? audio.codec : null);
    if (!container) return { kind: 'cannot-copy', reason: `no container for ${video.codec}` };
    const target = new BufferTarget();
    const format =
      container === 'webm'
        ? new WebMOutputFormat()
        : new Mp4OutputFormat({ fastStart: 'in-memory' });
    const conversion = await Conversion.init({
      input,
      output: new Output({ format, target }),
      tracks: 'primary',
      trim: { start: range.startSeconds, end: range.endSeconds },
      copy: { mode: 'forced' },
      showWarnings: false,
    });
    const lost = conversion.discardedTracks.find((entry) => entry.reason !== 'discarded_by_user');
    if (!conversion.isValid || lost)
      return { kind: 'cannot-copy', reason: lost?.reason ?? 'nothing to copy' };
    if (onProgress) conversion.onProgress = onProgress;
    await conversion.execute();
    const buffer = target.buffer;
    if (!buffer) throw new Error('the cut wrote nothing');
    const mimeType = container === 'webm' ? 'video/webm' : 'video/mp4';
    return { kind: 'copied', buffer, mimeType, ...(await measure(buffer)) };
  } finally {
    input.dispose();
  }
}

/** Evenly spread times for `count` thumbnails, each in the middle of its slot. */
export function filmstripTimes(durationSeconds: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => (durationSeconds * (index + 0.5)) / count);
}

async function canvasImage(canvas: HTMLCanvasElement | OffscreenCanvas): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.7 });
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('no thumbnail'))),
      'image/jpeg',
      0.7,
    ),
  );
}

/**
 * `count` small thumbnails (`height` pixels high) across the video, each handed to `onFrame` as
 * soon as it is decoded. Nothing when this browser cannot decode the video.
 */
export async function filmstripFrames(
  file: Blob,
  count: number,
  height: number,
  onFrame: (index: number, timestamp: number, image: Blob) => void,
): Promise<void> {
  const input = openInput(file);
  try {
    const track = await videoTrackOf(input);
    if (!(await track.canDecode())) return;
    const times = filmstripTimes(await input.computeDuration(), count);
    const sink = new CanvasSink(track, { height, poolSize: 0 });
    let index = 0;
    for await (const frame of sink.canvasesAtTimestamps(times)) {
      if (frame) onFrame(index, times[index] ?? frame.timestamp, await canvasImage(frame.canvas));
      index++;
    }
  } finally {
    input.dispose();
  }
}
