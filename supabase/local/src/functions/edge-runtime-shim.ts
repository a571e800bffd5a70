/**
 * Preloaded into every function worker (Deno, not Node). Plain Deno has no `EdgeRuntime` global;
 * hosted functions use `EdgeRuntime.waitUntil(promise)` for work that outlives the response. The
 * local worker process stays alive anyway, so the promise only needs its failure reported.
 */
interface EdgeRuntimeGlobal {
  waitUntil(promise: Promise<unknown>): void;
}

const scope = globalThis as unknown as { EdgeRuntime?: EdgeRuntimeGlobal };

scope.EdgeRuntime ??= {
  waitUntil(promise) {
    promise.catch((error: unknown) => console.error('EdgeRuntime.waitUntil task failed:', error));
  },
};

export {};
