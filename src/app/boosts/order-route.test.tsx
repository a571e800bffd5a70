import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPublicVideoPage, type PickerVideo, type PublicVideoRow } from '@/features/boosts';
import { deleteVideo, updateVideo, loadEditDialog, loadDeleteDialog } from '@/features/videos';
import { creatorHashOf } from '@/lib/creator-hash';
import { createQueryClient } from '@/lib/query/client';
import type * as SessionModule from '@/lib/session';
import { resetAccountStores, signedIn } from '@/testing/accounts';
import { feedVideo } from '@/testing/feed-video';
import { buttonNamed, dismissAllToasts, inputLabelled, openedDialog } from '@/testing/queries';
import { click, render, settleUntil, typeInto, type Rendered } from '@/testing/render';
import { OrderRoute } from './order-route';

// Part 2 §2 Order Video Boost's edit and delete dialogs (issue 37): the videos feature's dialogs
// on the member's own videos in /order's public list, against the API modules' boundary.

vi.mock('@/features/boosts/api/get-public-video-page', () => ({ getPublicVideoPage: vi.fn() }));
vi.mock('@/features/videos/api/delete-video', () => ({ deleteVideo: vi.fn() }));
vi.mock('@/features/videos/api/update-video', () => ({ updateVideo: vi.fn() }));
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  currentAccessToken: () => Promise.resolve('member-token'),
}));

// The dialogs' code, loaded before the tests so that they wait only for React.
beforeAll(() => Promise.all([loadEditDialog(), loadDeleteDialog()]));

let ownHash: string;
let rendered: Rendered | undefined;
let memberId: string;

beforeEach(async () => {
  memberId = signedIn(false).id;
  ownHash = (await creatorHashOf(memberId))!;
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  dismissAllToasts();
  resetAccountStores();
  vi.clearAllMocks();
});

/** A row of get_public_videos as the server sends it, and as the picker's API module gives it. */
function listed(id: string, title: string, creatorHash: string): PickerVideo {
  const row: PublicVideoRow = {
    ...feedVideo({ id, title, creator_hash: creatorHash }),
    promoted: null,
  };
  return { id, title, thumbnailUrl: null, creatorHash, row };
}

const own = () => listed('v-own', 'My own clip', ownHash);
const theirs = () => listed('v-theirs', 'Somebody else', 'ffff0000');

async function open(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/order']}>
        <OrderRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const page = rendered.container;
  // The member's own video gets its actions once their creator hash is known.
  await settleUntil(() => buttonNamed(page, 'Edit My own clip') !== undefined);
  return page;
}

const row = (page: HTMLElement, id: string) =>
  page.querySelector<HTMLElement>(`li[data-video-id="${id}"]`);
const summary = (page: HTMLElement) =>
  page.querySelector('section[aria-labelledby="boost-summary-heading"] dl')?.textContent ?? '';
const pick = (page: HTMLElement, id: string) => click(row(page, id)!.querySelector('input')!);

describe("/order's edit and delete dialogs", () => {
  it('offers Edit and Delete on the member’s own videos only', async () => {
    vi.mocked(getPublicVideoPage).mockResolvedValue([theirs(), own()]);
    const page = await open();
    expect(buttonNamed(row(page, 'v-own')!, 'Delete My own clip')).toBeDefined();
    expect(row(page, 'v-own')!.textContent).toContain('YOURS');
    expect(row(page, 'v-theirs')!.querySelectorAll('button')).toHaveLength(0);
    expect(row(page, 'v-theirs')!.textContent).not.toContain('YOURS');
  });

  it('deletes the chosen video: the list is read again without it and the choice is cleared', async () => {
    vi.mocked(getPublicVideoPage).mockResolvedValueOnce([theirs(), own()]);
    vi.mocked(getPublicVideoPage).mockResolvedValue([theirs()]);
    vi.mocked(deleteVideo).mockResolvedValue(true);
    const page = await open();
    await pick(page, 'v-own');
    expect(summary(page)).toContain('My own clip');

    await click(buttonNamed(page, 'Delete My own clip')!);
    const dialog = (await openedDialog('Delete Video'))!;
    await click(buttonNamed(dialog, 'Delete')!);
    await settleUntil(() => row(page, 'v-own') === null);

    expect(deleteVideo).toHaveBeenCalledWith('v-own', memberId, 'member-token');
    expect(row(page, 'v-own')).toBeNull();
    expect(getPublicVideoPage).toHaveBeenCalledTimes(2);
    expect(summary(page)).toContain('No video chosen yet');
  });

  it('keeps the choice when the deleted video was not the chosen one', async () => {
    vi.mocked(getPublicVideoPage).mockResolvedValueOnce([theirs(), own()]);
    vi.mocked(getPublicVideoPage).mockResolvedValue([theirs()]);
    vi.mocked(deleteVideo).mockResolvedValue(true);
    const page = await open();
    await pick(page, 'v-theirs');

    await click(buttonNamed(page, 'Delete My own clip')!);
    await click(buttonNamed((await openedDialog('Delete Video'))!, 'Delete')!);
    await settleUntil(() => row(page, 'v-own') === null);

    expect(row(page, 'v-own')).toBeNull();
    expect(summary(page)).toContain('Somebody else');
  });

  it('after an edit, the list and the summary show the new title', async () => {
    vi.mocked(getPublicVideoPage).mockResolvedValueOnce([own()]);
    vi.mocked(getPublicVideoPage).mockResolvedValue([
      listed('v-own', 'Renamed in the dialog', ownHash),
    ]);
    vi.mocked(updateVideo).mockImplementation((id, _user, update) =>
      Promise.resolve(feedVideo({ id, ...update, creator_hash: ownHash })),
    );
    const page = await open();
    await pick(page, 'v-own');

    await click(buttonNamed(page, 'Edit My own clip')!);
    const dialog = (await openedDialog('Edit Video'))!;
    await typeInto(inputLabelled(dialog, 'Video Title')!, 'Renamed in the dialog');
    await click(buttonNamed(dialog, 'Save Changes')!);
    await settleUntil(() => summary(page).includes('Renamed in the dialog'));

    expect(updateVideo).toHaveBeenCalledWith(
      'v-own',
      memberId,
      expect.objectContaining({ title: 'Renamed in the dialog' }),
      'member-token',
    );
    expect(row(page, 'v-own')!.textContent).toContain('Renamed in the dialog');
    expect(summary(page)).toContain('Renamed in the dialog');
  });
});
