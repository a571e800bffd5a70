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

/**
 * The local router learns a worker's port from Deno's "Listening on http://…/" line (it binds port
 * 0). A function may pass its own `onListen`, which replaces that line: the line is printed anyway.
 */
interface ListenAddress {
  hostname: string;
  port: number;
}
type OnListen = (address: ListenAddress) => void;
type Serve = (...args: unknown[]) => unknown;

const deno = (globalThis as unknown as { Deno: { serve: Serve } }).Deno;
const serve = deno.serve.bind(deno);

function hasOwnOnListen(arg: unknown): arg is { onListen: OnListen } {
  return (
    typeof arg === 'object' &&
    arg !== null &&
    typeof (arg as { onListen?: unknown }).onListen === 'function'
  );
}

Object.defineProperty(deno, 'serve', {
  configurable: true,
  value: (...args: unknown[]) =>
    serve(
      ...args.map((arg) => {
        if (!hasOwnOnListen(arg)) return arg;
        const own = arg.onListen;
        return {
          ...arg,
          onListen(address: ListenAddress) {
            console.error(`Listening on http://${address.hostname}:${address.port}/`);
            own(address);
          },
        };
      }),
    ),
});
