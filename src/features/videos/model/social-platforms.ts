import { shareText } from './share-urls';

/** Part 2 §3 Social connection: the nine platforms, kept in local storage under one key. */
export const SOCIAL_PLATFORMS = [
  'twitter',
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
  'reddit',
  'telegram',
  'pinterest',
  'tumblr',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_STORAGE_KEY = 'laughloop.social-connections';

export const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  telegram: 'Telegram',
  pinterest: 'Pinterest',
  tumblr: 'Tumblr',
};

export interface SocialConnection {
  platform: SocialPlatform;
  isConnected: boolean;
  username: string | null;
  /** ISO time of the last (simulated) connection. */
  lastLogin: string | null;
}

export type SocialConnections = Record<SocialPlatform, SocialConnection>;

export { SHARE_DIALOG_CLOSE_MS, SIMULATED_CONNECT_MS } from './share-timers';

function isSocialPlatform(value: unknown): value is SocialPlatform {
  return typeof value === 'string' && (SOCIAL_PLATFORMS as readonly string[]).includes(value);
}

export function disconnected(platform: SocialPlatform): SocialConnection {
  return { platform, isConnected: false, username: null, lastLogin: null };
}

/** Whatever local storage held, read defensively: unknown platforms and malformed entries are dropped. */
export function parseConnections(stored: string | null): SocialConnections {
  const result = Object.fromEntries(
    SOCIAL_PLATFORMS.map((p) => [p, disconnected(p)]),
  ) as SocialConnections;
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    return result;
  }
  if (!Array.isArray(parsed)) return result;
  for (const entry of parsed) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { platform, isConnected, username, lastLogin } = entry as Record<string, unknown>;
    if (!isSocialPlatform(platform) || isConnected !== true || typeof username !== 'string')
      continue;
    result[platform] = {
      platform,
      isConnected: true,
      username,
      lastLogin: typeof lastLogin === 'string' ? lastLogin : null,
    };
  }
  return result;
}

export function serializeConnections(connections: SocialConnections): string {
  return JSON.stringify(SOCIAL_PLATFORMS.map((platform) => connections[platform]));
}

/** The simulated account name a connection gets (part 2 §4: a random username). */
export function randomUsername(
  platform: SocialPlatform,
  random: () => number = Math.random,
): string {
  return `${platform}_fan${Math.floor(random() * 9000 + 1000)}`;
}

const encode = encodeURIComponent;

/** Where a share to each platform opens. Instagram and YouTube have no web share intent: their home page opens. */
export function platformShareUrl(platform: SocialPlatform, url: string, title: string): string {
  const text = shareText(title);
  switch (platform) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(text)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${encode(url)}&title=${encode(title)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${encode(url)}&text=${encode(text)}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${encode(url)}&description=${encode(text)}`;
    case 'tumblr':
      return `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${encode(url)}&title=${encode(title)}`;
    case 'instagram':
      return 'https://www.instagram.com/';
    case 'youtube':
      return 'https://www.youtube.com/';
  }
}

/** Part 2 §5 Sharing: the message for a share that cannot start, or null when it may. */
export function shareSelectionError(
  selected: readonly SocialPlatform[],
  connections: SocialConnections,
): string | null {
  if (selected.length === 0) return 'Please select at least one platform to share to.';
  const unconnected = selected.find((platform) => !connections[platform].isConnected);
  return unconnected ? `Please connect to ${PLATFORM_NAMES[unconnected]} first` : null;
}
