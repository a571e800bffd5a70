import { vi } from 'vitest';
import type { ResumableUpload } from '../outbox/tus-protocol';
import { FAKE_API, fakeTusServer } from './fake-tus-server';
import { memoryResumeUrls } from './memory-resume-urls';

/** Shared by the worker TUS client's tests: uploads against an in-memory TUS server. */
export const MB = 1024 * 1024;
export const ENDPOINT = `${FAKE_API}/storage/v1/upload/resumable`;

/** Random bytes: a pattern repeating every 6 MB would hide a chunk sent from the wrong offset. */
function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
  return bytes;
}

/** A 7 MB upload (two chunks) against a fresh fake server, with what it reported. */
export function setup(size = 7 * MB) {
  const server = fakeTusServer();
  const fetch = vi.fn(server.fetch);
  vi.stubGlobal('fetch', fetch);
  const source = randomBytes(size);
  const resumeUrls = memoryResumeUrls();
  const progress: number[] = [];
  const acknowledged: number[] = [];
  let controller = new AbortController();
  const options = (): ResumableUpload => ({
    blob: new Blob([source], { type: 'video/webm' }),
    apiUrl: `${FAKE_API}/`,
    anonKey: 'anon-key',
    bucket: 'uploads',
    objectName: 'user-1/1700000000000.webm',
    contentType: 'video/webm',
    fingerprint: 'item-1:video',
    resumeUrls,
    accessToken: () => Promise.resolve('token'),
    signal: controller.signal,
    onProgress: (sent) => progress.push(sent),
    onAcknowledged: (accepted) => acknowledged.push(accepted),
  });
  const renewSignal = () => (controller = new AbortController());
  return { server, fetch, source, resumeUrls, progress, acknowledged, options, renewSignal };
}

export function stored(server: ReturnType<typeof fakeTusServer>): Uint8Array {
  const [upload] = [...server.uploads.values()];
  return upload!.bytes.subarray(0, upload!.offset);
}

export function decodeMetadata(header: string): Record<string, string> {
  return Object.fromEntries(
    header.split(',').map((pair) => {
      const [key, value] = pair.split(' ');
      const binary = atob(value!);
      const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      return [key!, new TextDecoder().decode(bytes)];
    }),
  );
}
