import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { provideOutbox, type OutboxPort } from '@/lib/outbox-port';
import { click, render, settle, typeInto, type Rendered } from '@/testing/render';
import { sendOptInEmail } from '../api/send-opt-in-email';
import { CHALLENGE_OPT_IN } from '../outbox/opt-in-kind';
import { EmailOptInBanner } from './email-opt-in-banner';

vi.mock('../api/send-opt-in-email', () => ({ sendOptInEmail: vi.fn() }));
const send = vi.mocked(sendOptInEmail);

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  send.mockReset();
  vi.restoreAllMocks();
});

async function fillAndSend(email: string, name = '') {
  rendered = await render(<EmailOptInBanner />);
  const [emailInput, nameInput] = [...rendered.container.querySelectorAll('input')];
  await typeInto(emailInput!, email);
  await typeInto(nameInput!, name);
  await click(rendered.container.querySelector('button[type="submit"]')!);
  await settle(10);
  return rendered.container;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('EmailOptInBanner', () => {
  it('sends {type, email, name} and says a confirmation email is on its way', async () => {
    send.mockResolvedValue(undefined);
    const form = await fillAndSend('fan@example.com', 'Sam');
    // Signed out here: sent with the anon key (no member token).
    expect(send).toHaveBeenCalledWith(
      { type: 'opt_in_confirmation', email: 'fan@example.com', name: 'Sam' },
      null,
    );
    const alert = form.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Check your inbox');
    expect(alert?.textContent).toContain('We sent you a confirmation email.');
    expect(alert?.textContent).not.toContain('on the list');
  });

  it('checks the address at the form and sends nothing', async () => {
    const form = await fillAndSend('fan@');
    expect(send).not.toHaveBeenCalled();
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(
      'Please enter a valid email address.',
    );
  });

  it("titles a refusal 'Unable to send email' with the server's words, keeping the form", async () => {
    send.mockRejectedValue(new ApiError('Too many emails to this address. Try again later.', 429));
    const form = await fillAndSend('fan@example.com');
    const alert = form.querySelector('[role="alert"]');
    expect(alert?.querySelector('p')?.textContent).toBe('Unable to send email');
    expect(alert?.textContent).toContain('Too many emails to this address. Try again later.');
    expect(form.querySelector('input')?.value).toBe('fan@example.com');
  });

  it('queues the opt-in through the outbox while offline', async () => {
    setOnline(false);
    const enqueue = vi.fn(() => Promise.resolve('id-1'));
    provideOutbox({ enqueue } as unknown as OutboxPort);
    const form = await fillAndSend('fan@example.com');
    expect(send).not.toHaveBeenCalled();
    expect(enqueue).toHaveBeenCalledWith({
      kind: CHALLENGE_OPT_IN,
      payload: { type: 'opt_in_confirmation', email: 'fan@example.com' },
    });
    const alert = form.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Saved on this device');
    expect(alert?.textContent).toContain('We’ll send your confirmation email');
  });

  it('says it is offline, without pretending, when nothing can hold the opt-in', async () => {
    setOnline(false);
    provideOutbox({
      enqueue: () => Promise.reject(new Error('no outbox')),
    } as unknown as OutboxPort);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = await fillAndSend('fan@example.com');
    expect(form.querySelector('[role="alert"]')?.textContent).toContain('You’re offline');
    expect(form.querySelector('input')?.value).toBe('fan@example.com');
  });
});
