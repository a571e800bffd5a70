import { create } from 'zustand';
import { HIDDEN_CONTENT_KEY } from './hidden-content-key';
import type { SessionState } from './session';

export { HIDDEN_CONTENT_KEY };

/**
 * What the signed-in member reported or blocked, kept on this device so it is hidden at once and
 * offline (issue 34 §2, §3): the server leaves the same out of everything it answers them, but
 * lists kept on the device, the service worker's copies and a block still waiting in the outbox
 * know nothing of it. The videos feature leaves these out of every list and player, the comments
 * feature out of every sheet. Shared here because a block starts in either feature.
 *
 * Kept in localStorage under HIDDEN_CONTENT_KEY (index.html's first-paint script reads it too),
 * for one member: another member signing in on this device starts from nothing.
 */
export interface HiddenContent {
  /** The member this belongs to; null until someone signs in. */
  owner: string | null;
  /** Videos the member reported. */
  videos: string[];
  /** Blocked uploaders as the feeds name them (creator_hash). */
  creators: string[];
  /** Blocked members by id (comments carry it; so do rows read from the videos table). */
  users: string[];
}

const EMPTY: HiddenContent = { owner: null, videos: [], creators: [], users: [] };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function readHiddenContent(raw: string | null): HiddenContent {
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<
      Record<keyof HiddenContent, unknown>
    > | null;
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    return {
      owner: typeof parsed.owner === 'string' ? parsed.owner : null,
      videos: strings(parsed.videos),
      creators: strings(parsed.creators),
      users: strings(parsed.users),
    };
  } catch {
    return EMPTY;
  }
}

function load(): HiddenContent {
  try {
    return readHiddenContent(localStorage.getItem(HIDDEN_CONTENT_KEY));
  } catch {
    return EMPTY;
  }
}

export const useHiddenContent = create<HiddenContent>(load);
useHiddenContent.subscribe((state) => {
  try {
    localStorage.setItem(HIDDEN_CONTENT_KEY, JSON.stringify(state));
  } catch {
    // Storage blocked: hidden for this visit only; the server still leaves it out.
  }
});

const add = (list: string[], value: string | null | undefined) =>
  value && !list.includes(value) ? [...list, value] : list;
const remove = (list: string[], value: string | null | undefined) =>
  value ? list.filter((item) => item !== value) : list;

export function hideVideo(videoId: string): void {
  useHiddenContent.setState((state) => ({ videos: add(state.videos, videoId) }));
}

export interface CreatorRef {
  userId?: string | null;
  creatorHash?: string | null;
}

export function hideCreator({ userId, creatorHash }: CreatorRef): void {
  useHiddenContent.setState((state) => ({
    creators: add(state.creators, creatorHash),
    users: add(state.users, userId),
  }));
}

export function showCreator({ userId, creatorHash }: CreatorRef): void {
  useHiddenContent.setState((state) => ({
    creators: remove(state.creators, creatorHash),
    users: remove(state.users, userId),
  }));
}

/** A row of any video list: what tells whose it is. */
export interface VideoRef {
  id: string;
  creator_hash?: string | null;
  user_id?: string | null;
}

/** Whether the member reported this video or blocked its uploader. */
export function isVideoHidden(hidden: HiddenContent, video: VideoRef): boolean {
  return (
    hidden.videos.includes(video.id) ||
    (!!video.creator_hash && hidden.creators.includes(video.creator_hash)) ||
    (!!video.user_id && hidden.users.includes(video.user_id))
  );
}

/** Whether the member blocked this author (by id, or by the hash their videos carry). */
export function isAuthorHidden(
  hidden: HiddenContent,
  userId: string,
  creatorHash: string | null = null,
): boolean {
  return hidden.users.includes(userId) || (!!creatorHash && hidden.creators.includes(creatorHash));
}

/**
 * Another member (or the first) signed in: what was hidden belonged to someone else. Signing out
 * keeps it (the device's member still does not want to see it). src/app calls this on every
 * session change.
 */
export function followHiddenContentOwner({
  loading,
  user,
}: Pick<SessionState, 'loading' | 'user'>): void {
  if (loading || !user) return;
  if (useHiddenContent.getState().owner !== user.id)
    useHiddenContent.setState({ ...EMPTY, owner: user.id });
}
