import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AccountSlot } from '../accounts/account-slot';
import { WithBoostDialog } from '../boosts/boost-dialog-slot';
import { UploadTraySlot } from '../outbox/upload-tray-slot';
import { ErrorBoundary } from '@/components/error-boundary';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { FRAME_CLASS, MAIN_CLASS } from './frame-look';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { OfflineBanner } from './offline-banner';
import { scrollPositionKey } from './scroll-key';

function AppFrame({ children, footer }: { children: ReactNode; footer: boolean }) {
  return (
    <div className={FRAME_CLASS}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <Header accountMenu={<AccountSlot />} uploadTray={<UploadTraySlot />} />
      <OfflineBanner />
      <main id="main" className={MAIN_CLASS}>
        {children}
      </main>
      {footer && (
        <ErrorBoundary area="footer">
          <Footer />
        </ErrorBoundary>
      )}
      <BottomNav />
    </div>
  );
}

/**
 * The frame around every page: sticky header, offline banner, page, footer, bottom navigation; the
 * boost dialog any page's action bar opens.
 */
export function AppLayout() {
  return (
    <AppFrame footer>
      <NavigationProgress />
      <WithBoostDialog>
        <Outlet />
      </WithBoostDialog>
      <ScrollRestoration getKey={scrollPositionKey} />
    </AppFrame>
  );
}

/**
 * Shown while the first page's code loads. The footer waits for the page, so it does not jump
 * down (a layout shift) once the content arrives.
 */
export function AppLayoutFallback() {
  return (
    <AppFrame footer={false}>
      <p className="sr-only" role="status">
        Loading…
      </p>
    </AppFrame>
  );
}
