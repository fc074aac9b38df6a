import type YahooFinance from 'yahoo-finance2';
import type { ServiceLog } from '../infra/log';

/** One quote of yahoo-finance2's `chart()` answer (array form): split-adjusted OHLC, raw volume. */
export interface YahooChartQuote {
  date: Date;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume: number | null;
  /** Close adjusted for splits and dividends (absent for series without adjustments). */
  adjclose?: number | null;
}

/** The parts of `chart()`'s answer the provider reads (the library's ChartResultArray has more). */
export interface YahooChartAnswer {
  meta: {
    symbol: string;
    currency: string;
    instrumentType: string;
    exchangeTimezoneName: string;
    longName?: string;
    shortName?: string;
    /** The session of the day: its regular end gives the exchange's closing time. */
    currentTradingPeriod?: { regular: { end: Date } };
  };
  quotes: YahooChartQuote[];
}

export interface YahooChartRequest {
  period1: Date;
  period2: Date;
  interval: '1d';
}

/** The one Yahoo Finance call the provider makes; tests give one that answers from a fixture. */
export interface YahooChartClient {
  chart(symbol: string, request: YahooChartRequest): Promise<YahooChartAnswer>;
}

export interface LibraryChartClientOptions {
  /** Where the library's own warnings go (at debug level): it warns that it wants Node 22. */
  log?: Pick<ServiceLog, 'info'> & { debug?(object: object, message: string): void };
  /** The fetch the library calls (default: the global fetch). Tests pass one that replays a fixture. */
  fetch?: typeof fetch;
  /** Abort a call after this long (default 15 s), so an unreachable network falls back quickly. */
  timeoutMs?: number;
  /**
   * Until a call has succeeded, abort after this long instead (the `auto` provider: a machine with
   * no network falls back to the bundled data at once rather than after the full timeout).
   */
  firstCallTimeoutMs?: number;
}

type YahooFinanceInstance = InstanceType<typeof YahooFinance>;

/**
 * `chart()` of yahoo-finance2. The library is loaded on first use (the bundled-only server never
 * loads it), its notices are suppressed and its log lines go to our logger at debug level.
 */
export class LibraryYahooChartClient implements YahooChartClient {
  private instance: Promise<YahooFinanceInstance> | null = null;
  private succeeded = false;

  constructor(private readonly options: LibraryChartClientOptions = {}) {}

  async chart(symbol: string, request: YahooChartRequest): Promise<YahooChartAnswer> {
    const yahoo = await this.client();
    const timeoutMs = this.succeeded
      ? (this.options.timeoutMs ?? 15_000)
      : (this.options.firstCallTimeoutMs ?? this.options.timeoutMs ?? 15_000);
    const answer = await yahoo.chart(
      symbol,
      {
        period1: request.period1,
        period2: request.period2,
        interval: request.interval,
        includePrePost: false,
        events: 'div|split',
        return: 'array',
      },
      { fetchOptions: { signal: AbortSignal.timeout(timeoutMs) } },
    );
    this.succeeded = true;
    return answer;
  }

  private client(): Promise<YahooFinanceInstance> {
    this.instance ??= import('yahoo-finance2').then(({ default: YahooFinanceClass }) => {
      const debug = (...args: unknown[]) => {
        this.options.log?.debug?.({ yahooFinance2: args.map(String) }, 'yahoo-finance2 says');
      };
      return new YahooFinanceClass({
        suppressNotices: ['yahooSurvey', 'ripHistorical'],
        versionCheck: false,
        validation: { logErrors: false, logOptionsErrors: false },
        logger: { info: debug, warn: debug, error: debug, debug, dir: debug },
        ...(this.options.fetch && { fetch: this.options.fetch }),
      });
    });
    return this.instance;
  }
}
