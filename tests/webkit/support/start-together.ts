interface Stoppable {
  stop(): Promise<void>;
}

const isStoppable = (value: unknown): value is Stoppable =>
  typeof value === 'object' && value !== null && typeof (value as Stoppable).stop === 'function';

/**
 * Starts a file's stack, browsers and fixtures side by side, as Promise.all does. If one fails, the
 * ones that did start are stopped before its error is thrown: afterAll stops only what beforeAll
 * assigned, and an Xvfb, a WebKitWebDriver or a stack left running keeps its display or ports from
 * the next file.
 */
export async function startTogether<T extends readonly unknown[]>(
  ...starts: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(starts);
  const failure = settled.find((result) => result.status === 'rejected');
  const started = settled.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  if (!failure) return started as unknown as T;
  await Promise.allSettled(started.filter(isStoppable).map((piece) => piece.stop()));
  throw failure.reason;
}
