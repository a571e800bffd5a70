import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('configFromEnv', () => {
  it('trusts no proxy by default and reads SUPABASE_LOCAL_TRUSTED_PROXIES as a list', () => {
    expect(configFromEnv({}).trustedProxies).toEqual([]);
    expect(
      configFromEnv({ SUPABASE_LOCAL_TRUSTED_PROXIES: ' 10.0.0.0/8, ,192.0.2.7 ' }).trustedProxies,
    ).toEqual(['10.0.0.0/8', '192.0.2.7']);
  });

  it('refuses the old AUTH_RATE_LIMIT_* variables, pointing at config.toml', () => {
    expect(() => configFromEnv({ AUTH_RATE_LIMIT_IP: '10000' })).toThrow(/\[auth\.rate_limit\]/);
    expect(() => configFromEnv({ AUTH_RATE_LIMIT_EMAIL: '10' })).toThrow(/config\.toml/);
  });

  it('folds view and like counts every second unless SUPABASE_LOCAL_COUNT_FOLD_MS says otherwise', () => {
    expect(configFromEnv({}).countFoldIntervalMs).toBe(1000);
    expect(configFromEnv({ SUPABASE_LOCAL_COUNT_FOLD_MS: '250' }).countFoldIntervalMs).toBe(250);
    expect(configFromEnv({ SUPABASE_LOCAL_COUNT_FOLD_MS: '0' }).countFoldIntervalMs).toBe(0);
    expect(() => configFromEnv({ SUPABASE_LOCAL_COUNT_FOLD_MS: '-1' })).toThrow();
  });
});
