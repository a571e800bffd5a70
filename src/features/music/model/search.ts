/** Longest search term sent to the server. */
const SEARCH_MAX_LENGTH = 100;

/** The columns the library search looks in. */
const SEARCH_COLUMNS = ['title', 'artist', 'genre'] as const;

/**
 * A user's words as an ILIKE pattern matching them anywhere: LIKE's own wildcards (`%`, `_`)
 * and its escape (`\`) are escaped; `*` (which PostgREST always reads as `%`) becomes `_`, the
 * one-character wildcard, so it still matches a literal asterisk without widening the search.
 */
export function likePattern(term: string): string {
  const escaped = term
    .replace(/\\/g, '\\\\')
    .replace(/%/g, '\\%')
    .replace(/_/g, '\\_')
    .replace(/\*/g, '_');
  return `%${escaped}%`;
}

/**
 * A value inside a PostgREST `or=(...)` filter, double-quoted so `,`, `(`, `)`, `.` and `:` in
 * it are data, not syntax; inside the quotes `\` and `"` are escaped with a backslash.
 */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The trimmed, length-capped term; '' means no search. */
export function cleanSearchTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
}

/**
 * The `.or()` argument that finds the term in title, artist or genre, e.g.
 * `title.ilike."%rain%",artist.ilike."%rain%",genre.ilike."%rain%"`; null for an empty term.
 */
export function searchFilter(term: string): string | null {
  const clean = cleanSearchTerm(term);
  if (clean === '') return null;
  const value = quoteFilterValue(likePattern(clean));
  return SEARCH_COLUMNS.map((column) => `${column}.ilike.${value}`).join(',');
}
