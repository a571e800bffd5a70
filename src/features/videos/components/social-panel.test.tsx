import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { feedVideo } from '@/testing/feed-video';
import { click, render, waitForElement, type Rendered } from '@/testing/render';
import { SOCIAL_STORAGE_KEY } from '../model/social-platforms';
import { closeVideoDialog, openVideoDialog, useVideoDialog } from '../stores/dialog-store';
import { useShareSuccess } from '../stores/share-success-store';
import { VideoDialogs } from './video-dialogs';

// videos-share › 'social panel: selection rules, simulated connect kept in local storage, popups
// 500 ms apart, close after 2 s', on fake timers instead of the e2e test's real 2 s waits.

const video = feedVideo({ id: '3f2a9c1e-7b4d-4e8a-9c21-000000000077', title: 'Worth sharing' });
const link = encodeURIComponent(`${env.siteUrl}/video/${video.id}`);

let rendered: Rendered | undefined;
let popups: { url: string; at: number }[];
let start: number;

beforeEach(() => {
  popups = [];
  vi.spyOn(window, 'open').mockImplementation((url) => {
    popups.push({ url: String(url), at: Date.now() - start });
    return {} as Window;
  });
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  closeVideoDialog();
  useShareSuccess.setState({ platforms: null });
  localStorage.removeItem(SOCIAL_STORAGE_KEY);
});

/** Opens the share dialog as an action bar would, and answers its social panel. */
async function openSharePanel(): Promise<HTMLElement> {
  openVideoDialog('share', video);
  rendered = await render(<VideoDialogs />);
  const heading = await waitForElement(document.body, '#social-heading');
  return heading.closest('section')!;
}

const passTime = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const alertText = (panel: HTMLElement) => panel.querySelector('[role="alert"]')?.textContent;
const checkbox = (panel: HTMLElement, name: string) =>
  [...panel.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((box) =>
    box.closest('label')?.textContent?.startsWith(name),
  )!;
const button = (panel: HTMLElement, label: string) =>
  panel.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const shareButton = (panel: HTMLElement) =>
  [...panel.querySelectorAll('button')].find((b) => b.textContent === 'Share to selected')!;
const connectedInStorage = () =>
  (
    JSON.parse(localStorage.getItem(SOCIAL_STORAGE_KEY) ?? '[]') as {
      platform: string;
      isConnected: boolean;
    }[]
  )
    .filter((entry) => entry.isConnected)
    .map((entry) => entry.platform);
const successText = () => document.body.querySelector('[role="status"]')?.textContent ?? '';

describe('the social panel of the share dialog', () => {
  it('asks for a platform, then a connection; connecting takes 2 s and is kept in local storage', async () => {
    let panel = await openSharePanel();
    expect(panel.querySelectorAll('input[type="checkbox"]')).toHaveLength(9);

    await click(shareButton(panel));
    expect(alertText(panel)).toBe('Please select at least one platform to share to.');
    await click(checkbox(panel, 'Twitter'));
    expect(alertText(panel)).toBe('Please connect to Twitter first');
    expect(checkbox(panel, 'Twitter').checked).toBe(false);

    vi.useFakeTimers();
    await click(button(panel, 'Connect Twitter')!);
    expect(button(panel, 'Connect Twitter')?.textContent).toBe('Connecting…');
    await passTime(1_999);
    expect(button(panel, 'Disconnect Twitter')).toBeNull();
    await passTime(1);
    expect(button(panel, 'Disconnect Twitter')).not.toBeNull();
    expect(checkbox(panel, 'Twitter').closest('label')?.textContent).toMatch(
      /^Twitter@twitter_fan\d{4}$/,
    );
    await click(button(panel, 'Connect Reddit')!);
    await passTime(2_000);
    expect(button(panel, 'Disconnect Reddit')).not.toBeNull();
    expect(connectedInStorage()).toEqual(['twitter', 'reddit']);
    expect(JSON.parse(localStorage.getItem(SOCIAL_STORAGE_KEY) ?? '[]')).toHaveLength(9);

    // Opened again (as after a reload): the connections are read back; Disconnect is immediate.
    await rendered?.unmount();
    vi.useRealTimers();
    panel = await openSharePanel();
    expect(button(panel, 'Disconnect Twitter')).not.toBeNull();
    expect(button(panel, 'Disconnect Reddit')).not.toBeNull();
    vi.useFakeTimers();
    await click(button(panel, 'Connect Facebook')!);
    await passTime(2_000);
    await click(button(panel, 'Disconnect Facebook')!);
    expect(button(panel, 'Connect Facebook')).not.toBeNull();
    expect(connectedInStorage()).toEqual(['twitter', 'reddit']);
  });

  it('opens one popup per platform 500 ms apart, closes the dialog at 2 s and shows success for 5 s', async () => {
    const connected = (platform: string) => ({
      platform,
      isConnected: true,
      username: `${platform}_fan1234`,
      lastLogin: null,
    });
    localStorage.setItem(SOCIAL_STORAGE_KEY, JSON.stringify(['twitter', 'reddit'].map(connected)));
    const panel = await openSharePanel();
    await click(checkbox(panel, 'Twitter'));
    await click(checkbox(panel, 'Reddit'));

    vi.useFakeTimers();
    start = Date.now();
    await click(shareButton(panel));
    expect(successText()).toContain('Shared to Twitter, Reddit!');
    await passTime(0);
    expect(popups).toHaveLength(1);
    await passTime(499);
    expect(popups).toHaveLength(1);
    await passTime(1);
    expect(popups).toEqual([
      {
        url: expect.stringMatching(
          new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${link}&text=`),
        ),
        at: 0,
      },
      {
        url: `https://www.reddit.com/submit?url=${link}&title=${encodeURIComponent(video.title)}`,
        at: 500,
      },
    ]);
    expect(vi.mocked(window.open).mock.calls[0]?.slice(1)).toEqual([
      '_blank',
      'width=600,height=560',
    ]);

    await passTime(1_499);
    expect(useVideoDialog.getState().open).not.toBeNull();
    expect(document.body.querySelector('dialog')).not.toBeNull();
    await passTime(1);
    expect(useVideoDialog.getState().open).toBeNull();
    expect(document.body.querySelector('dialog')).toBeNull();

    await passTime(2_999);
    expect(successText()).toContain('Shared to Twitter, Reddit!');
    await passTime(1);
    expect(successText()).toBe('');
  });
});
