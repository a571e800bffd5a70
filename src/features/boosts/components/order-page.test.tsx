import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { resetAccountStores, signedIn } from '@/testing/accounts';
import { dismissAllToasts, buttonNamed, inputLabelled, toastTexts } from '@/testing/queries';
import { click, render, settle, settleUntil, typeInto, type Rendered } from '@/testing/render';
import { createBoostPayment } from '../api/create-boost-payment';
import { getPublicVideoPage, type PickerVideo } from '../api/get-public-video-page';
import OrderPage from './order-page';

// Moved from e2e boosts.spec.ts '/order needs a plan and a video, then orders one of My Videos':
// its two validation toasts (the order itself stays in e2e).

vi.mock('../api/get-public-video-page', () => ({ getPublicVideoPage: vi.fn() }));
vi.mock('../api/create-boost-payment', () => ({ createBoostPayment: vi.fn() }));

function listed(id: string, title: string, extra: Partial<PickerVideo> = {}): PickerVideo {
  return {
    id,
    title,
    thumbnailUrl: null,
    creatorHash: 'c0ffee00',
    row: { id, title, creator_hash: 'c0ffee00' } as PickerVideo['row'],
    ...extra,
  };
}

let rendered: Rendered | undefined;
beforeEach(() => {
  signedIn(false);
  vi.mocked(getPublicVideoPage).mockResolvedValue([listed('v1', 'Ordered from the order page')]);
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  dismissAllToasts();
  resetAccountStores();
  vi.clearAllMocks();
});

async function open(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/order']}>
        <OrderPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await settle();
  return rendered.container;
}

const rows = (page: HTMLElement) => [...page.querySelectorAll('li[data-video-id]')];
const summary = (page: HTMLElement) =>
  page.querySelector('section[aria-labelledby="boost-summary-heading"] dl')?.textContent ?? '';

describe('/order checks the choice before anything is paid', () => {
  it('asks for both a plan and a video, then for a valid video', async () => {
    const page = await open();
    const proceed = buttonNamed(page, 'Proceed to Payment')!;

    await click(proceed);
    expect(toastTexts()).toEqual(['Missing Selection' + 'Please select both a plan and a video.']);

    dismissAllToasts();
    await click(inputLabelled(page, 'Choose 5 Days Boost')!);
    await click(buttonNamed(page, 'Enter Video URL')!);
    await typeInto(inputLabelled(page, 'Video URL')!, 'not a link');
    await click(proceed);
    expect(toastTexts()).toEqual(['Video Not Found' + 'Please select a valid video to boost.']);
    expect(createBoostPayment).not.toHaveBeenCalled();
  });
});

describe("/order's video picker (the My Videos tab) lists the public videos", () => {
  it('asks get_public_videos for 20 from offset 0 and shows each thumbnail, title and creator hash', async () => {
    vi.mocked(getPublicVideoPage).mockResolvedValue([
      listed('v1', 'Cat meets cucumber', {
        thumbnailUrl: 'https://cdn.example.com/cat.png',
        creatorHash: 'c0ffee00',
      }),
      listed('v2', 'Dog on a skateboard', { creatorHash: '0123456789abcdef' }),
    ]);
    const page = await open();
    await settleUntil(() => rows(page).length === 2);

    expect(getPublicVideoPage).toHaveBeenCalledTimes(1);
    expect(vi.mocked(getPublicVideoPage).mock.calls[0]?.slice(0, 2)).toEqual([20, 0]);
    const [cat, dog] = rows(page);
    expect(cat?.textContent).toBe('Cat meets cucumberby c0ffee00');
    expect(cat?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/cat.png');
    // No thumbnail: the placeholder; a longer hash shows its first 8 characters (part 2 §3).
    expect(dog?.querySelector('[data-placeholder]')).not.toBeNull();
    expect(dog?.textContent).toContain('Dog on a skateboardby 01234567');
    expect(dog?.textContent).not.toContain('012345678');

    await click(cat!.querySelector('input')!);
    expect(summary(page)).toContain('Cat meets cucumber');
  });

  it("says 'Failed to load community videos.' when the list cannot be read", async () => {
    vi.mocked(getPublicVideoPage).mockRejectedValue(new Error('503 Service Unavailable'));
    const page = await open();
    await settleUntil(
      () => page.textContent?.includes('Failed to load community videos.') ?? false,
    );
    expect(page.textContent).toContain('Failed to load community videos.');
    expect(rows(page)).toEqual([]);
  });
});
