import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from './clock';

/** How long an access token lives. The web app reads `exp` and signs out when it passes. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'stratblocks';
const AUDIENCE = 'stratblocks-api';

export interface AccessTokenClaims {
  userId: number;
  /** The user's token_version when the token was issued; bumping it revokes older tokens. */
  tokenVersion: number;
}

/** HS256 access tokens: `sub` is the user id, `ver` the token version, `exp` 7 days out. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly lifetimeSeconds = ACCESS_TOKEN_LIFETIME_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(claims: AccessTokenClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + this.lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        // A token without exp would never expire: refuse it even if it is signed.
        requiredClaims: ['exp', 'sub'],
        currentDate: this.clock.now(),
      });
      const userId = Number(payload.sub);
      const tokenVersion = payload['ver'];
      if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number') return null;
      return { userId, tokenVersion };
    } catch {
      return null;
    }
  }
}

/**
 * The signing secret: JWT_SECRET when set, else one generated on first start and kept in
 * DATA_DIR/jwt-secret (mode 0600), so tokens survive restarts of an embedded install.
 */
export function loadJwtSecret(options: { jwtSecret: string | null; dataDir: string }): string {
  if (options.jwtSecret) return options.jwtSecret;
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, 'jwt-secret');
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}
