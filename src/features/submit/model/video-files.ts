import { SERVER_RULES } from '@/lib/server-rules';

/**
 * Part 2 §5 and §9: uploads are MP4, WebM, MOV, AVI or MKV, at most 100MB and 300 seconds: the
 * uploads bucket's file_size_limit and videos_duration_valid, generated (src/lib/server-rules.ts).
 */
export const MAX_UPLOAD_BYTES: number = SERVER_RULES.bucketBytes.uploads;
export const MAX_DURATION_SECONDS: number = SERVER_RULES.maxVideoSeconds;

export type VideoExtension = 'mp4' | 'webm' | 'mov' | 'avi' | 'mkv';

/** The storage content type of each accepted container (the uploads bucket's allowed types). */
export const CONTENT_TYPES: Record<VideoExtension, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
};

const BY_MIME: Record<string, VideoExtension> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/avi': 'avi',
  'video/msvideo': 'avi',
  'video/x-matroska': 'mkv',
};

function isExtension(value: string): value is VideoExtension {
  return value in CONTENT_TYPES;
}

/** mp4/webm/mov/avi/mkv from the file name, else from its type; null for anything else. */
export function videoExtension(name: string, type: string): VideoExtension | null {
  const fromName = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (isExtension(fromName)) return fromName;
  const baseType = (type.split(';')[0] ?? '').trim().toLowerCase();
  return BY_MIME[baseType] ?? null;
}

export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
