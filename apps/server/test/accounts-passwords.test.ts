import { PasswordChangedResponseSchema } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { TestClock, startTestServer, type TestServer } from './helpers';
import { codeFrom, startSmtpSink, type SmtpSink } from './smtp-sink';

let server: TestServer;
let smtp: SmtpSink;
const clock = new TestClock();
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url }, { clock });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('POST /api/auth/change-password', () => {
  it('needs a token', async () => {
    const response = await call(server.app, 'POST', '/api/auth/change-password', {
      current_password: PASSWORD,
      new_password: 'new password',
    });
    expect(response.statusCode).toBe(401);
  });

  it('checks the current password and the new one (at least 6 characters)', async () => {
    const token = await signUp(server.app, smtp, 'change@example.com', PASSWORD);
    const wrong = await call(
      server.app,
      'POST',
      '/api/auth/change-password',
      { current_password: 'not it at all', new_password: 'new password' },
      { token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Current password is incorrect' });
    const short = await call(
      server.app,
      'POST',
      '/api/auth/change-password',
      { current_password: PASSWORD, new_password: '12345' },
      { token },
    );
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ detail: 'Password must be at least 6 characters' });
  });

  it('changes it, answers a fresh token and revokes the old ones', async () => {
    const login = await call(server.app, 'POST', '/api/auth/login', {
      email: 'change@example.com',
      password: PASSWORD,
    });
    const oldToken = login.json<{ access_token: string }>().access_token;
    const changed = await call(
      server.app,
      'POST',
      '/api/auth/change-password',
      { current_password: PASSWORD, new_password: 'brand new secret' },
      { token: oldToken },
    );
    expect(changed.statusCode).toBe(200);
    const body = PasswordChangedResponseSchema.parse(changed.json());
    expect(body.detail).toBe('Password changed successfully');

    expect((await call(server.app, 'GET', '/api/auth/me', undefined, { token: oldToken })).statusCode).toBe(
      401,
    );
    expect(
      (await call(server.app, 'GET', '/api/auth/me', undefined, { token: body.access_token })).statusCode,
    ).toBe(200);
    const oldLogin = await call(server.app, 'POST', '/api/auth/login', {
      email: 'change@example.com',
      password: PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await call(server.app, 'POST', '/api/auth/login', {
      email: 'change@example.com',
      password: 'brand new secret',
    });
    expect(newLogin.statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers the same neutral 200 for unknown and known emails, mailing only the known', async () => {
    const token = await signUp(server.app, smtp, 'forgot@example.com', PASSWORD);
    const unknown = await call(server.app, 'POST', '/api/auth/forgot-password', {
      email: 'nobody@example.com',
    });
    const known = await call(server.app, 'POST', '/api/auth/forgot-password', {
      email: 'forgot@example.com',
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await smtp.waitForMail('forgot@example.com', 1);
    expect(mail.subject).toMatch(/password reset code/);
    expect(smtp.count('nobody@example.com')).toBe(0);
    // Asking again within the minute still answers 200, without a new mail.
    const again = await call(server.app, 'POST', '/api/auth/forgot-password', {
      email: 'forgot@example.com',
    });
    expect(again.statusCode).toBe(200);

    const code = codeFrom(mail);
    expect(code).toMatch(/^\d{10}$/);
    const wrongCode = code === '0000000000' ? '0000000001' : '0000000000';
    const wrong = await call(server.app, 'POST', '/api/auth/reset-password', {
      email: 'forgot@example.com',
      code: wrongCode,
      new_password: 'reset password 1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Invalid verification code' });
    const short = await call(server.app, 'POST', '/api/auth/reset-password', {
      email: 'forgot@example.com',
      code,
      new_password: 'short',
    });
    expect(short.json()).toEqual({ detail: 'Password must be at least 8 characters' });

    const reset = await call(server.app, 'POST', '/api/auth/reset-password', {
      email: 'forgot@example.com',
      code,
      new_password: 'reset password 1',
    });
    expect(reset.statusCode).toBe(200);
    expect(smtp.count('forgot@example.com')).toBe(2);

    // Old sessions end; the new password works; the code cannot be used twice.
    expect((await call(server.app, 'GET', '/api/auth/me', undefined, { token })).statusCode).toBe(401);
    const login = await call(server.app, 'POST', '/api/auth/login', {
      email: 'forgot@example.com',
      password: 'reset password 1',
    });
    expect(login.statusCode).toBe(200);
    const reuse = await call(server.app, 'POST', '/api/auth/reset-password', {
      email: 'forgot@example.com',
      code,
      new_password: 'reset password 2',
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('a verification code cannot reset a password', async () => {
    clock.advance(61_000);
    await call(server.app, 'POST', '/api/auth/register', { email: 'mixed@example.com', password: PASSWORD });
    const code = codeFrom(await smtp.waitForMail('mixed@example.com'));
    const response = await call(server.app, 'POST', '/api/auth/reset-password', {
      email: 'mixed@example.com',
      code,
      new_password: 'taken over!',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: 'Please enter the 10-digit code from the email' });
  });

  it('an unverified account that resets its password is verified by the code', async () => {
    await call(server.app, 'POST', '/api/auth/forgot-password', { email: 'mixed@example.com' });
    const code = codeFrom(await smtp.waitForMail('mixed@example.com', 1));
    const reset = await call(server.app, 'POST', '/api/auth/reset-password', {
      email: 'mixed@example.com',
      code,
      new_password: 'mixed new password',
    });
    expect(reset.statusCode).toBe(200);
    const login = await call(server.app, 'POST', '/api/auth/login', {
      email: 'mixed@example.com',
      password: 'mixed new password',
    });
    expect(login.statusCode).toBe(200);
  });
});
