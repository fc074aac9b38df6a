import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { TokenResponseSchema } from '@stratblocks/contracts';
import { codeFrom, type SmtpSink } from './smtp-sink';

export interface CallOptions {
  token?: string;
  /** The client's address, for tests that must not share per-IP limits. */
  ip?: string;
  headers?: Record<string, string>;
}

/** One JSON call through the whole HTTP stack. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(body !== undefined && { payload: body as InjectOptions['payload'] }),
    ...(options.ip && { remoteAddress: options.ip }),
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
  });
}

/** Registers, reads the code from the mail that arrived over SMTP, verifies; returns the token. */
export async function signUp(
  app: FastifyInstance,
  smtp: SmtpSink,
  email: string,
  password = 'correct horse battery',
): Promise<string> {
  const before = smtp.count(email);
  const registered = await call(app, 'POST', '/api/auth/register', { email, password });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const code = codeFrom(await smtp.waitForMail(email, before));
  const verified = await call(app, 'POST', '/api/auth/verify-email', { email, code });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return TokenResponseSchema.parse(verified.json()).access_token;
}
