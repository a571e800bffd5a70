import { stat, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse } from 'smol-toml';
import { z } from 'zod';

/** The `[functions.<name>]` keys of supabase/config.toml the Supabase CLI accepts. */
export interface FunctionSettings {
  enabled: boolean;
  verifyJwt: boolean;
  /** Absolute paths; config.toml gives them relative to its own folder. */
  importMap: string | undefined;
  entrypoint: string | undefined;
}

const functionTable = z.object({
  enabled: z.boolean().optional(),
  verify_jwt: z.boolean().optional(),
  import_map: z.string().min(1).optional(),
  entrypoint: z.string().min(1).optional(),
  static_files: z.array(z.string()).optional(),
});

const configSchema = z.object({ functions: z.record(z.string(), functionTable).optional() });

export type FunctionTables = NonNullable<z.infer<typeof configSchema>['functions']>;

export class ConfigTomlError extends Error {
  constructor(file: string, reason: string) {
    super(`${file} is not valid: ${reason}`);
    this.name = 'ConfigTomlError';
  }
}

/** Parses the `[functions]` part of config.toml text; other sections are not this module's business. */
export function parseFunctionTables(text: string, file: string): FunctionTables {
  let table: unknown;
  try {
    table = parse(text);
  } catch (error) {
    throw new ConfigTomlError(file, (error as Error).message);
  }
  const result = configSchema.safeParse(table);
  if (!result.success) throw new ConfigTomlError(file, z.prettifyError(result.error));
  return result.data.functions ?? {};
}

export function settingsFor(
  tables: FunctionTables,
  name: string,
  configDir: string,
): FunctionSettings {
  const table = tables[name] ?? {};
  const fromConfigDir = (path: string | undefined) => (path ? resolve(configDir, path) : undefined);
  return {
    enabled: table.enabled ?? true,
    verifyJwt: table.verify_jwt ?? true,
    importMap: fromConfigDir(table.import_map),
    entrypoint: fromConfigDir(table.entrypoint),
  };
}

/**
 * Reads config.toml again whenever it changes on disk, so `verify_jwt` edits apply without a
 * restart (as `supabase functions serve` reloads them).
 */
export class FunctionSettingsSource {
  private cached: { mtimeMs: number; tables: FunctionTables } | undefined;

  constructor(
    private readonly file: string,
    private readonly configDir: string,
  ) {}

  async get(name: string): Promise<FunctionSettings> {
    return settingsFor(await this.tables(), name, this.configDir);
  }

  private async tables(): Promise<FunctionTables> {
    const info = await stat(this.file).catch(() => null);
    if (!info) return {};
    if (this.cached?.mtimeMs === info.mtimeMs) return this.cached.tables;
    const tables = parseFunctionTables(await readFile(this.file, 'utf8'), this.file);
    this.cached = { mtimeMs: info.mtimeMs, tables };
    return tables;
  }
}
