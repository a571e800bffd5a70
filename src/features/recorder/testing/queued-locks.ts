export /** Web Locks as a tab sees them: a request waits until the holder lets go, or its signal aborts. */
class QueuedLocks {
  private tails = new Map<string, Promise<unknown>>();
  queued = 0;

  hold(name: string): () => void {
    let release = () => undefined as void;
    void this.request(name, {}, () => new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }

  request<T>(name: string, options: { signal?: AbortSignal }, run: () => Promise<T>): Promise<T> {
    const before = this.tails.get(name) ?? Promise.resolve();
    this.queued++;
    const granted = new Promise<void>((resolve, reject) => {
      void before.then(() => resolve());
      options.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
    });
    const done = granted.then(run);
    this.tails.set(
      name,
      done.catch(() => undefined),
    );
    return done;
  }
}
