import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppLayoutFallback } from '../layout/app-layout';
import { renderFirstPaint } from './render-first-paint';

/** The app header's markup: the first <header> (a page's own heading block comes after it). */
function headerOf(html: string): string {
  const start = html.indexOf('<header');
  const end = html.indexOf('</header>', start);
  expect(start, 'a <header> in the markup').toBeGreaterThanOrEqual(0);
  return html.slice(start, end + '</header>'.length);
}

describe("index.html's prerendered first paint", () => {
  it("draws the app's own header, exactly as the app's frame draws it while the session is unknown", () => {
    const app = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/">
          <AppLayoutFallback />
        </StaticRouter>
      </QueryClientProvider>,
    );
    const header = headerOf(renderFirstPaint());
    expect(header).toBe(headerOf(app));
    expect(header).toContain('LaughLoop</a>');
  });
});
