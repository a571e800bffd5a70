import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import type { LocalConfig } from '../config.ts';

/** The Supabase CLI's default `[storage] file_size_limit` ("50MiB"). */
export const CLI_DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export class StorageConfigError extends Error {
  constructor(message: string) {
    super(`[storage] file_size_limit: ${message}`);
    this.name = 'StorageConfigError';
  }
}

const UNITS: Record<string, number> = {
  '': 1,
  k: 1024,
  m: 1024 ** 2,
  g: 1024 ** 3,
  t: 1024 ** 4,
  p: 1024 ** 5,
};

/**
 * A size as the CLI reads `file_size_limit` (docker/go-units RAMInBytes): a number, an optional
 * space, an optional k/m/g/t/p prefix and optional `i` and `b`, all binary: "50MiB", "50MB" and
 * "50m" are each 50 × 1024² bytes; "1024" is bytes.
 */
export function parseSizeInBytes(text: string): number {
  const match = /^(\d+(?:\.\d+)?) ?([kKmMgGtTpP])?[iI]?[bB]?$/.exec(text);
  if (!match) throw new StorageConfigError(`invalid size: '${text}'`);
  return Math.floor(Number(match[1]) * UNITS[(match[2] ?? '').toLowerCase()]!);
}

function fromConfigToml(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return CLI_DEFAULT_FILE_SIZE_LIMIT;
  }
  let storage: { file_size_limit?: unknown } | undefined;
  try {
    storage = (parseToml(text) as { storage?: { file_size_limit?: unknown } }).storage;
  } catch (error) {
    throw new StorageConfigError(`${file} is not valid TOML: ${(error as Error).message}`);
  }
  const value = storage?.file_size_limit;
  if (value === undefined) return CLI_DEFAULT_FILE_SIZE_LIMIT;
  if (typeof value !== 'string') throw new StorageConfigError('must be a size such as "50MiB"');
  return parseSizeInBytes(value);
}

const cache = new Map<string, number>();

/**
 * Storage's global upload limit (the storage server's FILE_SIZE_LIMIT, which the CLI sets from
 * config.toml's `[storage] file_size_limit`): LocalConfig's override, else config.toml's value,
 * else the CLI's 50 MiB. Read once per config.toml; throws StorageConfigError on a bad value.
 */
export function globalUploadLimit(config: LocalConfig): number {
  if (config.storageFileSizeLimit !== undefined) return config.storageFileSizeLimit;
  let limit = cache.get(config.configToml);
  if (limit === undefined) {
    limit = fromConfigToml(config.configToml);
    cache.set(config.configToml, limit);
  }
  return limit;
}

/**
 * The most an upload to a bucket may hold, as the storage server's getFileSizeLimit: the
 * bucket's own file_size_limit when it has one, never more than the global limit.
 */
export function uploadSizeLimit(bucketLimit: number | null, globalLimit: number): number {
  return bucketLimit ? Math.min(bucketLimit, globalLimit) : globalLimit;
}
