import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_LIMITS } from '@stratblocks/contracts';

export type MarketDataProvider = 'bundled' | 'yahoo' | 'auto';

/** Everything the server reads from its environment, read in one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** With REDIS_URL: whether this process also takes backtest jobs from the queue (QUEUE_WORKER). */
  queueWorker: boolean;
  /** With REDIS_URL: the BullMQ queue's name (BACKTEST_QUEUE), so that installs can share a Redis. */
  queueName: string;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string | null;
  jwtSecret: string | null;
  googleClientId: string | null;
  googleJwksUrl: string;
  marketDataProvider: MarketDataProvider;
  /** Megabytes of uploaded bars one account keeps (UPLOAD_QUOTA_MB, default 50). */
  uploadQuotaMegabytes: number;
  /** Origins allowed by CORS besides the app's own. */
  appOrigins: string[];
  /**
   * The origin the site is reached at (PUBLIC_ORIGIN, e.g. https://stratblocks.example): robots.txt
   * and sitemap.xml name it. Never taken from a request's Host header, which a client chooses.
   */
  publicOrigin: string;
  /** Where the built web app is; null to serve no web app. */
  webDistDir: string | null;
  logLevel: string;
  /**
   * Which proxies may set X-Forwarded-For (TRUST_PROXY): addresses and CIDR ranges (also
   * `loopback`, `linklocal`, `uniquelocal`). Rate limits then count the client's address
   * rather than the proxy's. False when unset: the header is ignored.
   */
  trustProxy: string | false;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/** Reads the configuration; throws one clear line on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const portText = text(env, 'PORT') ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${portText}"`);
  }
  const provider = (text(env, 'MARKET_DATA_PROVIDER') ?? 'auto').toLowerCase();
  if (provider !== 'bundled' && provider !== 'yahoo' && provider !== 'auto') {
    throw new Error(`MARKET_DATA_PROVIDER must be bundled, yahoo or auto, got "${provider}"`);
  }
  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters (or unset, to generate one in DATA_DIR)');
  }
  return {
    port,
    publicOrigin: readPublicOrigin(text(env, 'PUBLIC_ORIGIN'), port),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: resolve(text(env, 'DATA_DIR') ?? '.data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    redisUrl: text(env, 'REDIS_URL'),
    queueWorker: (text(env, 'QUEUE_WORKER') ?? 'true').toLowerCase() !== 'false',
    queueName: text(env, 'BACKTEST_QUEUE') ?? 'stratblocks-backtests',
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'StratBlocks <no-reply@stratblocks.local>',
    supportEmail: text(env, 'SUPPORT_EMAIL'),
    jwtSecret,
    googleClientId: text(env, 'GOOGLE_CLIENT_ID'),
    googleJwksUrl: text(env, 'GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
    marketDataProvider: provider,
    uploadQuotaMegabytes: readPositiveNumber(env, 'UPLOAD_QUOTA_MB', UPLOAD_LIMITS.storedMegabytes),
    appOrigins: (text(env, 'APP_ORIGIN') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    webDistDir: text(env, 'WEB_DIST_DIR') ?? DEFAULT_WEB_DIST,
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: readTrustProxy(text(env, 'TRUST_PROXY')),
  };
}

/** A number above 0 from the environment, or the default when unset. */
function readPositiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === null) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`${name} must be a number above 0, got "${value}"`);
  return number;
}

/** PUBLIC_ORIGIN: an http(s) origin without a path; unset, http://localhost:PORT. */
function readPublicOrigin(value: string | null, port: number): string {
  if (value === null) return `http://localhost:${port}`;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const bare = value.replace(/\/$/, '');
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== bare) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://stratblocks.example, got "${value}"`);
  }
  return url.origin;
}

const PROXY_ADDRESS =
  /^(loopback|linklocal|uniquelocal|\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[\da-f]*:[\da-f:]*(\/\d{1,3})?)$/i;

/** TRUST_PROXY: unset, or a comma list of addresses, ranges and proxy-addr names. */
function readTrustProxy(value: string | null): string | false {
  if (value === null) return false;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.some((part) => !PROXY_ADDRESS.test(part))) {
    throw new Error(`TRUST_PROXY must be a comma list of proxy addresses or ranges, got "${value}"`);
  }
  return parts.join(',');
}
