import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast-store';
import { createQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { click, render, settle, typeInto, type Rendered } from '@/testing/render';
import { stagedActions } from '../hooks/staged-store';
import { checkReadable, readAudioDuration } from '../upload/read-audio';
import QuickUploadDefault, { QuickUpload } from './quick-upload';

vi.mock('../upload/read-audio', () => ({
  readAudioDuration: vi.fn(async () => 125),
  checkReadable: vi.fn(async () => undefined),
}));

let rendered: Rendered | undefined;

async function open(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <QuickUpload />
    </QueryClientProvider>,
  );
  return rendered.container;
}

function inputLabelled(root: HTMLElement, text: string): HTMLInputElement {
  const label = [...root.querySelectorAll('label')].find((element) =>
    element.textContent?.replace(/\s+/g, ' ').trim().startsWith(text),
  );
  const input = label?.htmlFor
    ? document.getElementById(label.htmlFor)
    : (label?.querySelector('input, select, textarea') ?? null);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No input labelled ${text}`);
  return input;
}

async function choose(input: HTMLInputElement, files: File[]): Promise<void> {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

const button = (root: HTMLElement, name: string) => {
  const found = [...root.querySelectorAll('button')].find(
    (element) => element.textContent?.replace(/\s+/g, ' ').trim() === name,
  );
  if (!found) throw new Error(`No button ${name}`);
  return found;
};

const toastTitles = () => useToastStore.getState().toasts.map((toast) => toast.title);
const mp3 = (name: string) => new File(['id3'], name, { type: 'audio/mpeg' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.URL.createObjectURL = vi.fn(() => 'blob:cover');
  globalThis.URL.revokeObjectURL = vi.fn();
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  stagedActions.reset();
  useToastStore.setState({ toasts: [] });
  useSession.setState({ session: null, user: null, loading: false });
  vi.restoreAllMocks();
});

describe('QuickUpload', () => {
  it('is both the named and the default export', () => {
    expect(QuickUploadDefault).toBe(QuickUpload);
  });

  it('stages chosen MP3s with their covers, default title, genre and duration', async () => {
    const root = await open();
    const cover = new File(['png'], 'morning_raga-cover.png', { type: 'image/png' });
    await choose(inputLabelled(root, 'Choose MP3 files'), [mp3('morning_raga.mp3'), cover]);
    const item = root.querySelector('li');
    expect(item?.textContent).toContain('morning_raga.mp3');
    expect(item?.textContent).toContain('02:05');
    expect(item?.textContent).toContain('slug: morning-raga');
    expect(inputLabelled(root, 'Title').value).toBe('Morning Raga');
    expect(root.querySelector('select')?.value).toBe('Indian Instrumental');
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('Cover for morning_raga.mp3');
    expect(inputLabelled(root, 'Replace cover for morning_raga.mp3').type).toBe('file');
    await click(button(root, 'Remove cover for morning_raga.mp3'));
    expect(root.querySelector('img')).toBeNull();
    expect(inputLabelled(root, 'Add cover for morning_raga.mp3').type).toBe('file');
  });

  it("says 'Please select MP3 files' when none was chosen and rejects others by name", async () => {
    const root = await open();
    const picker = inputLabelled(root, 'Choose MP3 files');
    await choose(picker, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(toastTitles()).toEqual(['Please select MP3 files']);
    await choose(picker, [mp3('a.mp3'), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(toastTitles()).toContain('notes.txt: Only MP3 audio files are allowed');
  });

  it("says 'Failed to process {file}' when the file cannot be read", async () => {
    vi.mocked(checkReadable).mockRejectedValueOnce(new Error('NotReadableError'));
    const root = await open();
    await choose(inputLabelled(root, 'Choose MP3 files'), [mp3('broken.mp3')]);
    expect(toastTitles()).toEqual(['Failed to process broken.mp3']);
    expect(root.querySelector('li')).toBeNull();
    expect(readAudioDuration).not.toHaveBeenCalledWith(
      expect.objectContaining({ name: 'broken.mp3' }),
    );
  });

  it('asks for a login, then for title and artist, before uploading', async () => {
    const root = await open();
    await click(button(root, 'Upload All'));
    expect(toastTitles()).toEqual(['Please log in to upload music']);
    useSession.setState({ session: {} as never, loading: false });
    await settle();
    await click(button(root, 'Upload All'));
    expect(toastTitles()).toContain('No tracks ready for upload');
    await choose(inputLabelled(root, 'Choose MP3 files'), [mp3('rain.mp3')]);
    await click(button(root, 'Upload All'));
    expect(toastTitles()).toContain('Please fill in title and artist for rain.mp3');
    await typeInto(inputLabelled(root, 'Artist'), 'Ravi');
    expect(inputLabelled(root, 'Artist').value).toBe('Ravi');
  });

  it('removes an item', async () => {
    const root = await open();
    await choose(inputLabelled(root, 'Choose MP3 files'), [mp3('rain.mp3')]);
    await click(button(root, 'Remove rain.mp3'));
    expect(root.querySelector('li')).toBeNull();
  });
});
