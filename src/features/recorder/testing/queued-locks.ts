/** Web Locks as a tab sees them: a request waits until the holder lets go, or its signal aborts. */
export class QueuedLocks {
  private tails = new Map<string, Promise<unknown>>();
  private holders = new Map<string, number>();
  queued = 0;

  hold(name: string): () => void {
    let release = () => undefined as void;
    void this.request(name, {}, () => new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }

  request<T>(
    name: string,
    options: { signal?: AbortSignal; ifAvailable?: boolean },
    run: (lock: { name: string } | null) => Promise<T> | T,
  ): Promise<T> {
    // ifAvailable: a held (or queued-for) lock is not waited for; the callback gets null.
    if (options.ifAvailable && (this.holders.get(name) ?? 0) > 0)
      return Promise.resolve().then(() => run(null));
    const before = this.tails.get(name) ?? Promise.resolve();
    this.queued++;
    this.holders.set(name, (this.holders.get(name) ?? 0) + 1);
    const granted = new Promise<void>((resolve, reject) => {
      void before.then(() => resolve());
      options.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
    });
    const done = granted.then(() => run({ name }));
    const settled = done.catch(() => undefined);
    void settled.then(() => this.holders.set(name, (this.holders.get(name) ?? 1) - 1));
    this.tails.set(name, settled);
    return done;
  }
}
