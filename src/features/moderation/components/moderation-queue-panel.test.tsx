import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { click, render, settleUntil, typeInto, type Rendered } from '@/testing/render';
import type { ModerationQueue } from '../model/moderation-queue';

const server = vi.hoisted(() => ({ queue: vi.fn(), review: vi.fn(), ban: vi.fn() }));
vi.mock('../api/get-moderation-queue', () => ({ getModerationQueue: server.queue }));
vi.mock('../api/review-video', () => ({ reviewVideo: server.review }));
vi.mock('../api/ban-user', () => ({ banUser: server.ban }));
vi.mock('@/components/toast-store', () => ({ toast: vi.fn() }));

const { default: ModerationQueuePanel } = await import('./moderation-queue-panel');

const QUEUE: ModerationQueue = {
  hideAfterReports: 3,
  reportsPerHour: 20,
  videos: [
    {
      id: 'v1',
      title: 'Scammy clip',
      videoUrl: 'https://cdn.example.com/v1.webm',
      thumbnailUrl: null,
      status: 'pending',
      createdAt: '2026-11-28T10:00:00Z',
      uploaderId: 'u1',
      uploaderName: 'Shady Uploader',
      uploaderEmail: 'shady@example.com',
      uploaderBanned: false,
      reportCount: 3,
      reasons: [{ label: 'Spam or misleading links', count: 3 }],
      details: ['Sends you to a fake shop'],
    },
  ],
};

const Open = ({ children }: { children: ReactNode }) => <>{children}</>;
let rendered: Rendered | undefined;
const text = () => rendered?.container.textContent ?? '';
const button = (name: string) =>
  [...(rendered?.container.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);

beforeEach(async () => {
  server.queue.mockReset().mockResolvedValue(QUEUE);
  server.review.mockReset().mockResolvedValue('Video removed.');
  server.ban.mockReset().mockResolvedValue('Member banned.');
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ModerationQueuePanel guard={Open} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(await settleUntil(() => text().includes('Scammy clip'))).toBe(true);
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('the moderation queue', () => {
  it('shows the rule, and each video with its status, report count, reasons, words and uploader', () => {
    expect(text()).toContain(
      'A video reported by 3 different members is hidden from everyone until a moderator reviews it.',
    );
    expect(text()).toContain('Hidden, pending review');
    expect(text()).toContain('3 reports');
    expect(text()).toContain('Spam or misleading links × 3');
    expect(text()).toContain('Sends you to a fake shop');
    expect(text()).toContain('Shady Uploader');
    expect(text()).toContain('shady@example.com');
  });

  it('removes only with a reason, which goes to the server', async () => {
    await click(button('Remove')!);
    await click(button('Confirm Removal')!);
    expect(text()).toContain('Give a reason: the creator sees it.');
    expect(server.review).not.toHaveBeenCalled();
    await typeInto(rendered!.container.querySelector('textarea')!, '  Links to a scam shop ');
    await click(button('Confirm Removal')!);
    expect(server.review).toHaveBeenCalledWith('v1', 'remove', 'Links to a scam shop');
  });

  it('restores at once, and bans the uploader with a reason', async () => {
    await click(button('Restore')!);
    expect(server.review).toHaveBeenCalledWith('v1', 'restore', undefined);
    await settleUntil(() => !!button('Ban Uploader'));
    await click(button('Ban Uploader')!);
    await typeInto(rendered!.container.querySelector('textarea')!, 'Repeated scams');
    await click(button('Confirm Ban')!);
    expect(server.ban).toHaveBeenCalledWith('u1', 'Repeated scams');
  });
});
