import type { Config } from '../config';
import type { Repositories } from '../db/repositories';
import type { Clock } from '../infra/clock';
import { JoseGoogleTokenVerifier, type GoogleTokenVerifier } from '../infra/google';
import type { Mailer } from '../infra/mail';
import type { RateLimiter } from '../infra/rate-limit';
import type { TokenService } from '../infra/tokens';
import type { BundledMarketData } from '@stratblocks/market-data';
import { createMarketDataService } from '../market-data/create';
import type { MarketDataService } from '../market-data/service';
import type { UploadParser } from '../market-data/upload-parser';
import type { YahooChartClient } from '../market-data/yahoo-client';
import type { BacktestRunner } from '../backtests/pool';
import { AccountService } from './accounts';
import type { StrategyChecker } from '../backtests/strategy-checker';
import { BacktestService } from './backtests';
import { ContactService } from './contact';
import { EmailCodeService } from './email-codes';
import type { ServiceLog } from '../infra/log';
import { ProfileService } from './profile';
import { ReportService } from './reports';
import { ResearchJobService } from './research-jobs';
import type { ResearchJobRunner } from '../research/research-jobs';
import { SessionService } from './sessions';
import { StatsService } from './stats';
import { StrategyService } from './strategies';
import { StrategyTextService } from './strategy-text';
import { NotificationService } from './notifications/notifications';
import { WebhookService } from './notifications/webhooks';
import { WatchService } from './watches/watches';
import { WatchlistService } from './watchlists';
import { systemLookup, type HostLookup } from '../infra/public-address';

/** The use cases behind the routes; the backtest routes reach `stats.recordBacktestRun` here. */
export interface AppServices {
  accounts: AccountService;
  sessions: SessionService;
  profile: ProfileService;
  strategies: StrategyService;
  stats: StatsService;
  contact: ContactService;
  marketData: MarketDataService;
  backtests: BacktestService;
  reports: ReportService;
  researchJobs: ResearchJobService;
  watches: WatchService;
  watchlists: WatchlistService;
  notifications: NotificationService;
  webhooks: WebhookService;
  strategyText: StrategyTextService;
}

export interface ServiceDeps {
  config: Config;
  repositories: Repositories;
  mailer: Mailer;
  tokens: TokenService;
  limiter: RateLimiter;
  clock: Clock;
  /** Keys email-code hashes (the JWT secret will do: both stay on the server). */
  secret: string;
  log: ServiceLog;
  /** Overrides the verifier built from GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL. */
  google?: GoogleTokenVerifier | null;
  /** The bundled dataset (parsed series stay in memory; tests share one instance). */
  bundledData: BundledMarketData;
  /** Default: yahoo-finance2 (used when MARKET_DATA_PROVIDER is yahoo or auto). */
  yahooClient?: YahooChartClient;
  /** Where backtests run (a worker-thread pool by default). */
  runner: BacktestRunner;
  /** Where run bodies are compiled, off the event loop. */
  checker: StrategyChecker;
  /** Where sweeps and walk-forwards run (worker threads here, or the research queue). */
  researchJobs: ResearchJobRunner;
  /** How webhook host names are resolved when saved (default: node:dns). */
  hostLookup?: HostLookup;
  /** Where uploaded CSV files are read, off the event loop. */
  uploadParser: UploadParser;
}

export function createServices(deps: ServiceDeps): AppServices {
  const { config, repositories, mailer, tokens, limiter, clock, log } = deps;
  const google =
    deps.google !== undefined
      ? deps.google
      : config.googleClientId
        ? new JoseGoogleTokenVerifier(config.googleClientId, config.googleJwksUrl, clock)
        : null;
  const codes = new EmailCodeService(repositories.emailCodes, clock, deps.secret);
  const strategies = new StrategyService(repositories.strategies, clock);
  const stats = new StatsService(repositories, clock);
  const marketData = createMarketDataService({
    config,
    bundledData: deps.bundledData,
    repositories,
    clock,
    log,
    ...(deps.yahooClient && { yahooClient: deps.yahooClient }),
    uploadParser: deps.uploadParser,
    limiter,
  });
  const backtests = new BacktestService(deps.runner, marketData, stats, limiter, deps.checker);
  return {
    accounts: new AccountService({
      users: repositories.users,
      codes,
      mailer,
      tokens,
      limiter,
      clock,
      google,
      log,
    }),
    sessions: new SessionService(repositories.users, tokens, clock),
    profile: new ProfileService(repositories.users, strategies),
    strategies,
    stats,
    contact: new ContactService({
      messages: repositories.contactMessages,
      mailer,
      limiter,
      clock,
      supportEmail: config.supportEmail,
      log,
    }),
    marketData,
    backtests,
    reports: new ReportService(
      repositories.strategies,
      repositories.strategyShares,
      repositories.strategyResearch,
      clock,
      deps.checker,
    ),
    researchJobs: new ResearchJobService(deps.researchJobs, marketData, backtests, limiter),
    watches: new WatchService(repositories, clock, limiter),
    watchlists: new WatchlistService(repositories.watchlists, marketData, clock),
    notifications: new NotificationService(repositories.notifications, clock),
    webhooks: new WebhookService(repositories.notifications, clock, deps.hostLookup ?? systemLookup),
    strategyText: new StrategyTextService(),
  };
}
