import { useEffect, type ReactNode } from 'react';
import { PAGE_CLASS, PAGE_LEAD_CLASS, PAGE_TITLE_CLASS } from './page-look';

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
    <article className={PAGE_CLASS}>
      <header>
        <h1 className={PAGE_TITLE_CLASS}>{title}</h1>
        {lead && <p className={PAGE_LEAD_CLASS}>{lead}</p>}
      </header>
      {children}
    </article>
  );
}
