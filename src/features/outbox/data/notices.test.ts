import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { keepNotices, takeNotices } from './notices';

afterEach(async () => {
  await db.notices.clear();
});

describe('worker notices', () => {
  it('hands kept notices out once, oldest first', async () => {
    await keepNotices(
      [
        { title: 'Video submitted!', description: 'a', variant: 'success' },
        { title: 'Already entered', description: 'b', variant: 'destructive' },
      ],
      1_000,
    );
    await keepNotices([{ title: 'Later', description: 'c', variant: 'success' }], 500);
    expect((await takeNotices()).map((notice) => notice.title)).toEqual([
      'Later',
      'Video submitted!',
      'Already entered',
    ]);
    expect(await takeNotices()).toEqual([]);
  });

  it('gives two tabs taking at once each notice only once', async () => {
    await keepNotices([{ title: 'Once', description: 'x', variant: 'success' }], 1);
    const [first, second] = await Promise.all([takeNotices(), takeNotices()]);
    expect([...first, ...second]).toHaveLength(1);
  });
});
