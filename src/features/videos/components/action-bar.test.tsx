import type { User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { feedVideo } from '@/testing/feed-video';
import { click, render, settleUntil, waitForElement, type Rendered } from '@/testing/render';
import { creatorHashOf } from '../hooks/use-creator-hash';
import type { FeedVideo } from '../model/video';
import { ActionBar } from './action-bar';
import { VideoCard } from './video-card';

// videos-owner › 'another user sees no Edit or Delete…' (the UI half) and the owner's view beside
// it: what the video page's action bar and a Shorts card offer, by who is looking.

const OWNER_ID = 'owner-user-1';
const OTHER_ID = 'someone-else-2';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  useSession.setState({ session: null, user: null, loading: true });
});

function signedInAs(id: string | null): void {
  useSession.setState({ session: null, user: id ? ({ id } as User) : null, loading: false });
}

async function show(ui: ReactNode): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return rendered.container;
}

/** Opens the More menu of `video`. */
async function openMenu(root: HTMLElement, video: FeedVideo): Promise<Element> {
  const label = `More options for ${video.title}`;
  await click(root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!);
  return waitForElement(root, `[role="menu"][aria-label="${label}"]`);
}

const itemsOf = (menu: Element) =>
  [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent ?? '');

/** The items of the More menu of `video`, as a user would see them. */
async function menuItems(root: HTMLElement, video: FeedVideo): Promise<string[]> {
  return itemsOf(await openMenu(root, video));
}

const editButton = (root: HTMLElement, video: FeedVideo) =>
  root.querySelector(`button[aria-label="Edit ${video.title}"]`);

describe('the video page action bar', () => {
  // Read from the videos table: the row's user_id says whose it is.
  const video = feedVideo({ title: 'Not yours to touch', user_id: OWNER_ID });

  it('offers another user Share but no Edit, and a More menu of Download, Report and Block Uploader', async () => {
    signedInAs(OTHER_ID);
    const root = await show(<ActionBar video={video} />);
    expect(root.querySelector(`button[aria-label="Share ${video.title}"]`)).not.toBeNull();
    expect(editButton(root, video)).toBeNull();
    expect(await menuItems(root, video)).toEqual(['Download', 'Report', 'Block Uploader']);
  });

  it('offers the owner Edit, and Delete Video between Download and Report', async () => {
    signedInAs(OWNER_ID);
    const root = await show(<ActionBar video={video} />);
    expect(editButton(root, video)).not.toBeNull();
    expect(await menuItems(root, video)).toEqual(['Download', 'Delete Video', 'Report']);
  });
});

describe('a Shorts card, where only the creator hash tells whose video it is', () => {
  async function cardBy(): Promise<FeedVideo> {
    return feedVideo({ title: 'Gridded clip', creator_hash: await creatorHashOf(OWNER_ID) });
  }

  it('keeps Boost in the More menu and offers another user no Edit or Delete, but Block Uploader', async () => {
    signedInAs(OTHER_ID);
    const video = await cardBy();
    const root = await show(<VideoCard video={video} />);
    expect(await menuItems(root, video)).toEqual(['Boost', 'Download', 'Report', 'Block Uploader']);
  });

  it('offers the owner Edit and Delete Video once their creator hash is known', async () => {
    signedInAs(OWNER_ID);
    const video = await cardBy();
    const root = await show(<VideoCard video={video} />);
    const menu = await openMenu(root, video);
    // The user's hash is computed after the first render; the menu follows it.
    expect(await settleUntil(() => itemsOf(menu).includes('Edit'))).toBe(true);
    expect(itemsOf(menu)).toEqual(['Boost', 'Edit', 'Download', 'Delete Video', 'Report']);
  });
});
