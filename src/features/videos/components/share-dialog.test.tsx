import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToastStore } from '@/components/toast-store';
import { env } from '@/lib/env';
import { feedVideo } from '@/testing/feed-video';
import { click, render, settle, settleUntil, type Rendered } from '@/testing/render';
import ShareDialog from './share-dialog';

// videos-share-device › 'without navigator.share the dialog is as before…' and the Sharing Failed
// of 'closing the sheet earns and says nothing; another refusal says Sharing Failed';
// videos-share › "the clipboard refusing a write says 'Failed to copy to clipboard.'".

const DEVICE_BUTTON = 'Share with your device…';
const video = feedVideo({ id: '3f2a9c1e-7b4d-4e8a-9c21-000000000042', title: 'Worth sharing' });
const link = `${env.siteUrl}/video/${video.id}`;

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  Reflect.deleteProperty(navigator, 'share');
  useToastStore.getState().toasts.forEach((item) => dismissToast(item.id));
  vi.restoreAllMocks();
});

async function openShareDialog(): Promise<HTMLDialogElement> {
  rendered = await render(<ShareDialog video={video} onClose={() => undefined} />);
  return rendered.container.querySelector('dialog')!;
}

/** A navigator.share that answers as the phone's sheet would: resolve, or reject with `outcome`. */
function stubShareSheet(outcome: 'resolve' | 'AbortError' | 'NotAllowedError') {
  const share = vi.fn((_data: ShareData) =>
    outcome === 'resolve'
      ? Promise.resolve()
      : Promise.reject(new DOMException('The sheet said no', outcome)),
  );
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  return share;
}

/** The dialog's own controls in order, the header's Close left out (as the e2e test reads them). */
const controlNames = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll('button:not([aria-label="Close"]), a[href], input')]
    .slice(0, 5)
    .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '');

function control(dialog: HTMLDialogElement, name: string): HTMLElement {
  const found = [...dialog.querySelectorAll<HTMLElement>('button, a')].find(
    (element) => element.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No control '${name}'`);
  return found;
}

const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);

describe('the share dialog', () => {
  it('without navigator.share: the link, Copy Link, Facebook, Twitter and WhatsApp, in that order', async () => {
    expect(typeof navigator.share).toBe('undefined');
    const dialog = await openShareDialog();
    expect(dialog.textContent).not.toContain(DEVICE_BUTTON);
    expect(controlNames(dialog)).toEqual([
      'Video link',
      'Copy Link',
      'Facebook',
      'Twitter',
      'WhatsApp',
    ]);
    expect(dialog.querySelector<HTMLInputElement>('input[aria-label="Video link"]')?.value).toBe(
      link,
    );
    expect(control(dialog, 'Facebook').getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    );
  });

  it("says 'Failed to copy to clipboard.' when the clipboard refuses the write", async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    const dialog = await openShareDialog();
    await click(control(dialog, 'Copy Link'));
    expect(await settleUntil(() => toastTitles().length > 0)).toBe(true);
    expect(useToastStore.getState().toasts).toMatchObject([
      { title: 'Failed to copy to clipboard.', variant: 'destructive' },
    ]);
  });

  it("puts the video's link on the clipboard and says 'Copied!'", async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const dialog = await openShareDialog();
    await click(control(dialog, 'Copy Link'));
    expect(await settleUntil(() => toastTitles().length > 0)).toBe(true);
    expect(writeText).toHaveBeenCalledWith(link);
    expect(toastTitles()).toEqual(['Copied!']);
  });

  it('with navigator.share: offers the device sheet first, with the title, text and link', async () => {
    const share = stubShareSheet('resolve');
    const dialog = await openShareDialog();
    expect(controlNames(dialog)).toEqual([
      DEVICE_BUTTON,
      'Video link',
      'Copy Link',
      'Facebook',
      'Twitter',
    ]);
    await click(control(dialog, DEVICE_BUTTON));
    expect(share).toHaveBeenCalledWith({
      title: video.title,
      text: `Watch "${video.title}" on LaughLoop`,
      url: link,
    });
  });

  it('says nothing when the sheet is closed (AbortError), and the dialog stays', async () => {
    const share = stubShareSheet('AbortError');
    const dialog = await openShareDialog();
    await click(control(dialog, DEVICE_BUTTON));
    expect(await settleUntil(() => share.mock.calls.length === 1)).toBe(true);
    // Long enough for the refusal to have been handled.
    await settle(20);
    expect(toastTitles()).toEqual([]);
    expect(dialog.isConnected && dialog.open).toBe(true);
  });

  it("says 'Sharing Failed' when the sheet refuses otherwise (NotAllowedError)", async () => {
    stubShareSheet('NotAllowedError');
    const dialog = await openShareDialog();
    await click(control(dialog, DEVICE_BUTTON));
    expect(await settleUntil(() => toastTitles().length > 0)).toBe(true);
    expect(useToastStore.getState().toasts).toMatchObject([
      {
        title: 'Sharing Failed',
        description: 'Your device could not share this video. Copy the link or pick an app below.',
        variant: 'destructive',
      },
    ]);
  });
});
