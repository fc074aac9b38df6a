import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';

export const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

/** A stand-in for Google's certificate endpoint: a local JWKS and a signer of ID tokens. */
export interface FakeGoogle {
  jwksUrl: string;
  /** An ID token like Google's, signed with the published key unless `key` is given. */
  idToken(
    claims?: JWTPayload,
    options?: { key?: CryptoKey; expiresAt?: number; issuedAt?: number },
  ): Promise<string>;
  /** A key that is not in the JWKS (for bad-signature tokens). */
  otherKey: CryptoKey;
  close(): Promise<void>;
}

const KID = 'test-key-1';

export async function startFakeGoogle(now: () => Date): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    if (request.url === '/oauth2/v3/certs') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    otherKey: other.privateKey,
    async idToken(claims = {}, options = {}) {
      const nowSeconds = Math.floor(now().getTime() / 1000);
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT_ID,
        sub: '109876543210',
        email: 'grace@gmail.com',
        email_verified: true,
        name: 'Grace Hopper',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
        .setIssuedAt(options.issuedAt ?? nowSeconds)
        .setExpirationTime(options.expiresAt ?? nowSeconds + 3600)
        .sign(options.key ?? privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
