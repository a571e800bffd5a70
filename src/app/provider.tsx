import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toaster } from '@/components/toaster';
import { UpdatePrompt } from './pwa/update-prompt';

/**
 * What surrounds the router: the app-wide notification region and the update prompt, each in its
 * own error boundary so a failure there never blanks the page. State lives in zustand stores, which
 * need no React provider.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ErrorBoundary area="notifications">
        <Toaster />
      </ErrorBoundary>
      <ErrorBoundary area="update prompt">
        <UpdatePrompt />
      </ErrorBoundary>
    </>
  );
}
