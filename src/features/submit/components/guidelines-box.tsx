import { Link } from 'react-router-dom';

/** The content-guidelines box under the Submit form (part 2 §2). */
export function GuidelinesBox() {
  return (
    <aside
      aria-labelledby="guidelines-heading"
      className="rounded-2xl border border-line bg-surface p-4 text-sm"
    >
      <h2 id="guidelines-heading" className="font-bold">
        Content guidelines
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
        <li>Keep it funny and friendly: no hate, harassment, violence or adult content.</li>
        <li>Only submit videos you made or have the right to share.</li>
        <li>MP4, WebM, MOV, AVI or MKV, up to 100MB and 5 minutes.</li>
        <li>Entrants must be 13 or older; under 18 needs a parent&apos;s consent.</li>
      </ul>
      <p className="mt-2">
        Read the full{' '}
        <Link
          to="/content-guidelines"
          className="font-semibold text-brand-soft underline underline-offset-2"
        >
          Content Guidelines
        </Link>{' '}
        and{' '}
        <Link
          to="/contest-terms"
          className="font-semibold text-brand-soft underline underline-offset-2"
        >
          Contest Terms
        </Link>
        .
      </p>
    </aside>
  );
}
