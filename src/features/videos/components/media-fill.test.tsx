import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { feedVideo } from '@/testing/feed-video';
import { render, type Rendered } from '@/testing/render';
import { InlinePlayer } from './inline-player';
import { ShortSlide } from './short-slide';
import { VideoThumb } from './video-thumb';

// Issue 37 item 10: a landscape picture in a 9:16 frame (cards, the Shorts player, /video/{id}) is
// shown whole over a blurred fill of itself instead of black bands; portrait media looks as before.
// tests/e2e/videos-page.spec.ts checks the same on a real landscape clip in Chromium.

const WIDE = 'https://cdn.example.com/wide.png';
const TALL = 'https://cdn.example.com/tall.png';
const CLIP = 'https://cdn.example.com/clip.webm';

let rendered: Rendered | undefined;
/** The URLs a still fill decoded to paint itself (the browser's memory cache serves them). */
let decoded: string[] = [];
beforeEach(() => {
  decoded = [];
  vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (
    this: HTMLImageElement,
  ) {
    decoded.push(this.src);
    return Promise.resolve();
  });
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

async function show(ui: ReactNode): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return rendered.container;
}

/** The browser finishing an image: its natural size, then 'load'. */
async function imageLoads(image: Element | null, width: number, height: number) {
  if (!(image instanceof HTMLImageElement)) throw new Error('no image');
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: width });
  Object.defineProperty(image, 'naturalHeight', { configurable: true, value: height });
  await act(async () => image.dispatchEvent(new Event('load')));
}

/** The browser reading a video's header: its size, then 'loadedmetadata'. */
async function metadataLoads(video: Element | null, width: number, height: number) {
  if (!(video instanceof HTMLVideoElement)) throw new Error('no video');
  Object.defineProperty(video, 'videoWidth', { configurable: true, value: width });
  Object.defineProperty(video, 'videoHeight', { configurable: true, value: height });
  await act(async () => video.dispatchEvent(new Event('loadedmetadata')));
}

const fillOf = (root: Element) => root.querySelectorAll('[data-testid="media-fill"]');
const classesOf = (element: Element | null | undefined) => element?.className.split(/\s+/) ?? [];

describe('a card still (VideoThumb)', () => {
  it('shows a landscape still whole (object-contain) over a blurred, dimmed copy covering the frame', async () => {
    const root = await show(<VideoThumb video={feedVideo({ thumbnail_url: WIDE })} />);
    const still = root.querySelector('[data-testid="video-still"]');
    // Nothing is known before the still loads: no fill yet.
    expect(fillOf(root)).toHaveLength(0);

    await imageLoads(still, 480, 270);

    const fills = fillOf(root);
    expect(fills).toHaveLength(1);
    const fill = fills[0]!;
    // A canvas painted from the same still (never the Largest Contentful Paint, unlike an <img>).
    expect(fill.tagName).toBe('CANVAS');
    expect(fill.getAttribute('data-fill')).toBe('still');
    expect(decoded).toEqual([WIDE]);
    expect(fill.getAttribute('aria-hidden')).toBe('true');
    expect(classesOf(fill)).toEqual(
      expect.arrayContaining(['absolute', 'inset-0', 'object-cover', 'blur-xl', 'brightness-50']),
    );
    expect(classesOf(still)).toEqual(expect.arrayContaining(['absolute', 'object-contain']));
    // The fill sits behind the still, inside a frame that clips it.
    expect(fill.nextElementSibling).toBe(still);
    expect(classesOf(fill.parentElement)).toEqual(
      expect.arrayContaining(['relative', 'overflow-hidden', 'aspect-[9/16]']),
    );
  });

  it('keeps a portrait still as it was: whole in its frame, with no fill', async () => {
    const root = await show(<VideoThumb video={feedVideo({ thumbnail_url: TALL })} />);
    const still = root.querySelector('[data-testid="video-still"]');
    await imageLoads(still, 720, 1280);
    expect(fillOf(root)).toHaveLength(0);
    expect(classesOf(still)).toContain('object-contain');
    expect(root.querySelectorAll('img')).toHaveLength(1);
  });

  it('counts a square still as landscape (it would leave bands as large)', async () => {
    const root = await show(<VideoThumb video={feedVideo({ thumbnail_url: WIDE })} />);
    await imageLoads(root.querySelector('[data-testid="video-still"]'), 500, 500);
    expect(fillOf(root)).toHaveLength(1);
  });
});

describe('the video page player (InlinePlayer)', () => {
  const player = (root: Element) => root.querySelector('[data-testid="video-player"]');

  it("puts a landscape video over a blur of its poster, decided by the video's own size", async () => {
    const video = feedVideo({ video_url: CLIP, thumbnail_url: WIDE });
    const root = await show(<InlinePlayer video={video} offline={false} />);
    expect(fillOf(root)).toHaveLength(0);

    await metadataLoads(player(root), 1920, 1080);

    const fill = fillOf(root)[0];
    expect(fill?.getAttribute('data-fill')).toBe('still');
    expect(decoded).toEqual([WIDE]);
    expect(classesOf(player(root))).toEqual(expect.arrayContaining(['absolute', 'object-contain']));
    expect(classesOf(player(root)?.parentElement)).toEqual(
      expect.arrayContaining(['relative', 'overflow-hidden', 'aspect-[9/16]', 'bg-black']),
    );
  });

  it('paints the fill from the video on a small canvas when it has no still', async () => {
    const root = await show(
      <InlinePlayer video={feedVideo({ video_url: CLIP, thumbnail_url: null })} offline={false} />,
    );
    await metadataLoads(player(root), 1280, 720);
    const fill = fillOf(root)[0];
    expect(fill?.getAttribute('data-fill')).toBe('video');
    expect(decoded).toEqual([]);
    expect(classesOf(fill)).toEqual(expect.arrayContaining(['object-cover', 'blur-xl']));
    // One <video>: the fill never decodes the clip a second time.
    expect(root.querySelectorAll('video')).toHaveLength(1);
  });

  it('adds nothing behind a portrait video, even when its poster is landscape', async () => {
    const root = await show(
      <InlinePlayer video={feedVideo({ video_url: CLIP, thumbnail_url: WIDE })} offline={false} />,
    );
    await metadataLoads(player(root), 360, 640);
    expect(fillOf(root)).toHaveLength(0);
    expect(classesOf(player(root))).toContain('object-contain');
  });
});

describe('a Shorts slide', () => {
  const slide = (near: boolean, thumbnail: string | null) => (
    <ShortSlide
      video={feedVideo({ video_url: CLIP, thumbnail_url: thumbnail })}
      index={0}
      active={false}
      near={near}
      next={false}
    />
  );

  it('fills behind a landscape clip from its poster, and behind a portrait one not at all', async () => {
    const root = await show(slide(true, WIDE));
    await metadataLoads(root.querySelector('video'), 1920, 1080);
    expect(fillOf(root)[0]?.getAttribute('data-fill')).toBe('still');
    expect(decoded).toEqual([WIDE]);
    expect(classesOf(root.querySelector('video'))).toContain('object-contain');

    await rendered?.unmount();
    const portrait = await show(slide(true, WIDE));
    await metadataLoads(portrait.querySelector('video'), 720, 1280);
    expect(fillOf(portrait)).toHaveLength(0);
  });

  it("away from the active clip, shows the still whole over a fill decided by the still's size", async () => {
    const root = await show(slide(false, WIDE));
    expect(root.querySelector('video')).toBeNull();
    const still = root.querySelector('section > img');
    await imageLoads(still, 480, 270);
    expect(fillOf(root)[0]?.getAttribute('data-fill')).toBe('still');
    expect(decoded).toEqual([WIDE]);
    expect(classesOf(still)).toContain('object-contain');

    await rendered?.unmount();
    const portrait = await show(slide(false, TALL));
    await imageLoads(portrait.querySelector('section > img'), 720, 1280);
    expect(fillOf(portrait)).toHaveLength(0);
  });
});
