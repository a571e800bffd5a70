import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { bucketFor } from './limits.ts';
import {
  CLI_RATE_LIMITS,
  EMAIL_SENT_WITHOUT_SMTP,
  rateLimitsFromToml,
  RateLimitConfigError,
} from './rate-limit-settings.ts';

const limitsOf = (toml: string, env: Record<string, string> = {}) =>
  rateLimitsFromToml(parse(toml), env);

describe('rateLimitsFromToml', () => {
  it("takes the CLI's defaults, email_sent only with SMTP", () => {
    expect(limitsOf('')).toEqual({ ...CLI_RATE_LIMITS, emailSent: EMAIL_SENT_WITHOUT_SMTP });
    expect(limitsOf('[auth.email.smtp]\nenabled = true').emailSent).toBe(2);
    expect(limitsOf('[auth.rate_limit]\nemail_sent = 9').emailSent).toBe(EMAIL_SENT_WITHOUT_SMTP);
  });

  it('reads every key of [auth.rate_limit], numbers or env(NAME)', () => {
    const limits = limitsOf(
      `[auth.rate_limit]
email_sent = 10
sms_sent = 11
anonymous_users = 12
token_refresh = 13
sign_in_sign_ups = "env(SIGN_INS)"
token_verifications = 15
web3 = 16
[auth.email.smtp]
enabled = true`,
      { SIGN_INS: '14' },
    );
    expect(limits).toEqual({
      emailSent: 10,
      smsSent: 11,
      anonymousUsers: 12,
      tokenRefresh: 13,
      signInSignUps: 14,
      tokenVerifications: 15,
      web3: 16,
    });
  });

  it('refuses what the CLI would refuse: unknown keys, negatives, fractions, text', () => {
    for (const bad of [
      'sign_in = 3',
      'token_refresh = -1',
      'token_refresh = 1.5',
      'token_refresh = "many"',
      'token_refresh = "env(UNSET)"',
    ]) {
      expect(() => limitsOf(`[auth.rate_limit]\n${bad}`)).toThrow(RateLimitConfigError);
    }
  });
});

describe('bucketFor', () => {
  it("builds GoTrue's buckets: a burst of 30 refilled at the rate per 5 minutes", () => {
    expect(bucketFor('token', CLI_RATE_LIMITS)).toEqual({ burst: 30, perSecond: 0.5 });
    expect(bucketFor('verify', CLI_RATE_LIMITS)).toEqual({ burst: 30, perSecond: 0.1 });
    expect(bucketFor('signup', { ...CLI_RATE_LIMITS, signInSignUps: 60 })).toEqual({
      burst: 30,
      perSecond: 0.2,
    });
  });

  it('gives anonymous sign-ins a burst of their hourly rate', () => {
    expect(bucketFor('anonymous', CLI_RATE_LIMITS)).toEqual({ burst: 30, perSecond: 30 / 3600 });
  });
});
