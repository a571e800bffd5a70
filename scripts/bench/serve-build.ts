import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { build, preview, type PreviewServer } from 'vite';

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

/** Benchmarks build into their own folder so they never clobber dist/ of a running `npm start` or e2e. */
const OUT_DIR = 'bench-results/dist';

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh production build of the app, served by `vite preview` (gzip, like any real host) on a free port. */
export async function serveFreshBuild(): Promise<ServedBuild> {
  const started = Date.now();
  await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
  const port = await freePort();
  const server: PreviewServer = await preview({
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  console.log(
    `Built and serving ${OUT_DIR} at http://127.0.0.1:${port} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => server.close(),
  };
}
