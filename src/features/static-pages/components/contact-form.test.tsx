import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToastStore } from '@/components/toast-store';
import { click, render, typeInto, type Rendered } from '@/testing/render';
import { ContactForm } from './contact-form';

const queueContactMessage = vi.fn((_form: unknown) => Promise.resolve('id-1'));
vi.mock('../outbox/queue-contact-message', () => ({
  queueContactMessage: (form: unknown) => queueContactMessage(form),
}));

let rendered: Rendered;
beforeEach(async () => {
  vi.stubGlobal(
    'Audio',
    class {
      volume = 1;
      play = () => Promise.resolve();
    },
  );
  rendered = await render(<ContactForm />);
});
afterEach(async () => {
  await rendered.unmount();
  useToastStore.getState().toasts.forEach((item) => dismissToast(item.id));
  vi.unstubAllGlobals();
  queueContactMessage.mockClear();
});

const field = (name: string) =>
  rendered.container.querySelector<HTMLInputElement & HTMLTextAreaElement>(`#contact-${name}`)!;
const submitButton = () =>
  rendered.container.querySelector<HTMLButtonElement>('button[type="submit"]')!;

describe('contact form', () => {
  it('has four required fields, the email of type email', () => {
    expect(['name', 'email', 'subject', 'message'].map((name) => field(name).required)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(field('email').type).toBe('email');
    expect(field('message').tagName).toBe('TEXTAREA');
  });

  it('shows a message under each empty field and focuses the first', async () => {
    await click(submitButton());
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(field('name').getAttribute('aria-describedby')!)?.textContent,
    ).toBe('Please enter your name.');
    expect(rendered.container.textContent).toContain('Please enter your email address.');
    expect(rendered.container.textContent).toContain('Please enter a subject.');
    expect(rendered.container.textContent).toContain('Please enter a message.');
    expect(document.activeElement).toBe(field('name'));
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('clears a field’s message once it is corrected', async () => {
    await click(submitButton());
    await typeInto(field('email'), 'not-an-email');
    expect(rendered.container.textContent).toContain(
      'Please enter a valid email address, like name@example.com.',
    );
    await typeInto(field('email'), 'ada@example.com');
    expect(field('email').hasAttribute('aria-invalid')).toBe(false);
  });

  async function fillValidForm() {
    await typeInto(field('name'), 'Ada');
    await typeInto(field('email'), 'ada@example.com');
    await typeInto(field('subject'), 'Prize question');
    await typeInto(field('message'), 'When is the winner announced?');
    await click(submitButton());
  }

  it('refuses a malformed email with focus on it, then sends the form once it is fixed', async () => {
    await typeInto(field('name'), 'Ada Lovelace');
    await typeInto(field('email'), 'ada@example');
    await typeInto(field('subject'), 'Prize question');
    await typeInto(field('message'), 'When is this week’s winner announced?');
    await click(submitButton());
    const malformed = 'Please enter a valid email address, like name@example.com.';
    expect(
      document.getElementById(field('email').getAttribute('aria-describedby')!)?.textContent,
    ).toBe(malformed);
    expect(document.activeElement).toBe(field('email'));
    expect(queueContactMessage).not.toHaveBeenCalled();

    await typeInto(field('email'), 'ada@example.com');
    expect(rendered.container.textContent).not.toContain(malformed);
    await click(submitButton());
    await vi.waitFor(() => expect(field('email').value).toBe(''));
    expect(queueContactMessage).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@example.com' }),
    );
  });

  it('queues a valid message through the outbox and clears every field', async () => {
    await fillValidForm();
    await vi.waitFor(() => expect(field('name').value).toBe(''));
    expect(queueContactMessage).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Prize question',
      message: 'When is the winner announced?',
    });
    expect(['name', 'email', 'subject', 'message'].map((name) => field(name).value)).toEqual([
      '',
      '',
      '',
      '',
    ]);
    // Online the outbox says 'Message received' once the server has it (send-contact-handler).
    expect(useToastStore.getState().toasts).toHaveLength(0);
    expect(rendered.container.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('offline, says the message waits for the connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await fillValidForm();
    await vi.waitFor(() =>
      expect(useToastStore.getState().toasts).toMatchObject([
        {
          title: 'Message saved',
          description: "You're offline: it will be sent as soon as you're back online.",
        },
      ]),
    );
    vi.restoreAllMocks();
  });

  it('keeps the text when the device cannot hold the message', async () => {
    queueContactMessage.mockRejectedValueOnce(new Error('quota'));
    await fillValidForm();
    await vi.waitFor(() =>
      expect(useToastStore.getState().toasts).toMatchObject([{ title: 'Message not sent' }]),
    );
    expect(field('name').value).toBe('Ada');
  });
});
