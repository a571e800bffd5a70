import { SHRUNK_AUDIO_BITRATE, SHRUNK_VIDEO_BITRATE } from './shrink-plan';

/** What a shrunk file is: VP9/Opus WebM, or H.264/AAC MP4 where only that encodes. */
export interface ShrinkFormat {
  container: 'webm' | 'mp4';
  mimeType: 'video/webm' | 'video/mp4';
  /** mediabunny's codec names. */
  video: 'vp9' | 'avc';
  audio: 'opus' | 'aac';
  /** The WebCodecs strings the encoders are asked about (720p, level 3.1). */
  videoCodecString: string;
  audioCodecString: string;
}

export const SHRINK_FORMATS: readonly ShrinkFormat[] = [
  {
    container: 'webm',
    mimeType: 'video/webm',
    video: 'vp9',
    audio: 'opus',
    videoCodecString: 'vp09.00.31.08',
    audioCodecString: 'opus',
  },
  {
    container: 'mp4',
    mimeType: 'video/mp4',
    video: 'avc',
    audio: 'aac',
    videoCodecString: 'avc1.4d401f',
    audioCodecString: 'mp4a.40.2',
  },
];

/** Whether this browser encodes `format` at 720p; injected in tests. */
export type FormatProbe = (format: ShrinkFormat) => Promise<boolean>;

/** The first format both encoders accept, in the order of preference; null: none. */
export async function pickShrinkFormat(probe: FormatProbe): Promise<ShrinkFormat | null> {
  for (const format of SHRINK_FORMATS) {
    if (await probe(format).catch(() => false)) return format;
  }
  return null;
}

/** WebCodecs' own answer, on a page or in a dedicated worker (not in the service worker). */
export const webCodecsProbe: FormatProbe = async (format) => {
  if (typeof VideoEncoder === 'undefined' || typeof AudioEncoder === 'undefined') return false;
  const [video, audio] = await Promise.all([
    VideoEncoder.isConfigSupported({
      codec: format.videoCodecString,
      width: 1280,
      height: 720,
      bitrate: SHRUNK_VIDEO_BITRATE,
    }),
    AudioEncoder.isConfigSupported({
      codec: format.audioCodecString,
      sampleRate: 48_000,
      numberOfChannels: 2,
      bitrate: SHRUNK_AUDIO_BITRATE,
    }),
  ]);
  return video.supported === true && audio.supported === true;
};

let cached: Promise<ShrinkFormat | null> | null = null;

/** The format this browser shrinks to, asked once; null when it cannot shrink (upload the original). */
export function shrinkFormat(): Promise<ShrinkFormat | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  cached ??= pickShrinkFormat(webCodecsProbe);
  return cached;
}
