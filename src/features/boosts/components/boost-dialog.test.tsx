import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { invokeFunction } from '@/lib/api/functions';
import { createQueryClient } from '@/lib/query/client';
import { resetAccountStores, signedIn } from '@/testing/accounts';
import { buttonNamed, dismissAllToasts, openedDialog, toastTexts } from '@/testing/queries';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { getBoostVideo } from '../api/get-boost-video';
import { getLatestBoostOrder } from '../api/get-latest-boost-order';
import BoostDialog from './boost-dialog';

// Issue 37 item 3: the boost dialog (part 2 §2) picks a plan and starts checkout in place; item 8:
// a video without a title is ordered as 'User Video'. The function call is the boundary.

vi.mock('@/lib/api/functions', () => ({ invokeFunction: vi.fn() }));
vi.mock('../api/get-latest-boost-order', () => ({ getLatestBoostOrder: vi.fn() }));
vi.mock('../api/get-boost-video', () => ({ getBoostVideo: vi.fn() }));

class FakeAudio {
  static created: FakeAudio[] = [];
  volume = 1;
  readonly play = vi.fn(() => Promise.resolve());
  constructor(readonly src: string) {
    FakeAudio.created.push(this);
  }
}

/** The blank tab the dialog opens at the tap (lib/checkout-tab), then sends to checkout. */
function fakeTab() {
  return {
    closed: false,
    opener: {} as unknown,
    document: { title: '' },
    location: { href: '' },
    close: vi.fn(),
  };
}

let rendered: Rendered | undefined;
let client: QueryClient;
let tab: ReturnType<typeof fakeTab>;
const onClose = vi.fn();

beforeEach(() => {
  FakeAudio.created = [];
  vi.stubGlobal('Audio', FakeAudio);
  tab = fakeTab();
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  signedIn(false);
  vi.mocked(getBoostVideo).mockResolvedValue({
    id: 'v1',
    title: 'Cat meets cucumber',
    isBoosted: false,
    boostUntil: null,
  });
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  dismissAllToasts();
  resetAccountStores();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetAllMocks();
});

async function openFor(title: string): Promise<HTMLDialogElement> {
  client = createQueryClient();
  rendered = await render(
    <QueryClientProvider client={client}>
      <BoostDialog video={{ id: 'v1', title }} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = await openedDialog('Boost Video');
  expect(dialog).not.toBeNull();
  return dialog!;
}

const planButtons = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[data-plan] button')] as HTMLButtonElement[];

const stateText = (dialog: HTMLElement) =>
  dialog.querySelector('[data-testid="boost-state"]')?.textContent ?? '';

/** The body create-video-boost-payment was called with. */
const sentBody = () => vi.mocked(invokeFunction).mock.calls[0]?.[1] as Record<string, unknown>;

describe('the boost dialog', () => {
  it('offers the three plans, orders the one picked in a new tab, and follows the order until it is paid', async () => {
    vi.mocked(invokeFunction).mockResolvedValue({
      url: 'https://checkout.test/cs_1',
      videoId: 'v1',
    });
    vi.mocked(getLatestBoostOrder)
      .mockResolvedValueOnce({ status: 'pending', days: 3, paidAt: null })
      .mockResolvedValue({ status: 'paid', days: 3, paidAt: '2026-11-28T10:00:00Z' });
    const dialog = await openFor('Cat meets cucumber');
    expect(dialog.textContent).toContain('Cat meets cucumber');
    expect(planButtons(dialog).map((button) => button.textContent)).toEqual([
      'Boost for $1.00',
      'Boost for $5.00',
      'Boost for $10.00',
    ]);
    expect(dialog.querySelector('[data-plan="boost-3-days"]')?.textContent).toContain(
      'Most Popular',
    );

    await click(buttonNamed(dialog, 'Boost for $5.00')!);
    expect(await settleUntil(() => stateText(dialog).includes('Waiting for the payment'))).toBe(
      true,
    );
    expect(vi.mocked(invokeFunction).mock.calls[0]?.[0]).toBe('create-video-boost-payment');
    expect(sentBody()).toMatchObject({
      videoId: 'v1',
      videoTitle: 'Cat meets cucumber',
      boostOption: { days: 3, price: 5 },
    });
    expect(tab.location.href).toBe('https://checkout.test/cs_1');
    expect(dialog.open).toBe(true);

    await act(() => client.refetchQueries());
    expect(await settleUntil(() => stateText(dialog).includes('is boosted for 3 days'))).toBe(true);
    expect(dialog.querySelector('h3')?.textContent).toBe('Boost Activated');
    expect(FakeAudio.created.map((audio) => audio.src)).toEqual(['/sounds/boost-success.wav']);
    await click(buttonNamed(dialog, 'Done')!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("orders a video without a title as 'User Video' (part 2 §7)", async () => {
    vi.mocked(invokeFunction).mockResolvedValue({
      url: 'https://checkout.test/cs_2',
      videoId: 'v1',
    });
    vi.mocked(getLatestBoostOrder).mockResolvedValue({ status: 'pending', days: 1, paidAt: null });
    const dialog = await openFor('   ');
    expect(dialog.textContent).toContain('User Video');
    await click(buttonNamed(dialog, 'Boost for $1.00')!);
    expect(await settleUntil(() => stateText(dialog).includes('Waiting for the payment'))).toBe(
      true,
    );
    expect(sentBody()).toMatchObject({ videoId: 'v1', videoTitle: 'User Video' });
  });

  it('says a boost needs a connection while offline, its plans unavailable', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const dialog = await openFor('Cat meets cucumber');
    expect(dialog.textContent).toContain('Buying a boost needs a connection.');
    expect(planButtons(dialog).map((button) => button.disabled)).toEqual([true, true, true]);
  });

  it("closes the tab and says 'Payment Failed' when no checkout page comes back, and 'Video Not Found' for a video the server cannot boost", async () => {
    vi.mocked(invokeFunction).mockResolvedValueOnce({});
    const dialog = await openFor('Cat meets cucumber');
    await click(buttonNamed(dialog, 'Boost for $5.00')!);
    expect(await settleUntil(() => toastTexts().length > 0)).toBe(true);
    expect(toastTexts()).toEqual([
      'Payment Failed' + 'Unable to start payment process. Please try again.',
    ]);
    expect(tab.close).toHaveBeenCalledOnce();
    expect(stateText(dialog)).toBe('');

    dismissAllToasts();
    vi.mocked(invokeFunction).mockRejectedValueOnce(
      new ApiError('The selected video could not be found.', 404),
    );
    await click(buttonNamed(dialog, 'Boost for $1.00')!);
    expect(await settleUntil(() => toastTexts().length > 0)).toBe(true);
    expect(toastTexts()).toEqual(['Video Not Found' + 'The selected video could not be found.']);
    expect(getLatestBoostOrder).not.toHaveBeenCalled();
  });
});
