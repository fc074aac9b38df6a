import { BundledMarketData } from '@stratblocks/market-data';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { createRepositories } from './db/repositories';
import { WorkerPool, type BacktestRunner } from './backtests/pool';
import { StrategyChecker } from './backtests/strategy-checker';
import type { MarketDataService } from './market-data/service';
import { UploadParser } from './market-data/upload-parser';
import { RedisQueueRunner, RedisQueueWorker } from './backtests/redis-queue';
import { loadOtherSeries, loadTradedBars, type OthersLoader, type RunBarsLoader } from './backtests/run-bars';
import { authHooks } from './http/authenticate';
import { errorHandler } from './http/error-handler';
import { loggerOptions } from './http/logging';
import { registerSecurity } from './http/security';
import { registerPrivateAnswers } from './http/private-answers';
import { parsingSerializerCompiler } from './http/zod';
import { systemClock, type Clock } from './infra/clock';
import { createMailer, type Mailer } from './infra/mail';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './infra/rate-limit';
import { RedisRateLimitStore } from './infra/redis-rate-limit';
import { TokenService, loadJwtSecret } from './infra/tokens';
import { authRoutes } from './routes/auth';
import { backtestRoutes } from './routes/backtests';
import { contactRoutes } from './routes/contact';
import type { RouteContext, RouteModule } from './routes/context';
import { docsRoutes, registerOpenApi } from './routes/docs';
import { healthRoutes } from './routes/health';
import { marketRoutes } from './routes/market';
import { seoRoutes } from './routes/seo';
import { statsRoutes } from './routes/stats';
import { configRoutes } from './routes/config';
import { strategyRoutes } from './routes/strategies';
import { strategyTextRoutes } from './routes/strategy-text';
import { reportRoutes } from './routes/reports';
import { researchJobRoutes } from './routes/research-jobs';
import { RedisResearchJobs } from './research/redis-research-jobs';
import { RedisResearchWorker } from './research/redis-research-worker';
import { ResearchJobs, type ResearchJobRunner } from './research/research-jobs';
import { researchQueueName } from './research/research-queue';
import { webAppRoutes } from './routes/web-app';
import { createServices, type AppServices } from './services';
import { watchRoutes } from './routes/watches';
import { watchlistRoutes } from './routes/watchlists';
import { InProcessScheduler } from './infra/check-scheduler';
import { RedisCheckScheduler } from './infra/check-scheduler-redis';
import { FilteringWebhookSender } from './infra/webhook-sender';
import { WatchRuntime } from './services/watches/runtime';
import type { Repositories } from './db/repositories';
import { logFailure } from './infra/failures';

declare module 'fastify' {
  interface FastifyInstance {
    /** The use cases, for route modules added later (backtests call stats.recordBacktestRun). */
    services: AppServices;
  }
}

/** API areas, in registration order. A new area (backtests, market data) is one more entry. */
const API_ROUTES: RouteModule[] = [
  healthRoutes,
  authRoutes,
  strategyRoutes,
  reportRoutes,
  researchJobRoutes,
  backtestRoutes,
  statsRoutes,
  configRoutes,
  contactRoutes,
  marketRoutes,
  watchRoutes,
  watchlistRoutes,
  strategyTextRoutes,
  docsRoutes,
  seoRoutes,
];

/**
 * Fastify's JSON parser (prototype-poisoning checks included), except that an empty body is no
 * body: clients that send `Content-Type: application/json` on every call, DELETE included, work.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}

function createLogger(option: AppDeps['logger']): FastifyBaseLogger {
  if (option === undefined || option === false) return pino({ enabled: false });
  const { level, stream } = option === true ? { level: 'info', stream: undefined } : option;
  return pino(loggerOptions(level), stream ?? pino.destination(1));
}

/**
 * Where backtests run: a worker-thread pool in this process, or, with REDIS_URL, a BullMQ queue
 * that any worker process serves (this one too unless QUEUE_WORKER=false: see queueWorkerOf).
 * Closed with the app.
 */
function defaultRunner(app: FastifyInstance, config: Config): BacktestRunner {
  if (!config.redisUrl) {
    const pool = new WorkerPool();
    app.addHook('onClose', () => pool.close());
    return pool;
  }
  const queue = new RedisQueueRunner(config.redisUrl, config.queueName);
  app.addHook('onClose', () => queue.close());
  return queue;
}

/** Where research jobs run: threads of this process, or, with REDIS_URL, the research queue. */
function defaultResearchJobs(config: Config): ResearchJobRunner {
  if (!config.redisUrl) return new ResearchJobs();
  return new RedisResearchJobs(config.redisUrl, researchQueueName(config.queueName));
}

/**
 * With REDIS_URL and QUEUE_WORKER (the default), this process also serves both queues; answers
 * its local worker threads (where its watch checks run too), or null.
 */
function startQueueWorker(
  app: FastifyInstance,
  config: Config,
  marketData: MarketDataService,
): BacktestRunner | null {
  if (!config.redisUrl || !config.queueWorker) return null;
  const local = new WorkerPool();
  const loadRunBars: RunBarsLoader = async (strategy, userId) =>
    (await loadTradedBars(marketData, strategy, userId)).bars;
  // The other symbols a strategy's blocks read, for backtests and research jobs alike.
  const loadOthers: OthersLoader = async (strategy, userId) =>
    (await loadOtherSeries(marketData, strategy, userId)).series;
  const worker = new RedisQueueWorker(config.redisUrl, local, loadRunBars, {
    concurrency: local.size,
    queueName: config.queueName,
    loadOthers,
  });
  const research = new RedisResearchWorker(
    config.redisUrl,
    researchQueueName(config.queueName),
    loadRunBars,
    {
      loadOthers,
    },
  );
  app.addHook('onClose', async () => {
    await research.close();
    await worker.close();
    await local.close();
  });
  return local;
}

/**
 * Watches: the check scheduler, the checks (in this process when it runs backtests: embedded,
 * or a queue worker) and the deliveries of alerts. Started with the app, stopped on close.
 */
async function startWatches(
  app: FastifyInstance,
  deps: AppDeps,
  parts: {
    services: AppServices;
    repositories: Repositories;
    mailer: Mailer;
    clock: Clock;
    checkRunner: BacktestRunner | null;
  },
): Promise<void> {
  const { config } = deps;
  const scheduler =
    deps.checkScheduler ??
    (config.redisUrl
      ? new RedisCheckScheduler(config.redisUrl, `${config.queueName}-watch-checks`, parts.clock, {
          work: parts.checkRunner !== null,
          onError: (error) => {
            app.log.error({ err: error }, 'watch check failed');
          },
        })
      : new InProcessScheduler(parts.clock, {
          onError: (error) => {
            app.log.error({ err: error }, 'watch check failed');
          },
        }));
  const runtime = new WatchRuntime({
    repositories: parts.repositories,
    marketData: parts.services.marketData,
    runner: parts.checkRunner,
    mailer: parts.mailer,
    webhooks: deps.webhookSender ?? new FilteringWebhookSender(),
    scheduler,
    clock: parts.clock,
    log: app.log,
    publicOrigin: config.publicOrigin,
  });
  parts.services.watches.actions = {
    check: runtime.checker ? (watchId) => runtime.checkNow(watchId) : null,
    testAlert: (watch) => runtime.testAlerts.send(watch),
  };
  if (runtime.checker) {
    parts.services.watches.firstCheck = (watchId) => {
      void runtime.checkNow(watchId).catch((error: unknown) => {
        app.log.error({ err: error, watchId }, 'first watch check failed');
      });
    };
  }
  app.addHook('onClose', () => runtime.close());
  await runtime.start();
}

/** Rate-limit windows: in this process, or in Redis (shared by every process) with REDIS_URL. */
function defaultRateLimitStore(app: FastifyInstance, config: Config): RateLimitStore {
  if (!config.redisUrl) return new MemoryRateLimitStore();
  // While Redis is down a command fails within 2 s (answered 503) instead of waiting for it.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
  redis.on('error', (error) => {
    app.log.warn({ err: error }, 'rate-limit store: Redis unreachable');
  });
  app.addHook('onClose', () => {
    redis.disconnect();
  });
  return new RedisRateLimitStore(redis);
}

/** TRUST_PROXY as Fastify's option: a hop count becomes the function Fastify makes of one. */
function fastifyTrustProxy(
  value: Config['trustProxy'],
): string | boolean | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Builds the HTTP app without listening (tests call inject() on it). Everything it holds comes from
 * `deps` or is made here and closed with it: no module state is shared between two apps.
 */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    loggerInstance: createLogger(deps.logger),
    bodyLimit: 1_048_576,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
  });
  acceptEmptyJsonBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(parsingSerializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurity(app, deps.config.appOrigins);
  registerPrivateAnswers(app);
  await registerOpenApi(app);

  const secret = loadJwtSecret(deps.config);
  if (deps.config.databaseUrl && !deps.config.jwtSecret) {
    app.log.warn(
      'JWT_SECRET is not set: tokens are signed with DATA_DIR/jwt-secret, which other server processes do not share',
    );
  }
  const mailer = deps.mailer ?? createMailer(deps.config, app.log, clock);
  if (!deps.mailer) {
    app.addHook('onClose', (_instance, done) => {
      mailer.close();
      done();
    });
  }
  const runner = deps.runner ?? defaultRunner(app, deps.config);
  const checker = deps.checker ?? new StrategyChecker();
  if (!deps.checker) app.addHook('onClose', () => checker.close());
  const researchJobs = deps.researchJobs ?? defaultResearchJobs(deps.config);
  app.addHook('onClose', () => researchJobs.close());
  const repositories = createRepositories(deps.database.db);
  const uploadParser = new UploadParser();
  app.addHook('onClose', () => uploadParser.close());
  const services = createServices({
    config: deps.config,
    repositories,
    mailer,
    tokens: new TokenService(secret, clock),
    limiter: new RateLimiter(deps.rateLimitStore ?? defaultRateLimitStore(app, deps.config), clock),
    clock,
    secret,
    log: app.log,
    ...(deps.googleVerifier !== undefined && { google: deps.googleVerifier }),
    bundledData: deps.bundledData ?? new BundledMarketData(),
    ...(deps.yahooClient && { yahooClient: deps.yahooClient }),
    runner,
    checker,
    researchJobs,
    ...(deps.hostLookup && { hostLookup: deps.hostLookup }),
    uploadParser,
  });
  app.addHook('onClose', () => services.stats.flush().catch(logFailure('warn', 'writing the run counters')));
  const localRunner = deps.runner ? null : startQueueWorker(app, deps.config, services.marketData);
  const checkRunner = deps.config.redisUrl ? (deps.runner ?? localRunner) : runner;
  await startWatches(app, deps, { services, repositories, mailer, clock, checkRunner });
  app.decorate('services', services);
  app.decorateRequest('user', null);

  const context: RouteContext = { deps, services, auth: authHooks(services.sessions) };
  for (const routes of API_ROUTES) routes(app, context);
  await webAppRoutes(app, deps.config.webDistDir);
  return app;
}
