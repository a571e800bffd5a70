import { parseHttpUrl } from '@/lib/http-url';
import type { FeedVideo } from './video';

/** Part 2 §9: ids are shown truncated to 12 characters (creator hashes to 8: @/lib/creator-hash). */
const SHORT_ID_LENGTH = 12;

export function shortVideoId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

/** The in-app page a shared link lands on. */
export function videoPagePath(id: string): string {
  return `/video/${encodeURIComponent(id)}`;
}

/** The absolute link people share: the configured site URL (design decision 8), never a host guess. */
export function videoShareUrl(id: string, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${videoPagePath(id)}`;
}

export function boostPlansPath(id: string): string {
  return `/boost-plans?videoId=${encodeURIComponent(id)}`;
}

/** The id part of a /video/:id path segment; null when it cannot be a video id. */
export function videoIdFromParam(param: string | undefined): string | null {
  if (!param) return null;
  let id: string;
  try {
    id = decodeURIComponent(param);
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

const VIDEO_FILE = /\.(mp4|webm|mov|m4v|ogv|mkv|avi)(\?|#|$)/i;
const YOUTUBE =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/;

/** A stored file a <video> can play, a YouTube link (embeddable) or any other pasted link. */
export type MediaKind = 'file' | 'youtube' | 'link';

export function youtubeId(url: string): string | null {
  return YOUTUBE.exec(url)?.[1] ?? null;
}

export function mediaKind(url: string): MediaKind {
  if (youtubeId(url)) return 'youtube';
  if (url.startsWith('/samples/') || url.includes('/storage/v1/object/') || VIDEO_FILE.test(url))
    return 'file';
  return 'link';
}

/** A pasted link made safe to open: the normalised absolute URL when it is http(s), else null. */
export function externalHttpUrl(url: string): string | null {
  return parseHttpUrl(url)?.href ?? null;
}

/** Absolute URL of a media file (samples are root-relative), the key the video cache uses. */
export function absoluteMediaUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** Thumbnail to show: the stored one, YouTube's own still, or null for the placeholder. */
export function thumbnailFor(video: Pick<FeedVideo, 'thumbnail_url' | 'video_url'>): string | null {
  if (video.thumbnail_url) return video.thumbnail_url;
  const youtube = youtubeId(video.video_url);
  return youtube ? `https://i.ytimg.com/vi/${youtube}/hqdefault.jpg` : null;
}

/** File name offered by Download: the title made safe, with the file's own extension. */
export function downloadFileName(video: Pick<FeedVideo, 'title' | 'video_url'>): string {
  const extension = VIDEO_FILE.exec(video.video_url)?.[1]?.toLowerCase() ?? 'mp4';
  const base =
    video.title
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'video';
  return `${base.slice(0, 60)}.${extension}`;
}

/** The absolute URL a <video> plays and the video cache stores; null for links that are not files. */
export function playableFileUrl(
  video: Pick<FeedVideo, 'video_url'>,
  origin: string,
): string | null {
  return mediaKind(video.video_url) === 'file' ? absoluteMediaUrl(video.video_url, origin) : null;
}
