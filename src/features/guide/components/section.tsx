import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: string;
  children: ReactNode;
}

/** One part of the guide: an h2 that names it, then its content. */
export function Section({ title, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
