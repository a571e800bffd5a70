import { renderToString } from 'react-dom/server';
import { FirstPaint } from './first-paint';

/** Marks a Suspense boundary the server gave up on (a lazy component that had not loaded). */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The first paint's markup, for the build (scripts/vite-first-paint.ts loads this with Vite).
 * Nothing in it may wait for code: a lazy component rendered at once would leave a boundary for
 * the client, which this page never hydrates, so that fails the build instead.
 */
export function renderFirstPaint(): string {
  const html = renderToString(<FirstPaint />, { identifierPrefix: 'first-paint-' });
  if (html.includes(CLIENT_RENDERED))
    throw new Error(
      'The first paint rendered a lazy component (a Suspense boundary left to the client): keep it out of the loading state',
    );
  return html;
}
