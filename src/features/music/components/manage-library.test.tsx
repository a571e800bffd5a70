import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast-store';
import { createQueryClient } from '@/lib/query/client';
import { click, render, settle, typeInto, type Rendered } from '@/testing/render';
import { deleteTrack } from '../api/delete-track';
import { listTracks } from '../api/list-tracks';
import { removeObjects } from '../api/remove-objects';
import { updateTrack } from '../api/update-track';
import type { LibraryTrack } from '../model/library-track';
import ManageLibraryDefault, { ManageLibrary } from './manage-library';

vi.mock('../api/list-tracks', () => ({ listTracks: vi.fn() }));
vi.mock('../api/update-track', () => ({ updateTrack: vi.fn() }));
vi.mock('../api/delete-track', () => ({ deleteTrack: vi.fn() }));
vi.mock('../api/remove-objects', () => ({ removeObjects: vi.fn() }));

const track: LibraryTrack = {
  id: 't1',
  title: 'Morning Raga',
  artist: 'Ravi',
  genre: 'Classical',
  duration: 185,
  fileSize: 1000,
  filePath: 'audio/2026/01/morning-raga.mp3',
  fileUrl: 'http://127.0.0.1:54321/storage/v1/object/public/music/audio/2026/01/morning-raga.mp3',
  coverImageUrl:
    'http://127.0.0.1:54321/storage/v1/object/public/covers/covers/2026/01/morning-raga.png',
  description: '',
  tags: ['calm'],
  slug: 'morning-raga',
  status: 'active',
  createdAt: '2026-01-02T00:00:00Z',
};

let rendered: Rendered | undefined;

async function open(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <ManageLibrary />
    </QueryClientProvider>,
  );
  await settle();
  return rendered.container;
}

const byName = (name: string) => {
  const found = [...document.querySelectorAll('button')].find(
    (element) =>
      (element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim()) ===
      name,
  );
  if (!found) throw new Error(`No button ${name}`);
  return found;
};

const toastTitles = () => useToastStore.getState().toasts.map((toast) => toast.title);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(listTracks).mockResolvedValue({ tracks: [track], hasMore: false });
  vi.mocked(updateTrack).mockResolvedValue(undefined);
  vi.mocked(deleteTrack).mockResolvedValue(undefined);
  vi.mocked(removeObjects).mockResolvedValue(undefined);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  useToastStore.setState({ toasts: [] });
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('ManageLibrary', () => {
  it('is both the named and the default export', () => {
    expect(ManageLibraryDefault).toBe(ManageLibrary);
  });

  it('lists tracks newest first with their details and actions', async () => {
    const root = await open();
    expect(listTracks).toHaveBeenCalledWith('', 0, expect.anything());
    const row = root.querySelector('li');
    expect(row?.textContent).toContain('Morning Raga');
    expect(row?.textContent).toContain('Ravi · Classical · 03:05');
    expect(row?.textContent).toContain('active');
    for (const name of ['Play Morning Raga', 'Edit Morning Raga', 'Deactivate Morning Raga'])
      expect(byName(name)).toBeTruthy();
  });

  it('searches on the server by the typed term, from the first page', async () => {
    const root = await open();
    const search = root.querySelector('input[type="search"]') as HTMLInputElement;
    await typeInto(search, 'raga');
    await settle(350);
    expect(listTracks).toHaveBeenLastCalledWith('raga', 0, expect.anything());
  });

  it('edits title, artist, genre, description and tags', async () => {
    await open();
    await click(byName('Edit Morning Raga'));
    const dialog = document.querySelector('dialog[open]') as HTMLDialogElement;
    const title = [...dialog.querySelectorAll('label')].find(
      (label) => label.textContent === 'Title',
    );
    await typeInto(
      document.getElementById(title?.htmlFor ?? '') as HTMLInputElement,
      'Evening Raga',
    );
    await click(byName('Save'));
    await settle();
    expect(updateTrack).toHaveBeenCalledWith('t1', {
      title: 'Evening Raga',
      artist: 'Ravi',
      genre: 'Classical',
      description: null,
      tags: ['calm'],
    });
    expect(toastTitles()).toContain('Evening Raga updated');
  });

  it('deactivates a track', async () => {
    await open();
    await click(byName('Deactivate Morning Raga'));
    await settle();
    expect(updateTrack).toHaveBeenCalledWith('t1', { status: 'inactive' });
  });

  it('deletes the row, its audio and its cover after confirmation', async () => {
    await open();
    await click(byName('Delete Morning Raga'));
    expect(document.querySelector('dialog[open] h2')?.textContent).toBe('Delete Morning Raga?');
    await click(byName('Delete permanently'));
    await settle();
    expect(deleteTrack).toHaveBeenCalledWith('t1');
    expect(removeObjects).toHaveBeenCalledWith('music', ['audio/2026/01/morning-raga.mp3']);
    expect(removeObjects).toHaveBeenCalledWith('covers', ['covers/2026/01/morning-raga.png']);
    expect(toastTitles()).toContain('Morning Raga deleted');
  });

  it('toasts a failed delete', async () => {
    vi.mocked(deleteTrack).mockRejectedValueOnce(new Error('nope'));
    await open();
    await click(byName('Delete Morning Raga'));
    await click(byName('Delete permanently'));
    await settle();
    expect(toastTitles()).toContain('Failed to delete Morning Raga');
    expect(removeObjects).not.toHaveBeenCalled();
  });
});
