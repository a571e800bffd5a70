import { parseHttpUrl } from '@/lib/http-url';

/**
 * Pasted links (part 2 §5): the accepted sources and the platform id each one carries. The video's
 * own id is always the outbox item's UUID (the spec's "random id"); the platform id is kept as
 * external_id where the URL has one: YouTube (watch, shorts, embed, short link) an 11-character
 * id, TikTok the numeric id, Instagram the post id.
 */
type VideoPlatform = 'youtube' | 'tiktok' | 'instagram' | 'facebook' | 'twitter' | 'vimeo';

export interface ParsedVideoUrl {
  url: string;
  platform: VideoPlatform;
  externalId: string | null;
}

const PLATFORM_DOMAINS: ReadonlyArray<readonly [VideoPlatform, readonly string[]]> = [
  ['youtube', ['youtube.com', 'youtu.be', 'youtube-nocookie.com']],
  ['tiktok', ['tiktok.com']],
  ['instagram', ['instagram.com', 'instagr.am']],
  ['facebook', ['facebook.com', 'fb.watch', 'fb.com']],
  ['twitter', ['twitter.com', 'x.com']],
  ['vimeo', ['vimeo.com']],
];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_PATH_ID = /^\/(?:shorts|embed|live|v)\/([A-Za-z0-9_-]{11})(?:[/?#]|$)/;
const TIKTOK_ID = /\/(?:video|v)\/(\d{5,30})(?:\.html)?(?:[/?#]|$)/;
const INSTAGRAM_ID =
  /^\/(?:[A-Za-z0-9_.]+\/)?(?:p|reel|reels|tv)\/([A-Za-z0-9_-]{5,64})(?:[/?#]|$)/;

function platformOf(hostname: string): VideoPlatform | null {
  const host = hostname.toLowerCase();
  for (const [platform, domains] of PLATFORM_DOMAINS) {
    if (domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return platform;
  }
  return null;
}

function youtubeId(url: URL): string | null {
  if (url.hostname.toLowerCase().endsWith('youtu.be')) {
    const id = url.pathname.split('/')[1] ?? '';
    return YOUTUBE_ID.test(id) ? id : null;
  }
  if (url.pathname === '/watch') {
    const id = url.searchParams.get('v') ?? '';
    return YOUTUBE_ID.test(id) ? id : null;
  }
  return YOUTUBE_PATH_ID.exec(url.pathname)?.[1] ?? null;
}

function externalIdFor(platform: VideoPlatform, url: URL): string | null {
  switch (platform) {
    case 'youtube':
      return youtubeId(url);
    case 'tiktok':
      return TIKTOK_ID.exec(url.pathname)?.[1] ?? null;
    case 'instagram':
      return INSTAGRAM_ID.exec(url.pathname)?.[1] ?? null;
    default:
      return null;
  }
}

/**
 * The link's platform and id, or null when it is not an http(s) link to an accepted source. An
 * http link is stored as https: every platform serves it, and the database takes https links only.
 */
export function parseVideoUrl(input: string): ParsedVideoUrl | null {
  const url = parseHttpUrl(input);
  if (!url) return null;
  const platform = platformOf(url.hostname);
  if (!platform) return null;
  url.protocol = 'https:';
  return { url: url.toString(), platform, externalId: externalIdFor(platform, url) };
}

/** YouTube serves a still for every video id: a thumbnail without fetching anything ourselves. */
export function linkThumbnailUrl(parsed: ParsedVideoUrl): string | null {
  return parsed.platform === 'youtube' && parsed.externalId
    ? `https://i.ytimg.com/vi/${parsed.externalId}/hqdefault.jpg`
    : null;
}
