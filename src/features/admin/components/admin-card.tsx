import { useId, type ReactNode } from 'react';

export interface AdminCardProps {
  title: string;
  /** A sentence under the heading: what the card is for. */
  lead?: ReactNode;
  children?: ReactNode;
}

/** One section of the admin setup screen: a region named by its h2. */
export function AdminCard({ title, lead, children }: AdminCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold">
          {title}
        </h2>
        {lead && <p className="text-sm text-ink-muted">{lead}</p>}
      </div>
      {children}
    </section>
  );
}
