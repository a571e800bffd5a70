import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_MIRROR_KEY,
  MIN_TOKEN_VALIDITY_MS,
  mirrorSession,
  readAuthMirror,
  usableAccessToken,
  type AuthMirror,
} from './auth-mirror';
import { readSetting, removeSetting } from './settings';

const NOW = 1_800_000_000_000;

function mirror(expiresAt: number): AuthMirror {
  return { userId: 'u1', email: 'a@b.c', fullName: null, accessToken: 'tok', expiresAt };
}

describe('usableAccessToken', () => {
  it('gives the token while it stays valid for at least 60 more seconds', () => {
    expect(MIN_TOKEN_VALIDITY_MS).toBe(60_000);
    expect(usableAccessToken(mirror(NOW + 3_600_000), NOW)).toBe('tok');
    expect(usableAccessToken(mirror(NOW + 60_000), NOW)).toBe('tok');
  });

  it('refuses a token that expires within a minute, has expired, or is missing', () => {
    expect(usableAccessToken(mirror(NOW + 59_999), NOW)).toBeNull();
    expect(usableAccessToken(mirror(NOW - 1), NOW)).toBeNull();
    expect(usableAccessToken(null, NOW)).toBeNull();
  });
});

describe('mirrorSession', () => {
  beforeEach(async () => {
    await removeSetting(AUTH_MIRROR_KEY);
  });

  it('stores the access token, user and expiry but never the refresh token', async () => {
    await mirrorSession({
      access_token: 'access',
      expires_at: 1_800_000_000,
      user: { id: 'user-1', email: 'c@d.e', user_metadata: { full_name: 'Cee Dee' } },
      refresh_token: 'refresh',
    } as Parameters<typeof mirrorSession>[0]);
    expect(await readAuthMirror()).toEqual({
      userId: 'user-1',
      email: 'c@d.e',
      fullName: 'Cee Dee',
      accessToken: 'access',
      expiresAt: 1_800_000_000_000,
    });
    expect(JSON.stringify(await readSetting(AUTH_MIRROR_KEY))).not.toContain('refresh');
  });

  it('deletes the mirror on sign-out', async () => {
    await mirrorSession({ access_token: 'a', expires_at: 1, user: { id: 'u' } });
    await mirrorSession(null);
    expect(await readAuthMirror()).toBeNull();
  });
});
