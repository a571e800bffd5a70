import { describe, expect, it } from 'vitest';
import { AuthError, errorResponse } from './errors.ts';
import { parseGoDuration } from './go-duration.ts';
import { weakPasswordError } from './passwords.ts';
import { globToRegExp, isRedirectAllowed, redirectTarget } from './redirects.ts';
import { generateOtp, generateRefreshToken, tokenHash } from './tokens.ts';

describe('parseGoDuration', () => {
  it('reads the durations time.ParseDuration accepts', () => {
    expect(parseGoDuration('24h')).toBe(86_400_000);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('1.5s')).toBe(1500);
    expect(parseGoDuration('250ms')).toBe(250);
    expect(parseGoDuration('-2m')).toBe(-120_000);
    expect(parseGoDuration('0')).toBe(0);
  });

  it('refuses what Go refuses', () => {
    for (const text of ['', '24', 'h', '1d', '1 h', 'forever'])
      expect(parseGoDuration(text)).toBeNull();
  });
});

describe('isRedirectAllowed', () => {
  const policy = { siteUrl: 'https://laughloop.example', allowList: [] };

  it('allows the site itself, any path, and loopback addresses', () => {
    expect(isRedirectAllowed(policy, 'https://laughloop.example/auth/callback?x=1')).toBe(true);
    expect(isRedirectAllowed(policy, 'http://127.0.0.1:5173/')).toBe(true);
    expect(
      isRedirectAllowed(
        { siteUrl: 'http://localhost:4173', allowList: [] },
        'http://localhost:9999/reset',
      ),
    ).toBe(true);
  });

  it('refuses other hosts, other schemes, decimal IPs and control characters', () => {
    expect(isRedirectAllowed(policy, 'https://evil.example/')).toBe(false);
    expect(isRedirectAllowed(policy, 'http://laughloop.example/')).toBe(false);
    expect(isRedirectAllowed(policy, 'https://laughloop.example.evil.example/')).toBe(false);
    expect(isRedirectAllowed(policy, 'http://2130706433/')).toBe(false);
    expect(isRedirectAllowed(policy, '\thttps://laughloop.example/')).toBe(false);
    expect(isRedirectAllowed(policy, 'not a url')).toBe(false);
  });

  it('matches additional_redirect_urls as GoTrue globs, exactly unless wildcards say otherwise', () => {
    const withList = {
      siteUrl: 'http://127.0.0.1:4173',
      allowList: [
        'http://localhost:5173',
        'https://*.laughloop.app/**',
        'https://{a,b}.example/x',
      ].map(globToRegExp),
    };
    expect(isRedirectAllowed(withList, 'http://localhost:5173')).toBe(true);
    expect(isRedirectAllowed(withList, 'http://localhost:5173#access_token=x')).toBe(true);
    expect(isRedirectAllowed(withList, 'http://localhost:5173/reset')).toBe(false);
    expect(isRedirectAllowed(withList, 'https://preview.laughloop.app/auth/callback')).toBe(true);
    expect(isRedirectAllowed(withList, 'https://a.b.laughloop.app/')).toBe(false);
    expect(isRedirectAllowed(withList, 'https://b.example/x')).toBe(true);
    expect(isRedirectAllowed(withList, 'https://c.example/x')).toBe(false);
  });

  it('falls back to an allowed Referer, then to the site URL', () => {
    const withReferer = new Request('http://x/', {
      headers: { referer: 'https://laughloop.example/page' },
    });
    expect(redirectTarget(policy, withReferer, 'https://evil.example/')).toBe(
      'https://laughloop.example/page',
    );
    expect(redirectTarget(policy, new Request('http://x/'), null)).toBe(policy.siteUrl);
  });
});

describe('errorResponse', () => {
  const error = new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', [
    'length',
  ]);

  it('answers {code, message} and echoes the version for 2024-01-01 clients', async () => {
    const req = new Request('http://x/', { headers: { 'x-supabase-api-version': '2025-06-01' } });
    const response = errorResponse(req, error);
    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('answers the legacy body for older or malformed versions', async () => {
    for (const version of [null, '2023-12-31', 'yesterday', '2024-02-30']) {
      const headers: Record<string, string> = version ? { 'x-supabase-api-version': version } : {};
      const response = errorResponse(new Request('http://x/', { headers }), error);
      expect(response.headers.get('x-supabase-api-version')).toBeNull();
      expect(await response.json()).toEqual({
        code: 422,
        error_code: 'weak_password',
        msg: 'Password should be at least 6 characters.',
        weak_password: { reasons: ['length'] },
      });
    }
  });
});

describe('tokens and passwords', () => {
  it('hashes email and code the way GoTrue does (hex SHA-224 of email + code)', () => {
    expect(tokenHash('a@example.com', '123456')).toBe(
      'a1828f725cbf9d6eecc3a3afeb2d88a886ccb3280cc2dc88aafb5c82',
    );
  });

  it('makes 6-digit codes and 12-character refresh tokens', () => {
    expect(generateOtp()).toMatch(/^\d{6}$/);
    expect(generateRefreshToken()).toMatch(/^[a-z0-9]{12}$/);
    expect(new Set(Array.from({ length: 50 }, generateRefreshToken)).size).toBe(50);
  });

  it('measures password length in bytes, like Go', () => {
    expect(weakPasswordError('12345')?.weakPasswordReasons).toEqual(['length']);
    expect(weakPasswordError('123456')).toBeNull();
    expect(weakPasswordError('éé€')).toBeNull();
    expect(weakPasswordError('x'.repeat(73))?.code).toBe('validation_failed');
  });
});
