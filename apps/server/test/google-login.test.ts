import { UserSchema } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api';
import { GOOGLE_CLIENT_ID, startFakeGoogle, type FakeGoogle } from './google-jwks';
import { TestClock, startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

let server: TestServer;
let google: FakeGoogle;
let smtp: SmtpSink;
const clock = new TestClock();

beforeAll(async () => {
  google = await startFakeGoogle(() => clock.now());
  smtp = await startSmtpSink();
  server = await startTestServer(
    { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl, SMTP_URL: smtp.url },
    { clock },
  );
});
afterAll(async () => {
  await server.close();
  await google.close();
  await smtp.close();
});

async function googleLogin(token: string) {
  return call(server.app, 'POST', '/api/auth/google-login', { token });
}

describe('POST /api/auth/google-login', () => {
  it('creates a verified account from a valid ID token and signs in', async () => {
    const response = await googleLogin(await google.idToken());
    expect(response.statusCode).toBe(200);
    const token = response.json<{ access_token: string }>().access_token;
    const me = UserSchema.parse((await call(server.app, 'GET', '/api/auth/me', undefined, { token })).json());
    expect(me).toMatchObject({ email: 'grace@gmail.com', username: 'Grace Hopper', is_verified: true });
    const row = await server.database.db
      .selectFrom('users')
      .select(['google_subject', 'password_hash'])
      .where('email', '=', 'grace@gmail.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ google_subject: '109876543210', password_hash: null });
  });

  it('signs the same person in again (same account), accepting the issuer without https too', async () => {
    const response = await googleLogin(await google.idToken({ iss: 'accounts.google.com' }));
    expect(response.statusCode).toBe(200);
    const count = await server.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('email', '=', 'grace@gmail.com')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('links an existing password account with the same email', async () => {
    await call(server.app, 'POST', '/api/auth/register', {
      email: 'linus@example.com',
      password: 'password 1234',
    });
    const response = await googleLogin(
      await google.idToken({ sub: 'linus-sub', email: 'Linus@Example.com', name: 'Linus' }),
    );
    expect(response.statusCode).toBe(200);
    const row = await server.database.db
      .selectFrom('users')
      .select(['google_subject', 'is_verified', 'password_hash'])
      .where('email', '=', 'linus@example.com')
      .executeTakeFirstOrThrow();
    // The account was unverified: Google proved the mailbox, and the unproven password is dropped.
    expect(row).toEqual({ google_subject: 'linus-sub', is_verified: 1, password_hash: null });
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { iss: 'https://evil.example.com' }],
  ])('refuses %s with 401', async (_label, claims) => {
    const response = await googleLogin(await google.idToken(claims));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid Google token' });
  });

  it('refuses an expired token with 401', async () => {
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const response = await googleLogin(
      await google.idToken({}, { issuedAt: nowSeconds - 7200, expiresAt: nowSeconds - 3600 }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Google sign-in expired: please try again' });
  });

  it('refuses a token signed with a key Google did not publish', async () => {
    const response = await googleLogin(await google.idToken({}, { key: google.otherKey }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid Google token' });
  });

  it('refuses a token that is not a JWT at all, and an empty one with 422', async () => {
    expect((await googleLogin('not-a-token')).statusCode).toBe(401);
    const empty = await googleLogin('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: 'Token is required' });
  });

  it('refuses a Google account whose email is not verified', async () => {
    const response = await googleLogin(
      await google.idToken({ sub: 'x-1', email: 'x@example.com', email_verified: false }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Your Google account email is not verified' });
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers 503 "Google sign-in is not configured"', async () => {
    const bare = await startTestServer();
    try {
      const response = await call(bare.app, 'POST', '/api/auth/google-login', {
        token: await google.idToken(),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: 'Google sign-in is not configured' });
    } finally {
      await bare.close();
    }
  });
});

describe('when Google cannot be reached', () => {
  it('answers 503 rather than blaming the token', async () => {
    const offline = await startTestServer(
      { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/oauth2/v3/certs' },
      { clock },
    );
    try {
      const response = await call(offline.app, 'POST', '/api/auth/google-login', {
        token: await google.idToken(),
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await offline.close();
    }
  });
});
