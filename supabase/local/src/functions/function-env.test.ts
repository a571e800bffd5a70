import { describe, expect, it } from 'vitest';
import { functionSecrets, runtimeEnv } from './function-env.ts';

const source = {
  publicUrl: 'http://127.0.0.1:54321',
  anonKey: 'anon',
  serviceRoleKey: 'service',
  dbUrl: undefined,
  siteUrl: 'http://127.0.0.1:4173',
  stripeWebhookSecret: 'whsec_local',
};

describe('edge function environment', () => {
  it('holds the Supabase secrets and local service URLs; no SUPABASE_DB_URL without Postgres', () => {
    expect(functionSecrets(source, {})).toEqual({
      SUPABASE_URL: 'http://127.0.0.1:54321',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'service',
      SITE_URL: 'http://127.0.0.1:4173',
      MAIL_API_URL: 'http://127.0.0.1:54321/_dev/mail/send',
      PAYMENT_SANDBOX_URL: 'http://127.0.0.1:54321/_dev/checkout',
      STRIPE_WEBHOOK_SECRET: 'whsec_local',
    });
    expect(functionSecrets({ ...source, dbUrl: 'postgres://db' }, {}).SUPABASE_DB_URL).toBe(
      'postgres://db',
    );
  });

  it("gives the functions the Send Email hook's secret, which .env cannot override", () => {
    const env = functionSecrets(
      { ...source, sendEmailHookSecret: 'v1,whsec_auth' },
      { SEND_EMAIL_HOOK_SECRET: 'v1,whsec_other' },
    );
    expect(env.SEND_EMAIL_HOOK_SECRET).toBe('v1,whsec_auth');
  });

  it('lets .env add and override secrets, except the reserved SUPABASE_* names', () => {
    const env = functionSecrets(source, {
      RESEND_API_KEY: 're_x',
      SITE_URL: 'https://laughloop.app',
      SUPABASE_URL: 'http://x',
    });
    expect(env).toMatchObject({
      RESEND_API_KEY: 're_x',
      SITE_URL: 'https://laughloop.app',
      SUPABASE_URL: source.publicUrl,
    });
  });

  it('inherits only what Deno needs to reach the network from the parent', () => {
    const env = runtimeEnv(
      {
        PATH: '/bin',
        HOME: '/home/me',
        NODE_EXTRA_CA_CERTS: '/etc/ca.pem',
        AWS_SECRET_ACCESS_KEY: 'nope',
        USER: 'me',
      },
      '/data/deno',
      'https://registry.example/',
    );
    expect(env).toEqual({
      PATH: '/bin',
      HOME: '/home/me',
      NODE_EXTRA_CA_CERTS: '/etc/ca.pem',
      NPM_CONFIG_REGISTRY: 'https://registry.example/',
      DENO_DIR: '/data/deno',
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
    });
  });
});
