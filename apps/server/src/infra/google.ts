import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Clock } from './clock';

/** What a verified Google ID token tells about the person signing in. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

export type GoogleVerification =
  { ok: true; identity: GoogleIdentity } | { ok: false; reason: 'expired' | 'invalid' | 'unreachable' };

export interface GoogleTokenVerifier {
  verify(idToken: string): Promise<GoogleVerification>;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies Google ID tokens with jose: RS256 signature against Google's keys (fetched from the
 * configured JWKS URL and cached), issuer, audience = our client id, and expiry.
 */
export class JoseGoogleTokenVerifier implements GoogleTokenVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(
    private readonly clientId: string,
    jwksUrl: string,
    private readonly clock: Clock,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  }

  async verify(idToken: string): Promise<GoogleVerification> {
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: this.clientId,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const email = payload['email'];
      if (typeof payload.sub !== 'string' || typeof email !== 'string' || !email.includes('@')) {
        return { ok: false, reason: 'invalid' };
      }
      const name = payload['name'];
      return {
        ok: true,
        identity: {
          subject: payload.sub,
          email: email.trim().toLowerCase(),
          emailVerified: payload['email_verified'] === true || payload['email_verified'] === 'true',
          name: typeof name === 'string' && name.trim() ? name.trim() : null,
        },
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      if (error instanceof errors.JWKSTimeout || isFetchFailure(error)) {
        return { ok: false, reason: 'unreachable' };
      }
      return { ok: false, reason: 'invalid' };
    }
  }
}

/** Google's keys could not be fetched (network down, refused, not 200), as opposed to a bad token. */
function isFetchFailure(error: unknown): boolean {
  if (error instanceof TypeError) return /fetch failed/i.test(error.message);
  return error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC';
}
