import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type * as Mediabunny from 'mediabunny';

/** mediabunny's own ES module bundle, loaded into the page under test (there is no ffmpeg here). */
const MEDIABUNNY_BUNDLE = 'node_modules/mediabunny/dist/bundles/mediabunny.min.mjs';

export interface ClipSpec {
  seconds: number;
  width: number;
  height: number;
  fps: number;
  /** Bits per second asked of the encoder; detailed frames keep it from undershooting. */
  videoBitrate: number;
}

export interface GeneratedClip {
  bytes: number;
  mimeType: string;
  codec: string;
  generateMs: number;
}

declare global {
  interface Window {
    /** The last clip generateClipInPage made, kept in the page (bench and tests read it there). */
    __generatedClip?: Blob;
  }
}

/**
 * Makes a `spec.width`×`spec.height` WebM (VP8, or VP9 where VP8 does not encode, with a stereo
 * Opus tone) in the page, with WebCodecs through mediabunny: moving shapes over noise tiles, so
 * the encoder has real detail to spend its bitrate on. The clip stays in the page as
 * window.__generatedClip.
 */
export function generateClipInPage(page: Page, spec: ClipSpec): Promise<GeneratedClip> {
  const source = readFileSync(MEDIABUNNY_BUNDLE, 'utf8');
  return page.evaluate(
    async ([moduleSource, clip]) => {
      const started = performance.now();
      const url = URL.createObjectURL(new Blob([moduleSource], { type: 'text/javascript' }));
      const M = (await import(/* @vite-ignore */ url)) as typeof Mediabunny;
      const codec = (await M.canEncodeVideo('vp8', { width: clip.width, height: clip.height }))
        ? 'vp8'
        : 'vp9';
      const canvas = new OffscreenCanvas(clip.width, clip.height);
      const draw = canvas.getContext('2d');
      if (!draw) throw new Error('no 2d canvas');
      const tiles = Array.from({ length: 4 }, () => {
        const tile = new OffscreenCanvas(128, 128);
        const pixels = new ImageData(128, 128);
        for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = (Math.random() * 256) | 0;
        tile.getContext('2d')?.putImageData(pixels, 0, 0);
        return tile;
      });
      const output = new M.Output({
        format: new M.WebMOutputFormat(),
        target: new M.BufferTarget(),
      });
      const video = new M.CanvasSource(canvas, {
        codec,
        quality: new M.Quality({ bitrate: clip.videoBitrate }),
        keyFrameInterval: 2,
        // The encoder's fast mode: making the input is not what is measured.
        latencyMode: 'realtime',
      });
      const audio = new M.AudioSampleSource({
        codec: 'opus',
        quality: new M.Quality({ bitrate: 128_000 }),
      });
      output.addVideoTrack(video, { frameRate: clip.fps });
      output.addAudioTrack(audio);
      await output.start();
      const frames = Math.round(clip.seconds * clip.fps);
      for (let frame = 0; frame < frames; frame++) {
        const t = frame / clip.fps;
        draw.fillStyle = `hsl(${(frame * 3) % 360} 60% 40%)`;
        draw.fillRect(0, 0, clip.width, clip.height);
        draw.globalAlpha = 0.5;
        // Noise on the lower third only: enough detail to spend bits on, cheap to draw.
        for (let y = Math.floor((clip.height * 2) / 3 / 128) * 128; y < clip.height; y += 128)
          for (let x = 0; x < clip.width; x += 128)
            draw.drawImage(tiles[(x / 128 + y / 128 + frame) % 4]!, x, y);
        draw.globalAlpha = 1;
        draw.fillStyle = '#fff';
        draw.beginPath();
        draw.arc(
          (clip.width / 2) * (1 + Math.sin(t)),
          (clip.height / 2) * (1 + Math.cos(t * 1.3)),
          clip.height / 8,
          0,
          2 * Math.PI,
        );
        draw.fill();
        draw.font = `${Math.round(clip.height / 10)}px sans-serif`;
        draw.fillText(`${t.toFixed(2)} s`, clip.width / 20, clip.height / 6);
        await video.add(t, 1 / clip.fps);
        if (frame % clip.fps === 0) {
          const rate = 48_000;
          const data = new Float32Array(rate * 2);
          for (let i = 0; i < rate; i++)
            data[i] = data[rate + i] = 0.2 * Math.sin((2 * Math.PI * 440 * i) / rate);
          const sample = new M.AudioSample({
            data,
            format: 'f32-planar',
            numberOfChannels: 2,
            sampleRate: rate,
            timestamp: t,
          });
          await audio.add(sample);
          sample.close();
        }
      }
      await output.finalize();
      const buffer = output.target.buffer;
      if (!buffer) throw new Error('the generator wrote nothing');
      window.__generatedClip = new Blob([buffer], { type: 'video/webm' });
      URL.revokeObjectURL(url);
      return {
        bytes: buffer.byteLength,
        mimeType: 'video/webm',
        codec,
        generateMs: performance.now() - started,
      };
    },
    [source, spec] as const,
  );
}

/** The generated clip's bytes, brought out of the page (for setInputFiles). */
export async function generatedClipBytes(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const clip = window.__generatedClip;
    if (!clip) throw new Error('no clip generated in this page');
    const bytes = new Uint8Array(await clip.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}
