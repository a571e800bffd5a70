import { SERVER_RULES } from '@/lib/server-rules';

/** Part 2 §3 premium_posts as the group reads it: a display name, never an email. */
export interface PremiumPost {
  id: string;
  userId: string;
  displayName: string;
  videoUrl: string;
  description: string | null;
  platform: 'youtube' | 'tiktok';
  createdAt: string;
}

export const PLATFORMS = ['youtube', 'tiktok'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_LABELS: Record<Platform, string> = { youtube: 'YouTube', tiktok: 'TikTok' };
export const DESCRIPTION_MAX: number = SERVER_RULES.textLimits.premiumPostDescription;

export function isPlatform(value: unknown): value is Platform {
  return value === 'youtube' || value === 'tiktok';
}

/** One row of the feed; rows that do not read right are dropped. */
export function parsePost(row: Record<string, unknown>): PremiumPost | null {
  const { id, user_id, display_name, video_url, description, platform, created_at } = row;
  if (
    typeof id !== 'string' ||
    typeof user_id !== 'string' ||
    typeof video_url !== 'string' ||
    typeof created_at !== 'string' ||
    !isPlatform(platform)
  )
    return null;
  return {
    id,
    userId: user_id,
    displayName: typeof display_name === 'string' && display_name ? display_name : 'Member',
    videoUrl: video_url,
    description: typeof description === 'string' && description.trim() ? description : null,
    platform,
    createdAt: created_at,
  };
}

const HOSTS: Record<Platform, RegExp> = {
  youtube: /(^|\.)(youtube\.com|youtu\.be)$/i,
  tiktok: /(^|\.)tiktok\.com$/i,
};

export interface ShareInput {
  videoUrl: string;
  platform: Platform;
  description: string;
}

/**
 * Part 2 §5 Premium group share: the URL is required; it must be a link to the chosen platform
 * (the member shares for support there). Null when the share can go.
 */
export function shareProblem(input: ShareInput): string | null {
  const url = input.videoUrl.trim();
  if (!url) return 'Video URL is required';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a full link, starting with https://';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'Enter a full link, starting with https://';
  if (!HOSTS[input.platform].test(parsed.hostname))
    return `That is not a ${PLATFORM_LABELS[input.platform]} link.`;
  if (input.description.length > DESCRIPTION_MAX)
    return `The description can be at most ${DESCRIPTION_MAX} characters.`;
  return null;
}
