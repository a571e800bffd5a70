import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/lib/db';
import { render, type Rendered } from '@/testing/render';
import { registerLabel } from '../port/registry';
import { WaitingActions } from './waiting-actions';

registerLabel('set-like', 'Like');
registerLabel('report-video', 'Report');

// Issue 36 §1: every kind is sent by the service worker with the app closed; one it cannot send
// (none today) is named in the tray as waiting for the app.

const row = (id: string, kind: string, payload: unknown): OutboxRow => ({
  id,
  kind,
  payload,
  status: 'queued',
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  createdAt: 0,
  updatedAt: 0,
  bytesSent: 0,
  bytesTotal: 0,
});

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('WaitingActions', () => {
  it('says a kind the service worker cannot send waits for the app, and nothing more for the rest', async () => {
    rendered = await render(
      <WaitingActions
        rows={[
          row('a', 'set-like', { videoTitle: 'Cat Zoomies', liked: true }),
          row('b', 'report-video', { videoTitle: 'Spam' }),
          row('c', 'future-kind', {}),
        ]}
        onRetry={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const lines = [...rendered.container.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual([
      'Like · Cat ZoomiesWaiting',
      'Report · SpamWaiting',
      // A kind no registration named (left by another version) is never shown by its raw name.
      'Waiting actionWaiting · sends when LaughLoop is open',
    ]);
  });
});
