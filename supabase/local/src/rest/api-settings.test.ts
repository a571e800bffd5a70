import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_SETTINGS, readApiSettings } from './api-settings.ts';

function configWith(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'api-settings-')), 'config.toml');
  writeFileSync(file, text);
  return file;
}

describe('readApiSettings', () => {
  it('reads [api] schemas and max_rows as the CLI hands them to PostgREST', () => {
    const file = configWith('[api]\nschemas = ["public", "personal"]\nmax_rows = 50\n');
    expect(readApiSettings(file)).toEqual({ schemas: ['public', 'personal'], maxRows: 50 });
  });

  it("keeps the CLI's defaults when the file, the section or a key is missing or invalid", () => {
    expect(readApiSettings('/nonexistent/config.toml')).toEqual(DEFAULT_API_SETTINGS);
    expect(readApiSettings(configWith('[auth]\nsite_url = "x"\n'))).toEqual(DEFAULT_API_SETTINGS);
    expect(readApiSettings(configWith('[api]\nschemas = []\nmax_rows = -1\n'))).toEqual(
      DEFAULT_API_SETTINGS,
    );
  });
});
