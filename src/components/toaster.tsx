import { lazy, Suspense } from 'react';
import { useToastStore } from './toast-store';

const Toast = lazy(() => import('./toast'));

/** The app's one notification region: always present, so screen readers announce what gets added. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-16 z-50 px-3"
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
