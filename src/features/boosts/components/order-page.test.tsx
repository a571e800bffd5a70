import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { resetAccountStores, signedIn } from '@/testing/accounts';
import { dismissAllToasts, buttonNamed, inputLabelled, toastTexts } from '@/testing/queries';
import { click, render, settle, typeInto, type Rendered } from '@/testing/render';
import { createBoostPayment } from '../api/create-boost-payment';
import { getMyBoostableVideos } from '../api/get-my-boostable-videos';
import OrderPage from './order-page';

// Moved from e2e boosts.spec.ts '/order needs a plan and a video, then orders one of My Videos':
// its two validation toasts (the order itself stays in e2e).

vi.mock('../api/get-my-boostable-videos', () => ({ getMyBoostableVideos: vi.fn() }));
vi.mock('../api/create-boost-payment', () => ({ createBoostPayment: vi.fn() }));

let rendered: Rendered | undefined;
beforeEach(() => {
  signedIn(false);
  vi.mocked(getMyBoostableVideos).mockResolvedValue([
    { id: 'v1', title: 'Ordered from the order page', thumbnailUrl: null },
  ]);
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
