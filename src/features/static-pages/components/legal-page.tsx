import { Page } from '@/components/page';
import { isList, type Block, type LegalDocument } from '../model/legal-document';
import { RichText } from './rich-text';

function BlockView({ block }: { block: Block }) {
  if (isList(block)) {
    return (
      <ul className="list-disc space-y-1.5 pl-5">
        {block.list.map((item, index) => (
          <li key={index}>
            <RichText value={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <RichText value={block} />
    </p>
  );
}

/** A static text page: heading, summary, a table of contents, then the sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Page title={document.title} lead={<RichText value={document.summary} />}>
      <p className="text-sm text-ink-muted">Last updated: {document.updated}</p>
      <nav aria-label="On this page" className="rounded-xl border border-line bg-surface p-4">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
          On this page
        </h2>
        <ol className="mt-2 grid gap-x-4 sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center text-brand-soft hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="scroll-mt-20"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold">
            {section.heading}
          </h2>
          <div className="mt-2 space-y-3 leading-relaxed text-ink/90">
            {section.blocks.map((block, index) => (
              <BlockView key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </Page>
  );
}
