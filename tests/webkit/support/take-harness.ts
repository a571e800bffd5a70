import { fileURLToPath, URL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { featureSurfaces } from '../../../scripts/vite-feature-surfaces.ts';
import type { WebKitBrowser } from './webkit';

let bundle: Promise<string> | undefined;

/** The page-side harness (../page/take-harness.ts) as one script, built once per run. */
export function takeHarnessScript(): Promise<string> {
  bundle ??= (async () => {
    const output = await build({
      configFile: false,
      logLevel: 'warn',
      plugins: [featureSurfaces(fileURLToPath(new URL('../../..', import.meta.url)))],
      resolve: { alias: { '@': fileURLToPath(new URL('../../../src', import.meta.url)) } },
      build: {
        write: false,
        minify: false,
        chunkSizeWarningLimit: 4096,
        lib: {
          entry: fileURLToPath(new URL('../page/take-harness.ts', import.meta.url)),
          formats: ['iife'],
          name: 'laughloopTakeHarness',
        },
      },
    });
    const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    const chunk = results[0]?.output.find((file) => file.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('the take harness did not build');
    return chunk.code;
  })();
  return bundle;
}

/** Installs the harness in the current page as `window.__takeHarness`. */
export async function installTakeHarness(browser: WebKitBrowser): Promise<void> {
  await browser.driver.executeScript(await takeHarnessScript());
}
