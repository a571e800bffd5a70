import { useId, type ReactNode } from 'react';

export interface CardProps {
  title: string;
  /** Extra content beside the heading, e.g. a status badge. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One section of the affiliate page: an h2 that names it, then its content. */
export function Card({ title, aside, children }: CardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
