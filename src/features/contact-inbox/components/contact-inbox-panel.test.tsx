import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast-store';
import { createQueryClient } from '@/lib/query/client';
import { click, render, settle, type Rendered } from '@/testing/render';
import { countContactMessages } from '../api/count-contact-messages';
import { listContactMessages } from '../api/list-contact-messages';
import { setContactMessageStatus } from '../api/set-contact-message-status';
import type { ContactMessage, ContactStatus } from '../model/inbox';
import ContactInboxPanel from './contact-inbox-panel';

vi.mock('../api/list-contact-messages', () => ({ listContactMessages: vi.fn() }));
vi.mock('../api/count-contact-messages', () => ({ countContactMessages: vi.fn() }));
vi.mock('../api/set-contact-message-status', () => ({ setContactMessageStatus: vi.fn() }));

function message(id: string, status: ContactStatus, subject: string): ContactMessage {
  return {
    id,
    name: 'Ada',
    email: 'ada@example.com',
    subject,
    message: 'Line one\nline two',
    status,
    createdAt: '2026-11-26T07:00:00Z',
  };
}

let inbox: ContactMessage[];
let rendered: Rendered | undefined;
const Open = ({ children }: { children: ReactNode }) => <>{children}</>;

async function open(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactInboxPanel guard={Open} />
    </QueryClientProvider>,
  );
  await settle();
  return rendered.container;
}

const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((item) => item.textContent === name);

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  inbox = [
    message('m2', 'new', 'Newest'),
    message('m1', 'read', 'Older'),
    message('m0', 'handled', 'Done'),
  ];
  vi.mocked(listContactMessages).mockImplementation((statuses) =>
    Promise.resolve(inbox.filter((item) => statuses.includes(item.status))),
  );
  vi.mocked(countContactMessages).mockImplementation((statuses) =>
    Promise.resolve(inbox.filter((item) => statuses.includes(item.status)).length),
  );
  vi.mocked(setContactMessageStatus).mockImplementation((id, status) => {
    inbox = inbox.map((item) => (item.id === id ? { ...item, status } : item));
    return Promise.resolve();
  });
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the contact inbox', () => {
  it('lists waiting messages with their count, and moves one to Handled', async () => {
    const panel = await open();
    expect(panel.querySelector('h2')?.textContent).toBe('Contact Inbox');
    expect(panel.querySelector('[role="status"]')?.textContent).toBe('2 new messages');
    const list = panel.querySelector('ul[aria-label="New messages"]')!;
    expect([...list.querySelectorAll('h3')].map((item) => item.textContent)).toEqual([
      'Newest',
      'Older',
    ]);
    expect(list.querySelector('a')?.getAttribute('href')).toBe(
      'mailto:ada@example.com?subject=Re%3A%20Newest',
    );

    await click(button(list.querySelector('li')!, 'Mark handled')!);
    await settle();
    expect(setContactMessageStatus).toHaveBeenCalledWith('m2', 'handled');
    expect(panel.querySelector('[role="status"]')?.textContent).toBe('1 new message');
    expect(panel.querySelector('ul[aria-label="New messages"]')?.textContent).not.toContain(
      'Newest',
    );

    await click(button(panel, 'Handled')!);
    await settle();
    const handled = panel.querySelector('ul[aria-label="Handled messages"]')!;
    expect(handled.querySelectorAll('li')).toHaveLength(2);
    await click(button(handled.querySelector('li')!, 'Reopen')!);
    await settle();
    expect(setContactMessageStatus).toHaveBeenLastCalledWith('m2', 'read');
  });

  it('says when there is nothing to answer, and tells a failed update in a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    inbox = [message('m0', 'handled', 'Done')];
    const panel = await open();
    expect(panel.querySelector('[role="status"]')?.textContent).toBe('No new messages');
    expect(panel.textContent).toContain('No new messages. Messages sent from the contact page');

    await click(button(panel, 'Handled')!);
    await settle();
    vi.mocked(setContactMessageStatus).mockRejectedValueOnce(new Error('refused'));
    await click(button(panel, 'Reopen')!);
    await settle();
    expect(useToastStore.getState().toasts.map((item) => item.title)).toContain(
      'Message not updated',
    );
  });
});
