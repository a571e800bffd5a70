import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { InstallSlot } from '../pwa/install-slot';
import { LogoMark } from './logo-mark';

export interface HeaderProps {
  /** Filled by the upload issue: progress of queued uploads. */
  uploadTray?: ReactNode;
  /** Filled by the accounts issue: sign-in button or the account menu. */
  accountMenu?: ReactNode;
}

/**
 * Sticky top bar: the logo home, then whatever the app has to offer at this moment. While one of
 * its menus is open the bar rises above the toasts, which would otherwise cover the menu's buttons.
 */
export function Header({ uploadTray, accountMenu }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b has-[[aria-expanded=true]]:z-[60] border-line bg-stage/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-3">
        <Link
          to="/"
          className="-ml-1 flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-extrabold tracking-tight"
        >
          <LogoMark className="size-8" />
          LaughLoop
        </Link>
        <div className="ml-auto flex items-center gap-1">
          {uploadTray && <ErrorBoundary area="upload tray">{uploadTray}</ErrorBoundary>}
          <ErrorBoundary area="install button">
            <InstallSlot />
          </ErrorBoundary>
          {accountMenu && <ErrorBoundary area="account menu">{accountMenu}</ErrorBoundary>}
        </div>
      </div>
    </header>
  );
}
