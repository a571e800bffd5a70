import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { AccountSlot } from '../accounts/account-slot';
import { FRAME_CLASS, MAIN_CLASS } from '../layout/frame-look';
import { Header } from '../layout/header';
import { UploadTraySlot } from '../outbox/upload-tray-slot';
import { Component as HomePage } from '../routes/home';
import { Component as ShortsPage } from '../routes/shorts';
import { FEED_SLOT, HOME_PAGE_CLASS, SHORTS_PAGE_CLASS } from './first-paint-flags';

/**
 * What index.html shows before the app's code has run, prerendered into #root at build time
 * (scripts/vite-first-paint.ts): the app's header and both first-paint pages, home and /shorts,
 * as they draw before any data is in — skeleton grids, the challenge banner's empty words. The
 * early script shows the page its path asks for. A query client of its own that never fetches
 * (prerendering runs no effects) keeps every list loading. Hidden from assistive technology and
 * inert (nothing in it works yet), which hears a loading status instead; the app replaces it all.
 *
 * One router at '/': /shorts is prerendered only for its plain address (no ?tab, no ?play), which
 * is what it shows at '/' too, and nothing on either page reads the path.
 */
export function FirstPaint() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location="/">
        <p className="sr-only" role="status">
          Loading LaughLoop…
        </p>
        <div className={FRAME_CLASS} aria-hidden="true" inert>
          <Header accountMenu={<AccountSlot />} uploadTray={<UploadTraySlot />} />
          <main className={MAIN_CLASS}>
            <div className={HOME_PAGE_CLASS} {...{ [FEED_SLOT]: 'home' }}>
              <HomePage />
            </div>
            <div className={SHORTS_PAGE_CLASS} {...{ [FEED_SLOT]: 'shorts' }}>
              <ShortsPage />
            </div>
          </main>
        </div>
      </StaticRouter>
    </QueryClientProvider>
  );
}
