import { RestError } from './errors.ts';

export type ReturnPreference = 'minimal' | 'representation' | 'headers-only';

export interface Preferences {
  return?: ReturnPreference;
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
}

const ACCEPTED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
};

/**
 * Parses Prefer. Repeated headers arrive comma-joined (fetch's Headers does that, and so does
 * postgrest-js's `append`). The first value of a kind wins, as in PostgREST; unknown values are
 * ignored unless `handling=strict`, which answers PGRST122.
 * `tx=commit|rollback` is unknown here: hosted PostgREST runs with `db-tx-end = commit`, which
 * does not parse it, so a client cannot ask for a write that answers 201 and leaves nothing.
 */
export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = {};
  const invalid: string[] = [];
  for (const raw of (header ?? '').split(',')) {
    const token = raw.trim();
    if (!token) continue;
    const [key = '', value = ''] = token.split('=', 2).map((part) => part.trim());
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected ??= Number(value);
    } else if (ACCEPTED[key]?.includes(value)) {
      const record = prefs as Record<string, string>;
      record[key] ??= value;
    } else if (key !== 'timezone') {
      invalid.push(token);
    }
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

/** The Preference-Applied header for the preferences this request honoured. */
export function preferenceApplied(prefs: Preferences, kinds: (keyof Preferences)[]): string | null {
  const parts: string[] = [];
  for (const kind of kinds) {
    const value = prefs[kind];
    if (value === undefined) continue;
    parts.push(kind === 'maxAffected' ? `max-affected=${value}` : `${kind}=${value}`);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}
