import { SHRUNK_AUDIO_BITRATE, SHRUNK_VIDEO_BITRATE } from './shrink-plan';

/**
 * What a shrunk file is: H.264/AAC MP4 where the browser encodes both, else VP8 (or VP9) with Opus
 * in WebM. Issue 39 picked the order by measured speed (`npm run bench:shrink` prints each
 * encoder's): in Debian chromium 720p VP8 encodes at ~90 fps, VP9 at ~63.
 */
export interface ShrinkFormat {
  container: 'webm' | 'mp4';
  mimeType: 'video/webm' | 'video/mp4';
  /** mediabunny's codec names. */
  video: 'avc' | 'vp8' | 'vp9';
  audio: 'opus' | 'aac';
  /**
   * The WebCodecs strings the encoders are asked about at 720p: for H.264 the one mediabunny
   * configures (High profile, level 3.1), so a browser that only has Baseline is not picked.
   */
  videoCodecString: string;
  audioCodecString: string;
}

const AVC_MP4: ShrinkFormat = {
  container: 'mp4',
  mimeType: 'video/mp4',
  video: 'avc',
  audio: 'aac',
  videoCodecString: 'avc1.64001f',
  audioCodecString: 'mp4a.40.2',
};

const VP8_WEBM: ShrinkFormat = {
  container: 'webm',
  mimeType: 'video/webm',
  video: 'vp8',
  audio: 'opus',
  videoCodecString: 'vp8',
  audioCodecString: 'opus',
};

const VP9_WEBM: ShrinkFormat = {
  container: 'webm',
  mimeType: 'video/webm',
  video: 'vp9',
  audio: 'opus',
  videoCodecString: 'vp09.00.31.08',
  audioCodecString: 'opus',
};

/** In order of preference. */
export const SHRINK_FORMATS: readonly ShrinkFormat[] = [AVC_MP4, VP8_WEBM, VP9_WEBM];

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
const webCodecsProbe: FormatProbe = async (format) => {
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
