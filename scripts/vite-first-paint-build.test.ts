import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { renderForBuild } from './vite-first-paint.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const openPorts = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'MessagePort').length;

it('prerenders the first paint for a build and leaves nothing open that would keep `vite build` from exiting', async () => {
  const before = openPorts();
  const markup = await renderForBuild(root, 'production', root);
  expect(markup).toContain('data-first-paint-feed="home"');
  expect(openPorts()).toBe(before);
}, 60_000);
