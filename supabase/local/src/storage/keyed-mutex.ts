/**
 * Serialises work per key inside this process. Several keys are taken in sorted order, so two
 * callers wanting overlapping sets cannot deadlock.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
    const ordered = [...new Set(keys)].sort();
    return this.acquire(ordered, 0, fn);
  }

  private acquire<T>(keys: string[], index: number, fn: () => Promise<T>): Promise<T> {
    const key = keys[index];
    if (key === undefined) return fn();
    return this.runExclusive(key, () => this.acquire(keys, index + 1, fn));
  }

  private runExclusive<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(fn);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
