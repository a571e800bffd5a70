import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** config.toml's `[api]` as the CLI hands it to PostgREST (db-schemas, db-max-rows). */
export interface ApiSettings {
  /** Exposed schemas; the first is the default profile. */
  schemas: string[];
  maxRows: number;
}

/** The CLI's defaults for `[api]`. */
export const DEFAULT_API_SETTINGS: ApiSettings = {
  schemas: ['public', 'graphql_public'],
  maxRows: 1000,
};

/** Reads `[api] schemas` and `max_rows`; a missing file or key keeps the CLI's default. */
export function readApiSettings(configToml: string): ApiSettings {
  let text: string;
  try {
    text = readFileSync(configToml, 'utf8');
  } catch {
    return DEFAULT_API_SETTINGS;
  }
  let api: { schemas?: unknown; max_rows?: unknown };
  try {
    api = (parse(text) as { api?: typeof api }).api ?? {};
  } catch {
    // An unparsable config.toml already stops start-up with a message (auth's hook settings).
    return DEFAULT_API_SETTINGS;
  }
  const schemas =
    Array.isArray(api.schemas) && api.schemas.every((s) => typeof s === 'string' && s !== '')
      ? (api.schemas as string[])
      : DEFAULT_API_SETTINGS.schemas;
  const maxRows =
    typeof api.max_rows === 'number' && Number.isInteger(api.max_rows) && api.max_rows > 0
      ? api.max_rows
      : DEFAULT_API_SETTINGS.maxRows;
  return { schemas: schemas.length > 0 ? schemas : DEFAULT_API_SETTINGS.schemas, maxRows };
}
