import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ActionBar, VideoCard } from '@/features/videos';
import { useAuthDialog } from '@/lib/auth-dialog';
import { createQueryClient } from '@/lib/query/client';
import { feedVideo } from '@/testing/feed-video';
import { resetAccountStores, signedIn, signedOut } from '@/testing/accounts';
import { openDialogNamed, openedDialog } from '@/testing/queries';
import { click, render, settleUntil, waitForElement, type Rendered } from '@/testing/render';
import { WithBoostDialog } from './boost-dialog-slot';
import { loadBoostDialog } from '@/features/boosts';

// Issue 37 item 3: Boost on Latest Videos (and every list) opens the boost dialog in place
// instead of going to /boost-plans; a visitor is asked to sign in.

const video = feedVideo({ id: 'v-latest', title: 'Boost me in place' });
const carded = feedVideo({ id: 'v-card', title: 'Boost me from a card' });

let rendered: Rendered | undefined;
beforeAll(async () => {
  // The dialog is lazy; its first import alone can take seconds on a busy runner.
  await loadBoostDialog();
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  resetAccountStores();
});

async function showLatest(withDialog = true) {
  const page = (
    <>
      <ActionBar video={video} />
      <ul>
        <VideoCard video={carded} />
      </ul>
    </>
  );
  const router = createMemoryRouter(
    [
      // As in the app's layout: one provider around every page.
      {
        element: (
          <WithBoostDialog>
            <Outlet />
          </WithBoostDialog>
        ),
        children: [
          { path: '/latest-videos', element: page },
          { path: '/about-us', element: <p>About</p> },
        ],
      },
      { path: '/without-dialog', element: page },
    ],
    { initialEntries: [withDialog ? '/latest-videos' : '/without-dialog'] },
  );
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, root: rendered.container };
}

const boostButton = (root: HTMLElement) =>
  root.querySelector<HTMLButtonElement>(`button[aria-label="Boost ${video.title}"]`);

describe("the action bar's Boost", () => {
  it('opens the boost dialog over the page for a member, with the three plans', async () => {
    signedIn(false);
    const { router, root } = await showLatest();
    await click(boostButton(root)!);
    const dialog = await openedDialog('Boost Video');
    expect(dialog?.textContent).toContain(video.title);
    expect(
      [...dialog!.querySelectorAll('[data-plan] button')].map((button) => button.textContent),
    ).toEqual(['Boost for $1.00', 'Boost for $5.00', 'Boost for $10.00']);
    expect(router.state.location.pathname).toBe('/latest-videos');
  });

  it("opens it from a card's More menu too, and closes it when the page changes", async () => {
    signedIn(false);
    const { router, root } = await showLatest();
    await click(
      root.querySelector<HTMLButtonElement>(
        `button[aria-label="More options for ${carded.title}"]`,
      )!,
    );
    const menu = await waitForElement(root, '[role="menu"]');
    const boost = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
      (item) => item.textContent === 'Boost',
    );
    expect(boost?.tagName).toBe('BUTTON');
    await click(boost!);
    expect((await openedDialog('Boost Video'))?.textContent).toContain(carded.title);

    await act(() => router.navigate('/about-us'));
    expect(await settleUntil(() => openDialogNamed('Boost Video') === null)).toBe(true);
  });

  it('asks a visitor to sign in, saying why, and opens no dialog', async () => {
    signedOut();
    const { root } = await showLatest();
    await click(boostButton(root)!);
    expect(useAuthDialog.getState()).toMatchObject({
      open: true,
      mode: 'signin',
      reason: 'Please sign in to boost a video.',
    });
    expect(await openedDialog('Boost Video', 300)).toBeNull();
  });

  it('stays a link to /boost-plans where the app provides no dialog', async () => {
    signedIn(false);
    const { root } = await showLatest(false);
    expect(boostButton(root)).toBeNull();
    expect(root.querySelector(`a[aria-label="Boost ${video.title}"]`)?.getAttribute('href')).toBe(
      `/boost-plans?videoId=${video.id}`,
    );
  });
});
