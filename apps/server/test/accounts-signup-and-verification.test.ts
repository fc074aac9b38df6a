import { PASSWORD_STRENGTH_LABELS, passwordStrength, UserSchema } from '@stratblocks/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { TEST_JWT_SECRET, TestClock, startTestServer, type TestServer } from './helpers';
import { codeFrom, startSmtpSink, type SmtpSink } from './smtp-sink';

let server: TestServer;
let smtp: SmtpSink;
const clock = new TestClock();
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url, JWT_SECRET: TEST_JWT_SECRET }, { clock });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('sign-up with a code received over SMTP', () => {
  it('registers, mails a 4-digit code, verifies it and signs in', async () => {
    const registered = await call(server.app, 'POST', '/api/auth/register', {
      email: ' Ada@Example.com ',
      password: PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ email: 'ada@example.com' });

    const mail = await smtp.waitForMail('ada@example.com');
    expect(mail.subject).toMatch(/verification code/);
    const code = codeFrom(mail);
    expect(code).toMatch(/^\d{4}$/);

    const verified = await call(server.app, 'POST', '/api/auth/verify-email', {
      email: 'ada@example.com',
      code,
    });
    expect(verified.statusCode).toBe(200);
    const { access_token: token, token_type: type } = verified.json<{
      access_token: string;
      token_type: string;
    }>();
    expect(type).toBe('bearer');

    const me = await call(server.app, 'GET', '/api/auth/me', undefined, { token });
    expect(me.statusCode).toBe(200);
    const user = UserSchema.parse(me.json());
    expect(user).toMatchObject({
      email: 'ada@example.com',
      username: 'ada',
      account_type: 'free',
      is_verified: true,
      total_backtests_run: 0,
      strategy_count: 0,
      language: 'en',
      timezone: 'UTC',
      last_login_at: clock.now().toISOString(),
    });
    expect(user.settings.marketing_emails).toBe(false);
  });

  it('uses the spec messages for invalid bodies (422)', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'x@example.com', password: 'short' }, 'Password must be at least 8 characters'],
      [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email'],
      [{ email: '', password: PASSWORD }, 'Email is required'],
      [{ email: 'x@example.com', password: '' }, 'Password is required'],
      [{ password: PASSWORD }, 'Email is required'],
    ];
    for (const [body, detail] of cases) {
      const response = await call(server.app, 'POST', '/api/auth/register', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ detail });
    }
  });

  it('refuses a password the sign-up meter calls Weak (422), by the same rule as the form', async () => {
    const weak = 'abcdefghij';
    expect(PASSWORD_STRENGTH_LABELS[passwordStrength(weak)]).toBe('Weak');
    const response = await call(server.app, 'POST', '/api/auth/register', {
      email: 'weak@example.com',
      password: weak,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'Password is too weak: mix upper and lower case letters, numbers or symbols',
    });
    expect(smtp.count('weak@example.com')).toBe(0);
  });

  it('refuses a wrong code with 400', async () => {
    clock.advance(61_000);
    await call(server.app, 'POST', '/api/auth/register', { email: 'wrong@example.com', password: PASSWORD });
    const code = codeFrom(await smtp.waitForMail('wrong@example.com'));
    const wrong = code === '0000' ? '0001' : '0000';
    const response = await call(server.app, 'POST', '/api/auth/verify-email', {
      email: 'wrong@example.com',
      code: wrong,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid verification code' });
    const badShape = await call(server.app, 'POST', '/api/auth/verify-email', {
      email: 'wrong@example.com',
      code: '12',
    });
    expect(badShape.statusCode).toBe(422);
    expect(badShape.json()).toEqual({ detail: 'Please enter all 4 digits' });
  });

  it('refuses a code after its 15 minutes', async () => {
    await call(server.app, 'POST', '/api/auth/register', { email: 'late@example.com', password: PASSWORD });
    const code = codeFrom(await smtp.waitForMail('late@example.com'));
    clock.advance(15 * 60_000 + 1000);
    const response = await call(server.app, 'POST', '/api/auth/verify-email', {
      email: 'late@example.com',
      code,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Verification code expired: request a new code' });
    const resent = await call(server.app, 'POST', '/api/auth/resend-verification', {
      email: 'late@example.com',
      code: '',
    });
    expect(resent.statusCode).toBe(200);
    const fresh = codeFrom(await smtp.waitForMail('late@example.com', 1));
    const ok = await call(server.app, 'POST', '/api/auth/verify-email', {
      email: 'late@example.com',
      code: fresh,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('resend cooldown', () => {
  it('sends no new code within 60 seconds (same answer), then one that replaces the old', async () => {
    clock.advance(61_000);
    await call(server.app, 'POST', '/api/auth/register', { email: 'resend@example.com', password: PASSWORD });
    const oldCode = codeFrom(await smtp.waitForMail('resend@example.com'));

    const early = await call(server.app, 'POST', '/api/auth/resend-verification', {
      email: 'resend@example.com',
      code: '',
    });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ detail: 'Verification code sent! Check your email.' });
    expect(smtp.count('resend@example.com')).toBe(1);

    clock.advance(60_000);
    const sent = await call(server.app, 'POST', '/api/auth/resend-verification', {
      email: 'resend@example.com',
      code: '',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ detail: 'Verification code sent! Check your email.' });
    const newCode = codeFrom(await smtp.waitForMail('resend@example.com', 1));
    if (newCode !== oldCode) {
      const stale = await call(server.app, 'POST', '/api/auth/verify-email', {
        email: 'resend@example.com',
        code: oldCode,
      });
      expect(stale.statusCode).toBe(400);
    }
    const ok = await call(server.app, 'POST', '/api/auth/verify-email', {
      email: 'resend@example.com',
      code: newCode,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('guessing a code', () => {
  it('burns a code after 5 wrong tries, even for the right code afterwards', async () => {
    clock.advance(61_000);
    await call(server.app, 'POST', '/api/auth/register', { email: 'guess@example.com', password: PASSWORD });
    const code = codeFrom(await smtp.waitForMail('guess@example.com'));
    const wrongCodes = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== code).slice(0, 5);
    const answers = [];
    for (const wrong of wrongCodes) {
      const response = await call(server.app, 'POST', '/api/auth/verify-email', {
        email: 'guess@example.com',
        code: wrong,
      });
      answers.push([response.statusCode, response.json<{ detail: string }>().detail]);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill([400, 'Invalid verification code']));
    expect(answers[4]).toEqual([429, 'Too many attempts: request a new code']);
    // From another connection (this one has used its quick tries), the burnt code stays burnt.
    const right = await call(
      server.app,
      'POST',
      '/api/auth/verify-email',
      { email: 'guess@example.com', code },
      { ip: '10.3.0.1' },
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ detail: 'Too many attempts: request a new code' });
  });

  it('caps guesses per email at 10 per 15 minutes, whatever the number of new codes', async () => {
    const email = 'brute@example.com';
    clock.advance(61_000);
    await call(server.app, 'POST', '/api/auth/register', { email, password: PASSWORD });
    let code = codeFrom(await smtp.waitForMail(email));
    let tries = 0;
    let refused = null;
    // An attacker with fresh codes every minute and new IPs for every try.
    for (let round = 1; round <= 4 && !refused; round += 1) {
      for (let guess = 0; guess < 4 && !refused; guess += 1) {
        const wrong = String((Number(code) + 1 + guess) % 10_000).padStart(4, '0');
        const response = await call(
          server.app,
          'POST',
          '/api/auth/verify-email',
          { email, code: wrong },
          { ip: `10.0.0.${++tries}` },
        );
        if (
          response.statusCode === 429 &&
          response.json<{ detail: string }>().detail.startsWith('Too many requests')
        ) {
          refused = response;
        }
      }
      clock.advance(61_000);
      await call(
        server.app,
        'POST',
        '/api/auth/resend-verification',
        { email, code: '' },
        { ip: `10.1.0.${round}` },
      );
      code = codeFrom(await smtp.waitForMail(email, round));
    }
    expect(refused).not.toBeNull();
    expect(tries).toBe(11);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right code waits for the window to pass.
    const right = await call(
      server.app,
      'POST',
      '/api/auth/verify-email',
      { email, code },
      { ip: '10.2.0.1' },
    );
    expect(right.statusCode).toBe(429);
    clock.advance(15 * 60_000);
    clock.advance(61_000);
    await call(server.app, 'POST', '/api/auth/resend-verification', { email, code: '' }, { ip: '10.1.1.1' });
    const last = codeFrom(await smtp.waitForMail(email, smtp.count(email) - 1));
    const ok = await call(
      server.app,
      'POST',
      '/api/auth/verify-email',
      { email, code: last },
      { ip: '10.2.0.2' },
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('login', () => {
  it('answers a token and records last_login_at', async () => {
    clock.advance(3_600_000);
    const response = await call(server.app, 'POST', '/api/auth/login', {
      email: 'ADA@example.com',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ access_token: string }>().access_token;
    const me = UserSchema.parse((await call(server.app, 'GET', '/api/auth/me', undefined, { token })).json());
    expect(me.last_login_at).toBe(clock.now().toISOString());
  });

  it('answers 401 "Incorrect email or password" for a wrong password or an unknown email', async () => {
    for (const body of [
      { email: 'ada@example.com', password: 'wrong password' },
      { email: 'ghost@example.com', password: PASSWORD },
    ]) {
      const response = await call(server.app, 'POST', '/api/auth/login', body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Incorrect email or password' });
    }
  });

  it('answers 403 "Email not verified" for an unverified account with the right password', async () => {
    clock.advance(61_000);
    await call(server.app, 'POST', '/api/auth/register', {
      email: 'unverified@example.com',
      password: PASSWORD,
    });
    const response = await call(server.app, 'POST', '/api/auth/login', {
      email: 'unverified@example.com',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Email not verified' });
  });

  it('limits attempts per connection and email (429 with Retry-After), not per email alone', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await call(
        server.app,
        'POST',
        '/api/auth/login',
        { email: 'target@example.com', password: `guess ${attempt}` },
        { ip: '10.9.0.1' },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(5).fill(401), 429]);
    const elsewhere = await call(
      server.app,
      'POST',
      '/api/auth/login',
      { email: 'target@example.com', password: 'guess 7' },
      { ip: '10.9.0.2' },
    );
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const none = await call(server.app, 'GET', '/api/auth/me');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Not authenticated' });
    expect(none.headers['www-authenticate']).toBe('Bearer');
    for (const token of [
      'garbage',
      await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .sign(new TextEncoder().encode('another-secret-another-secret-another')),
    ]) {
      const response = await call(server.app, 'GET', '/api/auth/me', undefined, { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Could not validate credentials' });
    }
  });

  it('answers 401 once the token has expired (7 days)', async () => {
    const login = await call(
      server.app,
      'POST',
      '/api/auth/login',
      { email: 'ada@example.com', password: PASSWORD },
      { ip: '10.3.0.1' },
    );
    const token = login.json<{ access_token: string }>().access_token;
    clock.advance(6 * 24 * 3_600_000);
    expect((await call(server.app, 'GET', '/api/auth/me', undefined, { token })).statusCode).toBe(200);
    clock.advance(24 * 3_600_000 + 1000);
    const expired = await call(server.app, 'GET', '/api/auth/me', undefined, { token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ detail: 'Could not validate credentials' });
  });

  it('answers 403 "Email not verified" for a token of an unverified account', async () => {
    const row = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'unverified@example.com')
      .executeTakeFirstOrThrow();
    const now = Math.floor(clock.now().getTime() / 1000);
    const token = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(row.id))
      .setIssuer('stratblocks')
      .setAudience('stratblocks-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await call(server.app, 'GET', '/api/auth/me', undefined, { token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Email not verified' });
  });
});

describe('PATCH /api/auth/me', () => {
  it('persists username, language, timezone and settings (merged)', async () => {
    const token = await signUp(server.app, smtp, 'settings@example.com');
    const patched = await call(
      server.app,
      'PATCH',
      '/api/auth/me',
      {
        username: '  Grace  ',
        language: 'fr',
        timezone: 'EST',
        settings: { theme: 'dark', marketing_emails: true },
      },
      { token },
    );
    expect(patched.statusCode).toBe(200);
    await call(server.app, 'PATCH', '/api/auth/me', { settings: { trade_alerts: false } }, { token });
    const me = UserSchema.parse((await call(server.app, 'GET', '/api/auth/me', undefined, { token })).json());
    expect(me).toMatchObject({ username: 'Grace', language: 'fr', timezone: 'EST' });
    expect(me.settings).toMatchObject({
      theme: 'dark',
      marketing_emails: true,
      trade_alerts: false,
      notifications: true,
    });
  });

  it('refuses unknown values and fields with 422', async () => {
    const token = await signUp(server.app, smtp, 'settings2@example.com');
    for (const body of [{ language: 'it' }, { email: 'new@example.com' }, { username: '   ' }]) {
      const response = await call(server.app, 'PATCH', '/api/auth/me', body, { token });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof response.json<{ detail: string }>().detail).toBe('string');
    }
  });
});
