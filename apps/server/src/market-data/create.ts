import { UPLOAD_LIMITS } from '@stratblocks/contracts';
import type { BundledMarketData } from '@stratblocks/market-data';
import type { Config } from '../config';
import type { Repositories } from '../db/repositories';
import type { Clock } from '../infra/clock';
import type { RateLimiter } from '../infra/rate-limit';
import type { ServiceLog } from '../infra/log';
import { MarketDataService } from './service';
import type { UploadParser } from './upload-parser';
import { UploadStore } from './upload-provider';
import { LibraryYahooChartClient, type YahooChartClient } from './yahoo-client';
import { YahooProvider } from './yahoo-provider';

export interface MarketDataDeps {
  config: Pick<Config, 'marketDataProvider' | 'uploadQuotaMegabytes'>;
  bundledData: BundledMarketData;
  repositories: Pick<Repositories, 'marketCache' | 'marketUploads'>;
  clock: Clock;
  log: ServiceLog & { debug?(object: object, message: string): void };
  /** Default: yahoo-finance2's chart(); tests give one that answers from a fixture. */
  yahooClient?: YahooChartClient;
  /** Reads uploaded files off the event loop (owned by the app); without it uploads answer 503. */
  uploadParser?: UploadParser;
  /** Counts uploads per user. */
  limiter?: RateLimiter;
}

/** `auto`: how long the first call to Yahoo may take before the bundled dataset is used. */
export const AUTO_FIRST_CALL_TIMEOUT_MS = 5_000;

/**
 * The market data of the app: uploads always; Yahoo Finance when MARKET_DATA_PROVIDER is yahoo or
 * auto (`auto`, the default, falls back to the bundled dataset; `bundled` never touches the
 * network); the bundled dataset always.
 */
export function createMarketDataService(deps: MarketDataDeps): MarketDataService {
  const mode = deps.config.marketDataProvider;
  const yahoo =
    mode === 'bundled'
      ? null
      : new YahooProvider({
          client:
            deps.yahooClient ??
            new LibraryYahooChartClient({
              log: deps.log,
              ...(mode === 'auto' && { firstCallTimeoutMs: AUTO_FIRST_CALL_TIMEOUT_MS }),
            }),
          cache: deps.repositories.marketCache,
          clock: deps.clock,
          mode,
          bundled: deps.bundledData,
        });
  return new MarketDataService(deps.bundledData, {
    uploads: new UploadStore(deps.repositories.marketUploads, {
      uploads: UPLOAD_LIMITS.uploadsPerUser,
      bytes: Math.round(deps.config.uploadQuotaMegabytes * 1_048_576),
    }),
    parser: deps.uploadParser ?? null,
    limiter: deps.limiter ?? null,
    yahoo,
    clock: deps.clock,
    log: deps.log,
  });
}
