import { RestError } from './errors.ts';

type MediaKind = 'json' | 'object' | 'csv';

export interface Media {
  kind: MediaKind;
  stripNulls: boolean;
  contentType: string;
}

const JSON_MEDIA: Media = {
  kind: 'json',
  stripNulls: false,
  contentType: 'application/json; charset=utf-8',
};

function mediaFor(range: string): Media | null {
  const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
  const stripNulls = params.includes('nulls=stripped');
  switch (type) {
    case '*/*':
    case 'application/*':
    case 'application/json':
      return JSON_MEDIA;
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return {
        kind: 'object',
        stripNulls,
        contentType: `application/vnd.pgrst.object+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    case 'application/vnd.pgrst.array+json':
      return {
        kind: 'json',
        stripNulls,
        contentType: `application/vnd.pgrst.array+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    case 'text/csv':
      return { kind: 'csv', stripNulls: false, contentType: 'text/csv; charset=utf-8' };
    default:
      return null;
  }
}

/**
 * Picks the response media type from Accept, in the client's order (postgrest-js sends one type).
 * CSV is only offered where `allowCsv` says so; nothing acceptable gives PGRST107.
 */
export function negotiate(accept: string | null, allowCsv: boolean): Media {
  if (!accept || accept.trim() === '') return JSON_MEDIA;
  for (const range of accept.split(',')) {
    const media = mediaFor(range);
    if (media && (media.kind !== 'csv' || allowCsv)) return media;
  }
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${accept
      .split(',')
      .map((r) => r.trim())
      .join(', ')}`,
  );
}
