import type { BundledMarketData } from '@stratblocks/market-data';
import type { DestinationStream } from 'pino';
import type { BacktestRunner } from './backtests/pool';
import type { StrategyChecker } from './backtests/strategy-checker';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { CheckScheduler } from './infra/check-scheduler';
import type { Clock } from './infra/clock';
import type { GoogleTokenVerifier } from './infra/google';
import type { Mailer } from './infra/mail';
import type { HostLookup } from './infra/public-address';
import type { RateLimitStore } from './infra/rate-limit';
import type { WebhookSender } from './infra/webhook-sender';
import type { YahooChartClient } from './market-data/yahoo-client';
import type { ResearchJobRunner } from './research/research-jobs';

/** What the app is made of; tests pass their own. Everything optional has a production default. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  queueKind: 'inline' | 'redis';
  /** false (no logs), true, or a level (and a stream to write the JSON lines to). */
  logger?: boolean | { level: string; stream?: DestinationStream };
  /** Default: SMTP from SMTP_URL, else the outbox under DATA_DIR. */
  mailer?: Mailer;
  /** Default: the system clock. Tests move time forward to expire codes and windows. */
  clock?: Clock;
  /** Default: in-process counters. */
  rateLimitStore?: RateLimitStore;
  /** Default: built from GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL (null when no client id is set). */
  googleVerifier?: GoogleTokenVerifier | null;
  /**
   * Default: the bundled dataset under data/market, read by this app (main.ts builds one app per
   * process; tests that build many apps pass one dataset to all of them).
   */
  bundledData?: BundledMarketData;
  /** Default: yahoo-finance2's chart() (asked when MARKET_DATA_PROVIDER is yahoo or auto). */
  yahooClient?: YahooChartClient;
  /** Default: a worker-thread pool owned by the app (started on the first run, stopped on close). */
  runner?: BacktestRunner;
  /** Default: one worker thread owned by the app that compiles run bodies. */
  checker?: StrategyChecker;
  /**
   * Default: sweeps and walk-forwards in worker threads owned by the app, or, with REDIS_URL, on the
   * research queue (stopped on close).
   */
  researchJobs?: ResearchJobRunner;
  /**
   * When watch checks run. Default: in this process on the app's clock, or, with REDIS_URL, BullMQ
   * job schedulers (checks then run in processes that serve the queues).
   */
  checkScheduler?: CheckScheduler;
  /**
   * Default: HTTPS through request-filtering-agent, refusing every address that is not public.
   * Only tests pass another (a local https server, through FilteringWebhookSender's test
   * allowance): no setting of the server loosens it.
   */
  webhookSender?: WebhookSender;
  /** Default: node:dns. How webhook host names are resolved when one is saved. */
  hostLookup?: HostLookup;
}
