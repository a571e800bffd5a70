import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { buttonNamed, inputLabelled, openedDialog } from '@/testing/queries';
import { click, render, settleUntil, typeInto, type Rendered } from '@/testing/render';
import { requestFreeCode } from '../api/request-free-code';
import FreePremiumModal from './free-premium-modal';

// What the offer shows when the server refuses a second free period for an address (issue 34):
// the refusal itself lives in SQL (tests/integration/functions-app-free-premium-once.test.ts).

vi.mock('../api/request-free-code', () => ({ requestFreeCode: vi.fn() }));

const OFFER = 'Get 2 Months of Premium Free';
const ALREADY =
  'This email address has already had its free Premium. The offer of 2 free months is once per account and email address.';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.clearAllMocks();
});

async function send(email: string): Promise<HTMLDialogElement> {
  rendered = await render(<FreePremiumModal onClose={() => undefined} />);
  const dialog = (await openedDialog(OFFER))!;
  await typeInto(inputLabelled(dialog, 'Email')!, email);
  await click(buttonNamed(dialog, 'Send My Free Code')!);
  await settleUntil(() => dialog.querySelector('[role="alert"]') !== null);
  return dialog;
}

describe('the free-premium offer', () => {
  it('says so when the address already had its free Premium, and stays on the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(requestFreeCode).mockRejectedValue(new ApiError(ALREADY, 409));
    const dialog = await send('ada@example.com');
    expect(requestFreeCode).toHaveBeenCalledWith('ada@example.com', 'User');
    const alert = dialog.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Free Premium already claimed');
    expect(alert.textContent).toContain(ALREADY);
    expect(buttonNamed(dialog, 'Send My Free Code')).toBeDefined();
  });

  it('keeps the spec’s message for other failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(requestFreeCode).mockRejectedValue(new ApiError('Too many codes', 429));
    const dialog = await send('bea@example.com');
    expect(dialog.querySelector('[role="alert"]')?.textContent).toContain(
      'Something went wrong. Please try again or contact support.',
    );
  });
});
