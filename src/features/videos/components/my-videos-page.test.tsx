import type { User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { provideOutbox, type OutboxPort } from '@/lib/outbox-port';
import { usePremiumStatus } from '@/lib/premium-status';
import { createQueryClient } from '@/lib/query/client';
import type * as SessionModule from '@/lib/session';
import { useSession } from '@/lib/session';
import {
  buttonNamed as namedButton,
  dismissAllToasts,
  openedDialog,
  toastTexts,
} from '@/testing/queries';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { closeVideoDialog } from '../stores/dialog-store';
import { MyVideosPage } from './my-videos-page';

// The e2e tests of videos-owner ('signed out…', 'signed in: No videos yet…') and videos-boosted
// ("the owner's list shows the badge…") at the component level: the page against a fake Data API.

vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  currentAccessToken: () => Promise.resolve('owner-token'),
}));

const OWNER = { id: 'owner-1' } as User;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BADGE_TITLE = 'Promoted: the creator paid to boost this video';

type Row = Record<string, unknown> & { id: string; user_id: string; created_at: string };

/** The videos table behind the fake Data API, in insertion order (oldest first). */
let table: Row[];
let requests: { url: URL; authorization: string | null }[];
/** Methods the fake /rest/v1/videos answers with a server error (a load, an edit). */
let failing: Set<string>;

function row(id: string, title: string, secondsAfter: number, extra: Partial<Row> = {}): Row {
  return {
    id,
    title,
    user_id: OWNER.id,
    video_url: `https://cdn.example.com/${id}.webm`,
    thumbnail_url: null,
    upload_time: null,
    created_at: new Date(Date.UTC(2026, 10, 20) + secondsAfter * 1000).toISOString(),
    views: 0,
    likes_count: 0,
    challenge_tag: null,
    category: 'lifestyle',
    is_boosted: false,
    boost_until: null,
    challenge_entries: [],
    ...extra,
  };
}

/** GET /rest/v1/videos with PostgREST's user_id=eq.… filter and order=column.direction. */
function answer(url: URL): Row[] {
  const owner = url.searchParams.get('user_id');
  const rows = table.filter((candidate) => owner === `eq.${candidate.user_id}`);
  const [column, direction] = (url.searchParams.get('order') ?? '').split('.');
  if (column === 'created_at') {
    rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
    if (direction === 'desc') rows.reverse();
  }
  return rows;
}

let client = createQueryClient();
let rendered: Rendered | undefined;

// The edit dialog's code, loaded before the tests so that they wait only for React.
beforeAll(() => import('./edit-dialog'));

beforeEach(() => {
  table = [];
  requests = [];
  failing = new Set();
  client = createQueryClient();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      requests.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      if (url.pathname !== '/rest/v1/videos') return new Response('{}', { status: 404 });
      if (failing.has(init?.method ?? 'GET')) {
        return Response.json({ message: 'upstream connect error' }, { status: 500 });
      }
      return Response.json(answer(url));
    }),
  );
  provideOutbox({
    watchUploads: (onChange: (uploads: []) => void) => {
      onChange([]);
      return () => undefined;
    },
  } as unknown as OutboxPort);
  usePremiumStatus.setState({ isPremium: false, loading: false });
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  client.clear();
  vi.unstubAllGlobals();
  useSession.setState({ session: null, user: null, loading: true });
  useAuthDialog.setState({ open: false, mode: 'signin', reason: null });
  closeVideoDialog();
  dismissAllToasts();
});

async function showMyVideos(user: User | null): Promise<HTMLElement> {
  useSession.setState({ session: null, user, loading: false });
  rendered = await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/my-videos']}>
        <MyVideosPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return rendered.container;
}

const listHeading = (page: HTMLElement) =>
  page.querySelector('#my-videos-heading')?.textContent ?? null;

async function waitForHeading(page: HTMLElement, text: string): Promise<void> {
  const shown = await settleUntil(() => listHeading(page) === text);
  expect(shown, `'${text}' never showed (last: ${listHeading(page)})`).toBe(true);
}

const cardOf = (page: HTMLElement, id: string) =>
  page.querySelector<HTMLElement>(`[data-testid="my-video-card"][data-video-id="${id}"]`);

const badgeOf = (page: HTMLElement, id: string) =>
  cardOf(page, id)?.querySelector(`[title="${BADGE_TITLE}"]`)?.textContent ?? null;

function buttonNamed(page: HTMLElement, text: string): HTMLButtonElement {
  const found = [...page.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`No button '${text}'`);
  return found;
}

describe('My Videos page', () => {
  it("asks a visitor to 'Sign in to manage your videos', and Sign In opens the sign-in dialog", async () => {
    const page = await showMyVideos(null);
    expect(page.querySelector('h1')?.textContent).toBe('My Videos');
    expect(page.textContent).toContain('Sign in to manage your videos');
    expect(useAuthDialog.getState().open).toBe(false);

    await click(buttonNamed(page, 'Sign In'));
    expect(useAuthDialog.getState()).toMatchObject({ open: true, mode: 'signin' });
    expect(requests).toEqual([]);
  });

  it("shows 'No videos yet', then after Refresh 'My Videos (2)', newest first, with the owner's details", async () => {
    table.push(row('someone-elses-video', 'Not mine', 5, { user_id: 'another-user' }));
    const page = await showMyVideos(OWNER);
    expect(await settleUntil(() => page.textContent?.includes('No videos yet') ?? false)).toBe(
      true,
    );
    expect(listHeading(page)).toBe('My Videos (0)');
    expect(page.querySelector('#premium-card-heading')?.textContent).toBe('Premium Membership');
    const choosePlan = [...page.querySelectorAll('a')].find(
      (a) => a.textContent === 'Choose a plan',
    );
    expect(choosePlan?.getAttribute('href')).toBe('/premium-order');
    expect(page.textContent).toContain('Upload your first video to get started!');

    const firstId = '7c9e4b2a-51d3-4f60-8a7b-2d9e0c1f3a44';
    table.push(row(firstId, 'First of mine', 0, { challenge_tag: 'Weekly Challenge #1' }));
    table.push(row('0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9', 'Second of mine', 1));
    await click(buttonNamed(page, 'Refresh'));
    await waitForHeading(page, 'My Videos (2)');

    const titles = [...page.querySelectorAll('[data-testid="my-video-card"] h3')];
    expect(titles.map((title) => title.textContent)).toEqual(['Second of mine', 'First of mine']);
    const first = cardOf(page, firstId)!;
    expect(first.textContent).toContain('YOURS');
    expect(first.querySelector('[data-testid="short-id"]')?.textContent).toBe('7c9e4b2a-51d');
    expect(first.textContent).toContain('Weekly Challenge #1');
    expect(first.querySelector('button[aria-label="Edit First of mine"]')).not.toBeNull();
    expect(first.querySelector('button[aria-label="Delete First of mine"]')).not.toBeNull();
    expect(page.textContent).not.toContain('Not mine');
    // Read as the signed-in owner, not as a visitor.
    expect(requests.map((request) => request.authorization)).toContain('Bearer owner-token');
  });

  it('tells the owner which videos await a moderator, and nothing on approved ones', async () => {
    table.push(
      row('held', 'Held for review', 0, { moderation_status: 'pending' }),
      row('live', 'Published', 1, { moderation_status: 'approved' }),
    );
    const page = await showMyVideos(OWNER);
    await waitForHeading(page, 'My Videos (2)');
    const note = (id: string) =>
      cardOf(page, id)?.querySelector('[data-testid="moderation-note"]')?.textContent ?? null;
    expect(note('held')).toBe(
      'Awaiting review: only you can see this video until a moderator approves it.',
    );
    expect(note('live')).toBeNull();
    const asked = requests.find((request) => request.url.pathname === '/rest/v1/videos');
    expect(asked?.url.searchParams.get('select')).toContain('moderation_status');
  });

  it('shows the boost badge on the boosted cards only, and drops it after a Refresh once the boost ended', async () => {
    const now = Date.now();
    const boost = (on: boolean, until: number) => ({
      is_boosted: on,
      boost_until: new Date(until).toISOString(),
    });
    table.push(
      row('for-days', 'Boosted for days', 0, boost(true, now + 3 * DAY - HOUR)),
      row('for-hours', 'Boosted for hours', 1, boost(true, now + 5 * HOUR - 10 * 60_000)),
      row('expired', 'Boost ran out', 2, boost(true, now - HOUR)),
      row('switched-off', 'Boost switched off', 3, boost(false, now + 2 * DAY)),
    );
    const page = await showMyVideos(OWNER);
    await waitForHeading(page, 'My Videos (4)');
    expect(badgeOf(page, 'for-days')).toBe('Boosted · 3 days left');
    expect(badgeOf(page, 'for-hours')).toBe('Boosted · 5 hours left');
    expect(cardOf(page, 'expired')).not.toBeNull();
    expect(badgeOf(page, 'expired')).toBeNull();
    expect(cardOf(page, 'switched-off')).not.toBeNull();
    expect(badgeOf(page, 'switched-off')).toBeNull();

    // The first boost ends: the next load (Refresh) no longer shows its badge.
    Object.assign(table[0]!, boost(true, Date.now() - 60_000));
    await click(buttonNamed(page, 'Refresh'));
    expect(await settleUntil(() => badgeOf(page, 'for-days') === null)).toBe(true);
    expect(badgeOf(page, 'for-hours')).toBe('Boosted · 5 hours left');
  });

  it("keeps its own words when loading fails: 'Error': 'Unable to load your videos. Please try again.'", async () => {
    failing.add('GET');
    await showMyVideos(OWNER);
    expect(await settleUntil(() => toastTexts().length > 0)).toBe(true);
    expect(toastTexts()).toEqual(['Error' + 'Unable to load your videos. Please try again.']);
  });

  it("keeps its own words when saving an edit fails: 'Update Failed'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    table.push(row('7c9e4b2a-51d3-4f60-8a7b-2d9e0c1f3a44', 'Mine to edit', 0));
    failing.add('PATCH');
    const page = await showMyVideos(OWNER);
    await waitForHeading(page, 'My Videos (1)');
    await click(namedButton(page, 'Edit Mine to edit')!);
    const dialog = (await openedDialog('Edit Video'))!;
    await click(namedButton(dialog, 'Save Changes')!);
    expect(await settleUntil(() => toastTexts().length > 0)).toBe(true);
    expect(toastTexts()).toEqual(['Update Failed' + 'Unable to update video. Please try again.']);
  });
});
