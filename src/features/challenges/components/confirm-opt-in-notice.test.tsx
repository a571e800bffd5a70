import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, settleUntil, type Rendered } from '@/testing/render';
import { confirmChallengeEmails } from '../api/confirm-challenge-emails';
import { ConfirmOptInNotice } from './confirm-opt-in-notice';

vi.mock('../api/confirm-challenge-emails', () => ({ confirmChallengeEmails: vi.fn() }));
const confirm = vi.mocked(confirmChallengeEmails);

const TOKEN = 'c'.repeat(64);

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  confirm.mockReset();
  vi.restoreAllMocks();
});

async function openHome(address: string) {
  const router = createMemoryRouter([{ path: '/', element: <ConfirmOptInNotice /> }], {
    initialEntries: [address],
  });
  rendered = await render(<RouterProvider router={router} />);
  return router;
}

const shown = () => rendered?.container.querySelector('[role="alert"]')?.textContent ?? '';

describe('ConfirmOptInNotice', () => {
  it('confirms with the link’s token once, says the address is subscribed and drops the flag', async () => {
    confirm.mockResolvedValue(true);
    const router = await openHome(`/?confirm_challenge_emails=${TOKEN}&ref=AFF12345`);
    await settleUntil(() => shown() !== '');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0]?.[0]).toBe(TOKEN);
    expect(shown()).toContain('You’re subscribed');
    expect(shown()).toContain('You will get an email when a new weekly challenge goes live.');
    expect(router.state.location.search).toBe('?ref=AFF12345');
  });

  it('says a used, expired or unknown link is not recognised and how to get a new one', async () => {
    confirm.mockResolvedValue(false);
    await openHome(`/?confirm_challenge_emails=${TOKEN}`);
    await settleUntil(() => shown() !== '');
    expect(shown()).toContain('Link not recognised');
    expect(shown()).toContain('Sign up again below and we will send you a new one.');
  });

  it('keeps the flag when the server cannot be reached, so the link can be opened again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    confirm.mockRejectedValue(new TypeError('Failed to fetch'));
    const router = await openHome(`/?confirm_challenge_emails=${TOKEN}`);
    await settleUntil(() => shown() !== '');
    expect(shown()).toContain('Could not confirm');
    expect(router.state.location.search).toBe(`?confirm_challenge_emails=${TOKEN}`);
  });

  it('ignores a malformed token', async () => {
    await openHome('/?confirm_challenge_emails=not-a-token');
    await settleUntil(() => false, 50);
    expect(confirm).not.toHaveBeenCalled();
    expect(shown()).toBe('');
  });
});
