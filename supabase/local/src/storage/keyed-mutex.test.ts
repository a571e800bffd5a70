import { describe, expect, it } from 'vitest';
import { KeyedMutex } from './keyed-mutex.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('KeyedMutex', () => {
  it('runs work on one key strictly one after another, even when a task fails', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const task = (name: string, fail = false) =>
      mutex.run(['a'], async () => {
        log.push(`${name}:start`);
        await tick();
        log.push(`${name}:end`);
        if (fail) throw new Error(name);
      });
    const results = await Promise.allSettled([task('1', true), task('2'), task('3')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log).toEqual(['1:start', '1:end', '2:start', '2:end', '3:start', '3:end']);
  });

  it('lets different keys run together and takes several keys without deadlock', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const hold = (keys: string[], name: string) =>
      mutex.run(keys, async () => {
        log.push(`${name}:start`);
        await tick();
        log.push(`${name}:end`);
      });
    await Promise.all([hold(['a'], 'a'), hold(['b'], 'b')]);
    expect(log.slice(0, 2).sort()).toEqual(['a:start', 'b:start']);

    log.length = 0;
    await Promise.all([hold(['x', 'y'], 'xy'), hold(['y', 'x'], 'yx')]);
    expect(log).toEqual(['xy:start', 'xy:end', 'yx:start', 'yx:end']);
  });
});
