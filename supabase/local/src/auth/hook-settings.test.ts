import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFrom } from '../config.ts';
import {
  HookConfigError,
  hookTarget,
  loadSendEmailHook,
  localHookSecret,
} from './hook-settings.ts';

const JWT = 'a-jwt-secret-that-is-long-enough-to-use';
const SECRET = `v1,whsec_${Buffer.alloc(32, 1).toString('base64')}`;

function withToml(toml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'hook-settings-'));
  writeFileSync(join(dir, 'config.toml'), toml);
  return configFrom({ dataDir: join(dir, 'data'), supabaseDir: dir });
}

const table = (uri: string, secrets = 'env(SEND_EMAIL_HOOK_SECRET)') =>
  `[auth.hook.send_email]\nenabled = true\nuri = "${uri}"\nsecrets = "${secrets}"\n`;

describe('[auth.hook.send_email] in supabase/local', () => {
  it('reads the hook, with env() secrets or else the instance secret', () => {
    const config = withToml(
      table('http://host.docker.internal:54321/functions/v1/send-email-hook'),
    );
    expect(loadSendEmailHook(config, JWT, { SEND_EMAIL_HOOK_SECRET: SECRET })?.secrets).toEqual([
      SECRET,
    ]);
    const own = loadSendEmailHook(config, JWT, {});
    expect(own?.secrets).toEqual([localHookSecret(JWT)]);
    // A local host's function is this gateway's, whatever port it listens on.
    expect(hookTarget(own!, 'http://127.0.0.1:6001').toString()).toBe(
      'http://127.0.0.1:6001/functions/v1/send-email-hook',
    );
  });

  it('calls any other URI as it is', () => {
    const hook = loadSendEmailHook(withToml(table('https://hooks.example.com/send', SECRET)), JWT);
    expect(hookTarget(hook!, 'http://127.0.0.1:6001').toString()).toBe(
      'https://hooks.example.com/send',
    );
  });

  it('is off when disabled, absent, or turned off in LocalConfig', () => {
    expect(loadSendEmailHook(withToml('[auth]\nenabled = true\n'), JWT)).toBeNull();
    expect(
      loadSendEmailHook(withToml(table('http://localhost/x').replace('true', 'false')), JWT),
    ).toBeNull();
    const config = withToml(table('http://localhost:54321/functions/v1/send-email-hook'));
    expect(loadSendEmailHook({ ...config, sendEmailHook: false }, JWT)).toBeNull();
  });

  it('refuses settings GoTrue refuses', () => {
    for (const bad of [
      table('http://hooks.example.com/send', SECRET),
      table('pg-functions://postgres/public/send', SECRET),
      table('http://localhost/x', 'whsec_short'),
      '[auth.hook.send_email]\nenabled = true\n',
    ]) {
      expect(() => loadSendEmailHook(withToml(bad), JWT, {})).toThrow(HookConfigError);
    }
  });
});
