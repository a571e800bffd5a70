import { Link } from 'react-router-dom';
import type { RichText as RichTextValue } from '../model/legal-document';

/** Renders text with in-app links from the static-page content modules. */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link
            key={index}
            to={part.to}
            className="font-medium text-brand-soft underline underline-offset-2"
          >
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}
