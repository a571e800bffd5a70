import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
}

export type JwtProblem = 'malformed' | 'signature' | 'expired' | 'invalid';

export class JwtError extends Error {
  constructor(
    readonly problem: JwtProblem,
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

const CACHE_LIMIT = 2000;

/** Verifies HS256 tokens signed with the instance secret; remembers good tokens until expiry. */
export class JwtVerifier {
  private readonly key: Uint8Array;
  private readonly cache = new Map<string, Claims>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async verify(token: string): Promise<Claims> {
    const cached = this.cache.get(token);
    const now = Math.floor(Date.now() / 1000);
    if (cached && (cached.exp === undefined || cached.exp > now)) return cached;
    if (cached) this.cache.delete(token);
    const parts = token.split('.').length;
    if (parts !== 3) throw new JwtError('malformed', `Expected 3 parts in JWT; got ${parts}`);
    try {
      const { payload } = await jwtVerify<Claims>(token, this.key, { algorithms: ['HS256'] });
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(token, payload);
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        throw new JwtError('signature', 'JWSError JWSInvalidSignature');
      }
      if (error instanceof errors.JOSEError)
        throw new JwtError('invalid', `JWSError ${error.code}`);
      throw new JwtError('malformed', 'JWSError JWSInvalidSignature');
    }
  }

  sign(claims: Claims, expiresInSeconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(this.key);
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization');
  if (!header) return null;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() ?? null;
}
