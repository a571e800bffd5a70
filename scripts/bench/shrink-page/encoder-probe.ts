/**
 * How fast this browser encodes 720p with each codec the shrink may pick, and resizes 1080p to
 * 720p with each canvas filter: the measurement behind SHRINK_FORMATS' order (issue 39).
 */
import { SHRINK_FORMATS } from '@/lib/media/shrink-support';
import { SHRUNK_VIDEO_BITRATE } from '@/lib/media/shrink-plan';

export interface EncoderSpeed {
  codec: string;
  latencyMode: LatencyMode;
  /** Frames per second; null when this browser does not encode it. */
  fps: number | null;
}

export interface ResizeSpeed {
  quality: ImageSmoothingQuality;
  msPerFrame: number;
}

const FRAMES = 60;

/** A 1080p or 720p frame of noise and shapes, different each time (the encoder cannot coast). */
function frameSource(width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const draw = canvas.getContext('2d')!;
  const noise = new ImageData(256, 256);
  for (let i = 0; i < noise.data.length; i++) noise.data[i] = (Math.random() * 256) | 0;
  return (index: number) => {
    draw.fillStyle = `hsl(${(index * 7) % 360} 60% 40%)`;
    draw.fillRect(0, 0, width, height);
    for (let x = 0; x < width; x += 512) draw.putImageData(noise, (x + index * 9) % width, 64);
    return new VideoFrame(canvas, { timestamp: Math.round((index * 1e6) / 30) });
  };
}

async function encodeSpeed(codec: string, latencyMode: LatencyMode): Promise<number | null> {
  const config: VideoEncoderConfig = {
    codec,
    width: 1280,
    height: 720,
    bitrate: SHRUNK_VIDEO_BITRATE,
    framerate: 30,
    latencyMode,
  };
  if (!(await VideoEncoder.isConfigSupported(config)).supported) return null;
  const frames = frameSource(1280, 720);
  const encoder = new VideoEncoder({ output: () => undefined, error: () => undefined });
  encoder.configure(config);
  const started = performance.now();
  for (let index = 0; index < FRAMES; index++) {
    const frame = frames(index);
    encoder.encode(frame, { keyFrame: index % 60 === 0 });
    frame.close();
    while (encoder.encodeQueueSize > 4)
      await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
  }
  await encoder.flush();
  encoder.close();
  return (FRAMES * 1000) / (performance.now() - started);
}

/** Whether each audio encoder the formats need is there (Linux Chromium has no AAC encoder). */
export async function probeAudio(): Promise<Record<string, boolean>> {
  const answers: Record<string, boolean> = {};
  for (const { audioCodecString } of SHRINK_FORMATS)
    answers[audioCodecString] =
      (
        await AudioEncoder.isConfigSupported({
          codec: audioCodecString,
          sampleRate: 48_000,
          numberOfChannels: 2,
          bitrate: 96_000,
        })
      ).supported === true;
  return answers;
}

export async function probeEncoders(): Promise<EncoderSpeed[]> {
  const speeds: EncoderSpeed[] = [];
  for (const format of SHRINK_FORMATS)
    for (const latencyMode of ['quality', 'realtime'] as const)
      speeds.push({
        codec: format.video,
        latencyMode,
        fps: await encodeSpeed(format.videoCodecString, latencyMode),
      });
  return speeds;
}

export function probeResize(): ResizeSpeed[] {
  const make = frameSource(1920, 1080);
  const frames = Array.from({ length: 10 }, (_, index) => make(index));
  const speeds = (['high', 'low'] as const).map((quality) => {
    const target = new OffscreenCanvas(1280, 720);
    const draw = target.getContext('2d', { alpha: false })!;
    draw.imageSmoothingQuality = quality;
    const started = performance.now();
    for (let index = 0; index < 30; index++) {
      draw.drawImage(frames[index % frames.length]!, 0, 0, 1280, 720);
      new VideoFrame(target, { timestamp: index }).close();
    }
    return { quality, msPerFrame: (performance.now() - started) / 30 };
  });
  for (const frame of frames) frame.close();
  return speeds;
}
