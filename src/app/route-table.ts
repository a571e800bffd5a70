import type { ComponentType } from 'react';

/** What a lazy route module exports (react-router's `lazy` reads these properties). */
export interface RouteModule {
  Component: ComponentType;
}

export interface PageRoute {
  path: string;
  load: () => Promise<RouteModule>;
  /**
   * Fetched into the service worker's cache soon after install (with everything it can load), so
   * the page opens offline even before its first visit. The build reads this flag
   * (scripts/vite-offline-files.ts): keep `load` and `offline` together. Leave payment and
   * account callbacks out: they need the network anyway.
   */
  offline: boolean;
}

/** Every page in the spec's route tables (part 1 and part 2 §2) plus /video/:id and /auth. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', load: () => import('./routes/home'), offline: true },
  { path: '/shorts', load: () => import('./routes/shorts'), offline: true },
  { path: '/latest-videos', load: () => import('./routes/latest-videos'), offline: true },
  { path: '/submit', load: () => import('./routes/submit'), offline: true },
  { path: '/my-videos', load: () => import('./routes/my-videos'), offline: true },
  { path: '/video/:id', load: () => import('./routes/video'), offline: true },
  { path: '/contest-terms', load: () => import('./routes/contest-terms'), offline: true },
  { path: '/content-guidelines', load: () => import('./routes/content-guidelines'), offline: true },
  { path: '/privacy-policy', load: () => import('./routes/privacy-policy'), offline: true },
  { path: '/about-us', load: () => import('./routes/about-us'), offline: true },
  { path: '/disclaimer', load: () => import('./routes/disclaimer'), offline: true },
  { path: '/terms-of-use', load: () => import('./routes/terms-of-use'), offline: true },
  { path: '/contact', load: () => import('./routes/contact'), offline: true },
  { path: '/how-it-works', load: () => import('./routes/how-it-works'), offline: true },
  { path: '/boost-plans', load: () => import('./routes/boost-plans'), offline: true },
  { path: '/boost-success', load: () => import('./routes/boost-success'), offline: false },
  { path: '/order', load: () => import('./routes/order'), offline: false },
  { path: '/premium-order', load: () => import('./routes/premium-order'), offline: true },
  { path: '/premium-group', load: () => import('./routes/premium-group'), offline: true },
  { path: '/premium-success', load: () => import('./routes/premium-success'), offline: false },
  { path: '/premium-dashboard', load: () => import('./routes/premium-dashboard'), offline: true },
  { path: '/affiliate', load: () => import('./routes/affiliate'), offline: true },
  { path: '/admin-setup', load: () => import('./routes/admin-setup'), offline: false },
  { path: '/auth', load: () => import('./routes/auth'), offline: false },
  { path: '/auth/callback', load: () => import('./routes/auth-callback'), offline: false },
];

/** Any other path (after the streaming redirect rule has had its say). */
export const NOT_FOUND_ROUTE: PageRoute = {
  path: '*',
  load: () => import('./routes/not-found'),
  offline: true,
};
