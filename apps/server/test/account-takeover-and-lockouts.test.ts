import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_DIGITS, MAX_CODE_ATTEMPTS, RESEND_COOLDOWN_MS } from '../src/services/email-codes';
import { call, signUp } from './api';
import { TEST_JWT_SECRET, TestClock, startTestServer, type TestServer } from './helpers';
import { codeFrom, startSmtpSink, type SmtpSink } from './smtp-sink';

let server: TestServer;
let smtp: SmtpSink;
const clock = new TestClock();
const OWNER_PASSWORD = 'owner password 1';
const ATTACKER_PASSWORD = 'attacker password 2';
const OWNER_IP = '198.51.100.7';
const ATTACKER_IP = '203.0.113.66';

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url, JWT_SECRET: TEST_JWT_SECRET }, { clock });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

function login(email: string, password: string, ip = OWNER_IP) {
  return call(server.app, 'POST', '/api/auth/login', { email, password }, { ip });
}

describe('finding 1: a sign-up never changes the credentials of an existing account', () => {
  it('a second sign-up of an unverified email keeps the first password; the latest code verifies it', async () => {
    const email = 'victim1@example.com';
    const first = await call(
      server.app,
      'POST',
      '/api/auth/register',
      { email, password: OWNER_PASSWORD },
      { ip: OWNER_IP },
    );
    clock.advance(61_000);
    const second = await call(
      server.app,
      'POST',
      '/api/auth/register',
      { email, password: ATTACKER_PASSWORD },
      { ip: ATTACKER_IP },
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    // The owner verifies with the latest code from their mailbox (the one the attacker's sign-up sent).
    const code = codeFrom(await smtp.waitForMail(email, 1));
    const verified = await call(
      server.app,
      'POST',
      '/api/auth/verify-email',
      { email, code },
      { ip: OWNER_IP },
    );
    expect(verified.statusCode).toBe(200);
    expect((await login(email, ATTACKER_PASSWORD, ATTACKER_IP)).statusCode).toBe(401);
    expect((await login(email, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it('an attacker who signed up first does not keep their password: the code confirms the password given with it', async () => {
    const email = 'victim2@example.com';
    await call(
      server.app,
      'POST',
      '/api/auth/register',
      { email, password: ATTACKER_PASSWORD },
      { ip: ATTACKER_IP },
    );
    clock.advance(61_000);
    await call(
      server.app,
      'POST',
      '/api/auth/register',
      { email, password: OWNER_PASSWORD },
      { ip: OWNER_IP },
    );
    const code = codeFrom(await smtp.waitForMail(email, 1));
    const verified = await call(
      server.app,
      'POST',
      '/api/auth/verify-email',
      { email, code, password: OWNER_PASSWORD },
      { ip: OWNER_IP },
    );
    expect(verified.statusCode).toBe(200);
    expect((await login(email, ATTACKER_PASSWORD, ATTACKER_IP)).statusCode).toBe(401);
    expect((await login(email, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it('a sign-up of a verified email changes nothing and mails "you already have an account"', async () => {
    const email = 'verified1@example.com';
    await signUp(server.app, smtp, email, OWNER_PASSWORD);
    clock.advance(61_000);
    const again = await call(
      server.app,
      'POST',
      '/api/auth/register',
      { email, password: ATTACKER_PASSWORD },
      { ip: ATTACKER_IP },
    );
    expect(again.statusCode).toBe(201);
    const notice = await smtp.waitForMail(email, 1);
    expect(notice.subject).toBe('You already have a StratBlocks account');
    expect(notice.text).toMatch(/sign in, or reset your password/);
    expect(notice.text).not.toMatch(/\b\d{4}\b/);
    expect((await login(email, ATTACKER_PASSWORD, ATTACKER_IP)).statusCode).toBe(401);
    expect((await login(email, OWNER_PASSWORD)).statusCode).toBe(200);
  });
});

describe('finding 5: answers do not tell who has an account', () => {
  it('register answers alike for a new, an unverified and a verified email', async () => {
    await signUp(server.app, smtp, 'known-verified@example.com', OWNER_PASSWORD);
    await call(server.app, 'POST', '/api/auth/register', {
      email: 'known-unverified@example.com',
      password: OWNER_PASSWORD,
    });
    clock.advance(61_000);
    const answers = [];
    for (const email of [
      'brand-new@example.com',
      'known-unverified@example.com',
      'known-verified@example.com',
    ]) {
      const response = await call(
        server.app,
        'POST',
        '/api/auth/register',
        { email, password: ATTACKER_PASSWORD },
        { ip: ATTACKER_IP },
      );
      answers.push({ status: response.statusCode, body: response.json<{ detail: string }>().detail });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.status).toBe(201);
  });

  it('resend-verification and verify-email answer alike for unknown, unverified and verified emails', async () => {
    clock.advance(61_000);
    const emails = ['nobody-here@example.com', 'known-unverified@example.com', 'known-verified@example.com'];
    const resends = [];
    for (const email of emails) {
      const resend = await call(
        server.app,
        'POST',
        '/api/auth/resend-verification',
        { email, code: '' },
        { ip: ATTACKER_IP },
      );
      resends.push([resend.statusCode, resend.body]);
    }
    const live = codeFrom(await smtp.waitForMail('known-unverified@example.com', 2));
    const wrong = live === '0000' ? '0001' : '0000';
    const verifies = [];
    for (const email of emails) {
      const verify = await call(
        server.app,
        'POST',
        '/api/auth/verify-email',
        { email, code: wrong },
        { ip: ATTACKER_IP },
      );
      verifies.push([verify.statusCode, verify.body]);
    }
    expect(resends).toEqual(Array(3).fill([200, '{"detail":"Verification code sent! Check your email."}']));
    expect(new Set(verifies.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(verifies[0]).toEqual([400, '{"detail":"Invalid verification code"}']);
    expect(smtp.count('nobody-here@example.com')).toBe(0);
    const notice = await smtp.waitForMail('known-verified@example.com', 2);
    expect(notice.subject).toBe('Your StratBlocks email is already verified');
  });
});

describe('finding 4: what an attacker hammers does not lock the owner out', () => {
  it('wrong logins from one connection slow that connection down more and more; the owner still signs in', async () => {
    const email = 'hammered@example.com';
    await signUp(server.app, smtp, email, OWNER_PASSWORD);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await login(email, `wrong guess ${attempt}`, ATTACKER_IP);
      if (response.statusCode === 429) {
        waits.push(Number(response.headers['retry-after']));
        // The attacker waits exactly as long as told, then tries again.
        clock.advance(Number(response.headers['retry-after']) * 1000);
      } else {
        expect(response.statusCode).toBe(401);
      }
    }
    expect(waits.length).toBeGreaterThan(1);
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(15 * 60 - 60);
    // Meanwhile the owner, on their own connection, signs in at once with the right password.
    expect((await login(email, OWNER_PASSWORD)).statusCode).toBe(200);
  }, 30_000);

  it('resend and forgot-password calls from one connection do not stop the owner getting mail', async () => {
    const email = 'mailbombed@example.com';
    await signUp(server.app, smtp, email, OWNER_PASSWORD);
    for (let call_ = 0; call_ < 8; call_ += 1) {
      clock.advance(61_000);
      const path = call_ % 2 === 0 ? '/api/auth/forgot-password' : '/api/auth/resend-verification';
      await call(server.app, 'POST', path, { email }, { ip: ATTACKER_IP });
    }
    const blocked = await call(
      server.app,
      'POST',
      '/api/auth/forgot-password',
      { email },
      { ip: ATTACKER_IP },
    );
    expect(blocked.statusCode).toBe(429);
    clock.advance(61_000);
    const before = smtp.count(email);
    const owner = await call(server.app, 'POST', '/api/auth/forgot-password', { email }, { ip: OWNER_IP });
    expect(owner.statusCode).toBe(200);
    const mail = await smtp.waitForMail(email, before);
    expect(mail.subject).toMatch(/password reset code/);
    const code = codeFrom(mail);
    const reset = await call(
      server.app,
      'POST',
      '/api/auth/reset-password',
      { email, code, new_password: 'owner password 3' },
      { ip: OWNER_IP },
    );
    expect(reset.statusCode).toBe(200);
  });

  it('reset codes have 10 digits: at most 7,200 guesses a day leave a chance below 1 in 100,000', () => {
    expect(CODE_DIGITS.reset).toBe(10);
    const guessesPerDay = MAX_CODE_ATTEMPTS * ((24 * 3_600_000) / RESEND_COOLDOWN_MS);
    expect(guessesPerDay).toBe(7200);
    expect(guessesPerDay / 10 ** CODE_DIGITS.reset).toBeLessThan(1 / 100_000);
  });

  it('refuses a correctly signed token without exp', async () => {
    const email = 'noexp@example.com';
    const token = await signUp(server.app, smtp, email, OWNER_PASSWORD);
    const me = await call(server.app, 'GET', '/api/auth/me', undefined, { token });
    const { id } = me.json<{ id: number }>();
    const forever = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(id))
      .setIssuer('stratblocks')
      .setAudience('stratblocks-api')
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await call(server.app, 'GET', '/api/auth/me', undefined, { token: forever });
    expect(response.statusCode).toBe(401);
  });
});
