/** Quotes an identifier; NUL ends it, as in PostgREST's escapeIdent. */
export function ident(name: string): string {
  const cut = name.indexOf('\0');
  const clean = cut < 0 ? name : name.slice(0, cut);
  return `"${clean.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** A SQL string literal (for text that comes from the catalog, never from the request). */
export function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** Collects bind parameters while a statement is built; every request value goes through here. */
export class SqlParams {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
