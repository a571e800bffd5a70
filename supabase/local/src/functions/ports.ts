import { createConnection, createServer } from 'node:net';

/** A port on 127.0.0.1 that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Resolves once something accepts connections on the port; rejects with `giveUp`'s reason when it
 * fires first (the process died, or the deadline passed).
 */
export async function waitForPort(
  port: number,
  giveUp: Promise<never>,
  intervalMs = 50,
): Promise<void> {
  let stopped = false;
  const polling = (async () => {
    while (!stopped) {
      if (await accepts(port)) return;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  try {
    await Promise.race([polling, giveUp]);
  } finally {
    stopped = true;
  }
}
