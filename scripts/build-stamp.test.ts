import { expect, it } from 'vitest';
import { buildStamp } from './build-stamp.ts';

it('differs with NODE_ENV, so a development build of React is never reused as the production one', async () => {
  const saved = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = 'production';
    const production = await buildStamp();
    process.env.NODE_ENV = 'test';
    const test = await buildStamp();
    expect(test).not.toBe(production);
    process.env.NODE_ENV = 'production';
    expect(await buildStamp()).toBe(production);
  } finally {
    process.env.NODE_ENV = saved;
  }
});
