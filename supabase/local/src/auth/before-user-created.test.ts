import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFrom } from '../config.ts';
import { BeforeUserCreatedConfigError, loadBeforeUserCreatedHook } from './before-user-created.ts';

function withToml(toml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'before-user-created-'));
  writeFileSync(join(dir, 'config.toml'), toml);
  return configFrom({ dataDir: join(dir, 'data'), supabaseDir: dir });
}

const table = (uri: string, enabled = true) =>
  `[auth.hook.before_user_created]\nenabled = ${enabled}\nuri = "${uri}"\n`;

describe('[auth.hook.before_user_created] in supabase/local', () => {
  it('reads a Postgres function hook and quotes its name as GoTrue does', () => {
    expect(
      loadBeforeUserCreatedHook(withToml(table('pg-functions://postgres/public/check_user'))),
    ).toEqual({
      uri: 'pg-functions://postgres/public/check_user',
      functionName: '"public"."check_user"',
    });
  });

  it('is off when disabled or absent', () => {
    expect(
      loadBeforeUserCreatedHook(withToml(table('pg-functions://postgres/public/f', false))),
    ).toBeNull();
    expect(loadBeforeUserCreatedHook(withToml('[auth]\nenabled = true\n'))).toBeNull();
  });

  it('refuses what it cannot run faithfully instead of ignoring it', () => {
    for (const uri of [
      'https://hooks.example/before-user-created',
      'pg-functions://postgres/public/f;drop',
      'pg-functions://postgres/f',
    ]) {
      expect(() => loadBeforeUserCreatedHook(withToml(table(uri)))).toThrow(
        BeforeUserCreatedConfigError,
      );
    }
    expect(() =>
      loadBeforeUserCreatedHook(withToml('[auth.hook.before_user_created]\nenabled = true\n')),
    ).toThrow('enabled, but uri is empty');
  });
});
