import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenNearProps {
  /** Rendered once the place comes within `margin` of the viewport. */
  children: ReactNode;
  /** How far ahead of the viewport to start (CSS margin); a screen by default. */
  margin?: string;
}

/**
 * Renders its children when their place nears the viewport, so code below the fold (usually a
 * lazy chunk) loads on the way down instead of with the page. Without IntersectionObserver
 * it renders at once; prerendered (no window: index.html's first paint, src/app/first-paint) it
 * draws the placeholder, as the browser's first render does.
 */
export function WhenNear({ children, margin = '100% 0px' }: WhenNearProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? <>{children}</> : <div ref={place} aria-hidden="true" className="h-px" />;
}
