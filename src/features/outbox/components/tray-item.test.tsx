import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from '@/lib/db';
import { click, render, type Rendered } from '@/testing/render';
import { trayState } from '../model/tray-state';
import { TrayItem } from './tray-item';

// Moved down from tests/e2e/submit-moderation.spec.ts: the uploads tray's line for a submission
// moderation refused (drain.test.ts stores it as failed after one attempt with the reason).

const REASON = 'Scams and spam are not allowed on LaughLoop.';
const REFUSED: OutboxRow = {
  id: 'item-1',
  kind: 'submit-video',
  payload: { title: 'Free money prank 1700000000000' },
  status: 'failed',
  attempts: 1,
  nextAttemptAt: 0,
  lastError: REASON,
  createdAt: 0,
  updatedAt: 0,
  bytesSent: 0,
  bytesTotal: 0,
};

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('a refused submission in the uploads tray', () => {
  it('is listed under its title as Failed, with the reason as an alert and a Retry', async () => {
    const onRetry = vi.fn();
    const state = trayState(REFUSED, { online: true, waitsForWifi: false, now: 10_000 });
    rendered = await render(
      <ul>
        <TrayItem row={REFUSED} state={state} onRetry={onRetry} onCancel={() => undefined} />
      </ul>,
    );
    const item = rendered.container.querySelector('li')!;
    expect(item.getAttribute('aria-label')).toBe('Free money prank 1700000000000');
    expect(item.textContent).toContain('Failed');
    expect(item.querySelector('[role="alert"]')?.textContent).toBe(REASON);
    const retry = [...item.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!;
    await click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
