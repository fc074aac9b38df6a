import type { LoggerOptions } from 'pino';

/**
 * Log options: request ids on every line (Fastify's reqId), and secrets redacted wherever a
 * serializer or a careless log call might put them. Bodies are never logged.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
        'password',
        'new_password',
        'current_password',
        'token',
        'access_token',
        'passwordHash',
        '*.password',
        '*.new_password',
        '*.current_password',
        '*.token',
        '*.access_token',
        '*.passwordHash',
        '*.authorization',
      ],
      censor: '[redacted]',
    },
  };
}
