import { RestError } from './errors.ts';

type ReturnPreference = 'minimal' | 'representation' | 'headers-only';

export interface Preferences {
  return?: ReturnPreference;
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  /** Honoured only when the database's pgrst.db_tx_end allows an override. */
  tx?: 'commit' | 'rollback';
  timezone?: string;
  maxAffected?: number;
  /** Preferences PostgREST does not know; with handling=strict they answer PGRST122. */
  invalid: string[];
}

const ACCEPTED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/** PostgREST's readMaybe for an Int64: optional minus sign and digits only. */
const INT64 = /^-?\d+$/;

/**
 * Parses Prefer as PostgREST's Preferences.fromHeaders. Repeated headers arrive comma-joined
 * (fetch's Headers does that, and so does postgrest-js's `append`). The first value of a kind
 * wins. `tx=commit|rollback` is always an accepted preference, but it is only read when the
 * database's `pgrst.db_tx_end` ends in `-allow-override` (`txOverride`); `timezone=` and
 * `max-affected=` with any value are accepted too. Everything else is invalid (PGRST122 under
 * `handling=strict`, see strictPreferences).
 */
export function parsePrefer(header: string | null, txOverride = false): Preferences {
  const prefs: Preferences = { invalid: [] };
  const record = prefs as unknown as Record<string, string | undefined>;
  for (const raw of (header ?? '').split(',')) {
    const token = raw.trim();
    if (!token) continue;
    const eq = token.indexOf('=');
    const key = eq < 0 ? token : token.slice(0, eq);
    const value = eq < 0 ? '' : token.slice(eq + 1);
    if (key === 'max-affected' && eq >= 0) {
      const n = INT64.test(value) ? Number(value) : NaN;
      if (prefs.maxAffected === undefined && Number.isSafeInteger(n)) prefs.maxAffected = n;
    } else if (key === 'timezone' && eq >= 0) {
      prefs.timezone ??= value;
    } else if (eq >= 0 && ACCEPTED[key]?.includes(value)) {
      if (key !== 'tx' || txOverride) record[key] ??= value;
    } else {
      prefs.invalid.push(token);
    }
  }
  return prefs;
}

/** PGRST122, raised once the request is planned (as PostgREST's plans do). */
export function strictPreferences(prefs: Preferences): void {
  if (prefs.handling !== 'strict' || prefs.invalid.length === 0) return;
  throw new RestError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.invalid.join(', ')}`,
  );
}

/** The kinds of preference PostgREST reports for a kind of request (Response.responsePreferences). */
export type AppliedKind = 'resolution' | 'missing' | 'return' | 'maxAffected';

/**
 * The Preference-Applied header, in PostgREST's order. count, tx, handling and timezone apply to
 * every request; the rest only where `kinds` says so, and max-affected only with handling=strict.
 */
export function preferenceApplied(prefs: Preferences, kinds: AppliedKind[]): string | null {
  const has = (kind: AppliedKind) => kinds.includes(kind);
  const parts = [
    has('resolution') && prefs.resolution && `resolution=${prefs.resolution}`,
    has('missing') && prefs.missing && `missing=${prefs.missing}`,
    has('return') && prefs.return && `return=${prefs.return}`,
    prefs.count && `count=${prefs.count}`,
    prefs.tx && `tx=${prefs.tx}`,
    prefs.handling && `handling=${prefs.handling}`,
    prefs.timezone !== undefined && `timezone=${prefs.timezone}`,
    has('maxAffected') &&
      prefs.handling === 'strict' &&
      prefs.maxAffected !== undefined &&
      `max-affected=${prefs.maxAffected}`,
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(', ') : null;
}
