import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { claimItem, insertItem } from '../data/outbox-repo';
import { jobContext } from './job-context';

const MB = 1024 * 1024;

beforeEach(async () => {
  await db.outbox.clear();
  await insertItem({ id: 'up', kind: 'submit-video', payload: {}, bytesTotal: 26 * MB }, 1);
});

async function storedBytes(): Promise<number | undefined> {
  // The progress writes are not awaited by the handler; let them land.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return (await db.outbox.get('up'))?.bytesSent;
}

describe('a job context', () => {
  it('records progress a few times a second, but every acknowledged chunk at once', async () => {
    const row = (await claimItem('up', 2))!;
    const ctx = jobContext(row, new AbortController().signal, async () => 'token');
    ctx.progress(1 * MB, 26 * MB);
    ctx.progress(11.6 * MB, 26 * MB);
    expect(await storedBytes()).toBe(1 * MB);
    // The server took the second 6 MB chunk just after the last progress event.
    ctx.acknowledged(12 * MB, 26 * MB);
    expect(await storedBytes()).toBe(12 * MB);
  });
});
