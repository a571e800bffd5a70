import type { User } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '@/lib/session';
import { useSession } from '@/lib/session';
import { saveVideoEdit } from './save-video-edit';

// The owner's Edit dialog saves through the Data API, and the database moderates the edit
// (20261128100100_videos_moderated_by_the_database.sql): what the owner is told for each answer.

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/toast-store', () => ({ toast }));
vi.mock('@/lib/sounds', () => ({ playSound: vi.fn() }));
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  currentAccessToken: () => Promise.resolve('owner-token'),
}));

const OWNER = { id: 'owner-1' } as User;
const VALUES = {
  title: 'Cat meets cucumber',
  video_url: 'https://clips.example/cat.webm',
  challenge_tag: null,
};

/** The row PATCH /rest/v1/videos answers with (return=representation). */
const savedRow = (moderation_status: string) => ({
  id: 'vid-1',
  ...VALUES,
  thumbnail_url: null,
  user_id: OWNER.id,
  upload_time: null,
  created_at: null,
  views: 0,
  likes_count: 0,
  category: 'comedy',
  is_boosted: false,
  boost_until: null,
  moderation_status,
});

function answerPatchWith(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
}

beforeEach(() => {
  useSession.setState({ session: null, user: OWNER, loading: false });
  // The failure is logged for developers; the tests read what the owner is told.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.mockReset();
  useSession.setState({ session: null, user: null, loading: true });
});

describe('saving an edit the database moderates', () => {
  it("shows a refusal as 'Policy Violation' with the rule's words, and keeps the dialog open", async () => {
    answerPatchWith(400, {
      code: '23514',
      message: 'Video URLs must use a domain name, not an IP address.',
      details: 'content_policy',
      hint: null,
    });
    expect(await saveVideoEdit('vid-1', VALUES, null)).toBe(false);
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Policy Violation',
      description: 'Video URLs must use a domain name, not an IP address.',
      variant: 'destructive',
    });
  });

  it("keeps the spec's 'Update Failed' for any other refusal", async () => {
    answerPatchWith(400, {
      code: '23514',
      message: 'new row for relation "videos" violates check constraint "videos_category_valid"',
      details: null,
      hint: null,
    });
    expect(await saveVideoEdit('vid-1', VALUES, null)).toBe(false);
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Update Failed',
      description: 'Unable to update video. Please try again.',
      variant: 'destructive',
    });
  });

  it('says a saved edit the database held for review is awaiting it', async () => {
    answerPatchWith(200, [savedRow('pending')]);
    expect(await saveVideoEdit('vid-1', VALUES, null)).toBe(true);
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Video Updated',
      description:
        'Your changes are saved. The video is awaiting review: it is hidden from others until a moderator approves it.',
      variant: 'success',
    });
  });

  it('says only that the changes are saved when the video stays published', async () => {
    answerPatchWith(200, [savedRow('approved')]);
    expect(await saveVideoEdit('vid-1', VALUES, null)).toBe(true);
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Video Updated',
      description: 'Your changes are saved.',
      variant: 'success',
    });
  });
});
