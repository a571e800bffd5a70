import type { ReactNode } from 'react';

/** A decorative 24×24 line icon that takes the text colour; the control around it carries the name. */
export function Icon({
  children,
  className = 'size-6',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
