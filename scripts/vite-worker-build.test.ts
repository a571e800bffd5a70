import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { workerBuild } from './vite-worker-build';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The submit upload module bundled alone, as the worker build would with `plugins`. */
async function bundleUpload(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    resolve: { alias: { '@': `${root}src` } },
    build: {
      write: false,
      minify: false,
      lib: { entry: 'src/features/submit/outbox/tus-upload.ts', formats: ['es'] },
    },
  })) as Rollup.RollupOutput[];
  return output
    .flatMap((result) => result.output)
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
}

describe("the service worker's build", () => {
  it('uploads with its own TUS client and leaves tus-js-client out', async () => {
    const worker = await bundleUpload([workerBuild(root)]);
    expect(worker).toContain('Tus-Resumable');
    expect(worker).not.toContain('tus: failed to');
    // Without the swap, the same module brings tus-js-client in.
    const page = await bundleUpload([]);
    expect(page).toContain('tus: failed to');
  }, 60_000);
});
