import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toaster } from '@/components/toaster';
import { appQueryClient } from '@/lib/query/client';
import { useOnlineManager } from '@/lib/query/online-manager';
import { UpdatePrompt } from './pwa/update-prompt';
import { startQueryCache } from './query/start-query-cache';

/**
 * What surrounds the router: the one QueryClient (server state, kept in IndexedDB for offline use),
 * the app-wide notification region and the update prompt, each in its own error boundary so a
 * failure there never blanks the page. UI state lives in zustand stores, which need no provider.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useOnlineManager();
  // After the first commit, so the first screen's query already holds index.html's early rows.
  useEffect(startQueryCache, []);
  return (
    <QueryClientProvider client={appQueryClient()}>
      {children}
      <ErrorBoundary area="notifications">
        <Toaster />
      </ErrorBoundary>
      <ErrorBoundary area="update prompt">
        <UpdatePrompt />
      </ErrorBoundary>
    </QueryClientProvider>
  );
}
