import { lazy, Suspense } from 'react';
import { useToastStore } from './toast-store';

const Toast = lazy(() => import('./toast'));

/**
 * The app's one notification region: always present, so screen readers announce what gets added.
 * Docked above the bottom navigation (and any card docked there, bottom-dock.ts): at the top it
 * covered the header and the home page's Record button.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <section
      aria-label="Notifications"
      className="toast-dock pointer-events-none fixed inset-x-0 z-50 px-3"
    >
      <ol
        aria-live="polite"
        aria-relevant="additions text"
        className="mx-auto flex max-w-md flex-col gap-2"
      >
        <Suspense fallback={null}>
          {toasts.map((item) => (
            <Toast key={item.id} item={item} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
