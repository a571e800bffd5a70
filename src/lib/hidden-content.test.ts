import type { User } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  followHiddenContentOwner,
  HIDDEN_CONTENT_KEY,
  hideCreator,
  hideVideo,
  isAuthorHidden,
  isVideoHidden,
  readHiddenContent,
  showCreator,
  useHiddenContent,
} from './hidden-content';

const signedIn = (id: string) => ({ loading: false, user: { id } as User });

beforeEach(() => {
  useHiddenContent.setState({ owner: 'me', videos: [], creators: [], users: [] });
});
// Files share one module graph (tests/README.md): nothing hidden is left for the next one.
afterEach(() => {
  useHiddenContent.setState({ owner: null, videos: [], creators: [], users: [] });
});

describe('what a member reported or blocked, on this device', () => {
  it('hides a reported video, and every video and comment of a blocked member by id or creator hash', () => {
    hideVideo('reported');
    hideCreator({ userId: 'pest', creatorHash: 'b10cked1' });
    const hidden = useHiddenContent.getState();
    expect(isVideoHidden(hidden, { id: 'reported' })).toBe(true);
    expect(isVideoHidden(hidden, { id: 'feed-row', creator_hash: 'b10cked1' })).toBe(true);
    expect(isVideoHidden(hidden, { id: 'table-row', user_id: 'pest' })).toBe(true);
    expect(
      isVideoHidden(hidden, { id: 'other', creator_hash: 'abcdef12', user_id: 'friend' }),
    ).toBe(false);
    expect(isAuthorHidden(hidden, 'pest')).toBe(true);
    expect(isAuthorHidden(hidden, 'stranger', 'b10cked1')).toBe(true);
    expect(isAuthorHidden(hidden, 'friend', 'abcdef12')).toBe(false);
  });

  it('keeps each once, forgets a member on unblock, and survives a reload through localStorage', () => {
    hideVideo('v1');
    hideVideo('v1');
    hideCreator({ creatorHash: 'b10cked1' });
    hideCreator({ userId: 'pest', creatorHash: 'b10cked1' });
    expect(useHiddenContent.getState()).toMatchObject({
      videos: ['v1'],
      creators: ['b10cked1'],
      users: ['pest'],
    });
    expect(readHiddenContent(localStorage.getItem(HIDDEN_CONTENT_KEY))).toEqual(
      useHiddenContent.getState(),
    );
    showCreator({ userId: 'pest', creatorHash: 'b10cked1' });
    expect(useHiddenContent.getState()).toMatchObject({ videos: ['v1'], creators: [], users: [] });
  });

  it('starts afresh when another member signs in, and keeps it through sign-out and loading', () => {
    hideVideo('mine');
    followHiddenContentOwner({ loading: true, user: null });
    followHiddenContentOwner({ loading: false, user: null });
    followHiddenContentOwner(signedIn('me'));
    expect(useHiddenContent.getState().videos).toEqual(['mine']);
    followHiddenContentOwner(signedIn('someone-else'));
    expect(useHiddenContent.getState()).toEqual({
      owner: 'someone-else',
      videos: [],
      creators: [],
      users: [],
    });
  });

  it('reads damaged storage as nothing hidden', () => {
    expect(readHiddenContent('{oops')).toEqual({
      owner: null,
      videos: [],
      creators: [],
      users: [],
    });
    expect(
      readHiddenContent(JSON.stringify({ owner: 1, videos: ['a', 2], creators: 'x' })),
    ).toEqual({ owner: null, videos: ['a'], creators: [], users: [] });
  });
});
