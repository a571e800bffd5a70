import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query/client';
import { expectRenderedAsText, HOSTILE_TITLES, visibleText } from '@/testing/hostile-text';
import { useSession } from '@/lib/session';
import { render, type Rendered } from '@/testing/render';
import type { FeedVideo } from '../model/video';
import type { SingleVideo } from '../hooks/use-single-video';
import DeleteDialog from './delete-dialog';
import EditDialog from './edit-dialog';
import { InlinePlayer } from './inline-player';
import { MyVideoCard } from './my-video-card';
import ReportDialog from './report-dialog';
import ShareDialog from './share-dialog';
import { ShortSlide } from './short-slide';
import { VideoCard } from './video-card';
import { VideoPage } from './video-page';
import { WaitingUploadCard } from './waiting-upload-card';

// Issue 11: a title is user text. Every place that shows one must show it as text: no markup, no
// event handler, no URL that carries it as a scheme.

const single = vi.hoisted(() => ({ current: { status: 'loading' } as SingleVideo }));
vi.mock('../hooks/use-single-video', () => ({ useSingleVideo: () => single.current }));

function videoTitled(title: string, overrides: Partial<FeedVideo> = {}): FeedVideo {
  return {
    id: 'vid-hostile-1',
    title,
    video_url: 'https://cdn.example.com/clip.webm',
    thumbnail_url: null,
    upload_time: null,
    created_at: '2026-11-20T10:00:00Z',
    views: 3,
    likes_count: 1,
    challenge_tag: null,
    category: 'comedy',
    creator_hash: 'abcd1234',
    is_boosted: false,
    boost_until: null,
    ...overrides,
  };
}

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  useSession.setState({ user: null });
});

const SIGNED_IN: User = {
  id: '00000000-0000-4000-8000-000000000001',
  app_metadata: {},
  user_metadata: {},
  aud: 'authenticated',
  created_at: '2026-11-20T10:00:00Z',
};

async function show(ui: ReactNode, path = '/'): Promise<Element> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return document.body;
}

/** The title reaches the reader as the exact characters typed, and as nothing else. */
async function expectShownAsText(ui: ReactNode, title: string, path = '/'): Promise<Element> {
  const root = await show(ui, path);
  expect(visibleText(root)).toContain(title);
  expectRenderedAsText(root, title);
  return root;
}

const onClose = () => undefined;

describe.each(HOSTILE_TITLES)('the title %j', (title) => {
  const video = videoTitled(title);

  it('is text in a video card (grids: home, latest, category pages)', async () => {
    await expectShownAsText(<VideoCard video={video} />, title);
  });

  it('is text in a My Videos card', async () => {
    await expectShownAsText(<MyVideoCard video={video} />, title);
  });

  it('is text on a Shorts slide', async () => {
    const slide = <ShortSlide video={video} index={0} active={false} near={false} next={false} />;
    await expectShownAsText(slide, title);
  });

  it('is text on the video page and in the tab title', async () => {
    single.current = { status: 'found', video };
    const page = (
      <Routes>
        <Route path="/video/:id" element={<VideoPage />} />
      </Routes>
    );
    const root = await expectShownAsText(page, title, `/video/${video.id}`);
    expect(root.querySelector('h1')?.textContent).toBe(title);
    expect(document.title).toBe(`${title} · LaughLoop`);
  });

  it('is text in the YouTube embed’s accessible name', async () => {
    const youtube = videoTitled(title, { video_url: 'https://youtu.be/dQw4w9WgXcQ' });
    const root = await show(<InlinePlayer video={youtube} offline={false} />);
    expect(root.querySelector('iframe')?.getAttribute('title')).toBe(title);
    expectRenderedAsText(root, title);
  });

  it('is text in the share dialog, and only ever a parameter of the https share links', async () => {
    const root = await expectShownAsText(<ShareDialog video={video} onClose={onClose} />, title);
    const links = [...root.querySelectorAll('a')].map((a) => new URL(a.href));
    expect(links.map((url) => url.origin + url.pathname)).toEqual([
      'https://www.facebook.com/sharer/sharer.php',
      'https://twitter.com/intent/tweet',
      'https://wa.me/',
    ]);
    expect(links[1]?.searchParams.get('text')).toBe(title);
    expect(links[2]?.searchParams.get('text')).toBe(`${title} ${visibleLink(root)}`);
  });

  it('is the edit dialog’s field value, not markup', async () => {
    const root = await show(<EditDialog video={video} onClose={onClose} />);
    const field = root.querySelector<HTMLInputElement>('input:not([type])');
    expect(field?.value).toBe(title);
    expectRenderedAsText(root, title);
  });

  it('is text in the delete confirmation', async () => {
    await expectShownAsText(<DeleteDialog video={video} onClose={onClose} />, title);
  });

  it('is text in the report dialog', async () => {
    useSession.setState({ user: SIGNED_IN });
    await expectShownAsText(<ReportDialog video={video} onClose={onClose} />, title);
  });

  it('is text on a card waiting to upload', async () => {
    const upload = {
      id: 'outbox-1',
      title,
      category: 'comedy',
      queuedAt: 0,
      failure: null,
    };
    await expectShownAsText(<WaitingUploadCard upload={upload} />, title);
  });
});

describe.each(HOSTILE_TITLES)('a pasted video link %j', (link) => {
  it('never becomes the link to the original post', async () => {
    const root = await show(
      <InlinePlayer video={videoTitled('Cat', { video_url: link })} offline />,
    );
    expect(root.querySelector('a')).toBeNull();
    expect(visibleText(root)).toContain('cannot be opened');
    expectRenderedAsText(root, link);
  });
});

it('links to a pasted http(s) video where it was posted', async () => {
  const video = videoTitled('Cat', { video_url: 'https://www.tiktok.com/@me/video/1' });
  const root = await show(<InlinePlayer video={video} offline />);
  expect(root.querySelector('a')?.getAttribute('href')).toBe('https://www.tiktok.com/@me/video/1');
});

/** The share dialog's read-only link field: the page URL people share. */
function visibleLink(root: Element): string {
  return root.querySelector<HTMLInputElement>('input[aria-label="Video link"]')?.value ?? '';
}
