import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigTomlError, parseFunctionTables, settingsFor } from './function-settings.ts';

describe('config.toml [functions.<name>]', () => {
  it('defaults to enabled with JWT verification', () => {
    expect(settingsFor({}, 'echo', '/repo/supabase')).toEqual({
      enabled: true,
      verifyJwt: true,
      importMap: undefined,
      entrypoint: undefined,
    });
  });

  it('reads verify_jwt, enabled, and paths relative to the config folder', () => {
    const tables = parseFunctionTables(
      `project_id = "x"\n[functions.hook]\nverify_jwt = false\nenabled = false\nimport_map = "./functions/deno.json"\nentrypoint = "./functions/hook/main.ts"\n`,
      'config.toml',
    );
    expect(settingsFor(tables, 'hook', '/repo/supabase')).toEqual({
      enabled: false,
      verifyJwt: false,
      importMap: '/repo/supabase/functions/deno.json',
      entrypoint: '/repo/supabase/functions/hook/main.ts',
    });
  });

  it('rejects TOML that does not parse, and keys of the wrong type', () => {
    expect(() => parseFunctionTables('[functions.a\nverify_jwt = 1', 'config.toml')).toThrow(
      ConfigTomlError,
    );
    expect(() => parseFunctionTables('[functions.a]\nverify_jwt = "no"', 'config.toml')).toThrow(
      /verify_jwt/,
    );
  });

  it('turns JWT verification off for stripe-webhook in the project config', () => {
    const tables = parseFunctionTables(
      readFileSync('supabase/config.toml', 'utf8'),
      'supabase/config.toml',
    );
    expect(settingsFor(tables, 'stripe-webhook', '/s').verifyJwt).toBe(false);
  });
});
