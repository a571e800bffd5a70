import { useEffect, type ReactNode } from 'react';

export interface PageProps {
  title: string;
  /** A sentence under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
}

/** A screen's heading and body; also names the browser tab after the screen. */
export function Page({ title, lead, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} · LaughLoop`;
  }, [title]);

  return (
    <article className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-ink-muted">{lead}</p>}
      </header>
      {children}
    </article>
  );
}
