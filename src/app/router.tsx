import {
  createBrowserRouter,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { RouteErrorPage } from './errors/route-error-page';
import { AppLayout, AppLayoutFallback } from './layout/app-layout';
import { streamingRedirectTarget } from './redirect-rule';
import { NOT_FOUND_ROUTE, PAGE_ROUTES } from './route-table';

/** Unknown paths first meet the streaming redirect rule; a replace keeps them out of history. */
function unknownPathLoader({ request }: LoaderFunctionArgs) {
  const target = streamingRedirectTarget(new URL(request.url).pathname);
  return target ? replace(target) : null;
}

/**
 * Every page is a lazy route: its code loads when first visited. The layout is part of the shell;
 * while the first page's code loads, its fallback shows the same frame. Route errors render inside
 * the layout (the pathless child's errorElement), so header and navigation stay usable.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    HydrateFallback: AppLayoutFallback,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...PAGE_ROUTES.map(({ path, load }) => ({ path, lazy: load })),
          { path: NOT_FOUND_ROUTE.path, loader: unknownPathLoader, lazy: NOT_FOUND_ROUTE.load },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the first page's code (or met its error). */
export function whenRouterReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
