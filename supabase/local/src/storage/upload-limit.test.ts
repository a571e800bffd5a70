import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFrom } from '../config.ts';
import {
  CLI_DEFAULT_FILE_SIZE_LIMIT,
  globalUploadLimit,
  parseSizeInBytes,
  StorageConfigError,
  uploadSizeLimit,
} from './upload-limit.ts';

function configWith(toml: string | null) {
  const dir = mkdtempSync(join(tmpdir(), 'upload-limit-'));
  if (toml !== null) writeFileSync(join(dir, 'config.toml'), toml);
  return configFrom({ dataDir: join(dir, 'data'), supabaseDir: dir });
}

describe('parseSizeInBytes', () => {
  it('reads sizes as the CLI does (go-units RAMInBytes: binary units, case-insensitive)', () => {
    expect(parseSizeInBytes('50MiB')).toBe(50 * 1024 ** 2);
    expect(parseSizeInBytes('50MB')).toBe(50 * 1024 ** 2);
    expect(parseSizeInBytes('50m')).toBe(50 * 1024 ** 2);
    expect(parseSizeInBytes('1 GiB')).toBe(1024 ** 3);
    expect(parseSizeInBytes('1.5kb')).toBe(1536);
    expect(parseSizeInBytes('1024')).toBe(1024);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'MiB', '50 MiBs', '-1MiB', '50XB', '5 0MB'])
      expect(() => parseSizeInBytes(text), text).toThrow(StorageConfigError);
  });
});

describe('globalUploadLimit', () => {
  it("reads [storage] file_size_limit, with the CLI's 50MiB when it is not set", () => {
    expect(globalUploadLimit(configWith('[storage]\nfile_size_limit = "2MiB"\n'))).toBe(
      2 * 1024 ** 2,
    );
    expect(globalUploadLimit(configWith('[storage]\nenabled = true\n'))).toBe(
      CLI_DEFAULT_FILE_SIZE_LIMIT,
    );
    expect(globalUploadLimit(configWith(null))).toBe(CLI_DEFAULT_FILE_SIZE_LIMIT);
  });

  it('refuses a value the CLI would refuse', () => {
    expect(() => globalUploadLimit(configWith('[storage]\nfile_size_limit = "lots"\n'))).toThrow(
      StorageConfigError,
    );
    expect(() => globalUploadLimit(configWith('[storage]\nfile_size_limit = 1024\n'))).toThrow(
      StorageConfigError,
    );
  });
});

describe('uploadSizeLimit', () => {
  it("is the bucket's limit when it has one, never above the global one", () => {
    expect(uploadSizeLimit(null, 4000)).toBe(4000);
    expect(uploadSizeLimit(1000, 4000)).toBe(1000);
    expect(uploadSizeLimit(10_000, 4000)).toBe(4000);
  });
});
