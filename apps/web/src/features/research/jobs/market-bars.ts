import { BarsResponseSchema } from '@stratblocks/contracts';
import { sourceInterval, symbolReferences, type AssetClass, type StrategyInput } from '@stratblocks/engine';
import { ApiError, apiRequest, query } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import type { BarRows, OtherBarRows } from '../worker/messages';

/**
 * A symbol's bars in a strategy's window at the stored interval its time interval needs, from the
 * market endpoint (the signed-in user's uploads included), with the symbol's asset class.
 */
export async function fetchMarketBars(
  strategy: StrategyInput,
  symbol: string,
  signal?: AbortSignal,
): Promise<{ bars: BarRows; assetClass: AssetClass }> {
  const general = strategy.generalSetting;
  const interval = sourceInterval(general.timeInterval);
  const answer = await apiRequest(
    `/api/market/bars${query({ symbol, interval, start: general.startDate, end: general.endDate })}`,
    BarsResponseSchema,
    {
      token: getSession()?.token ?? null,
      fallback: 'Failed to load the market data',
      ...(signal && { signal }),
    },
  );
  return { bars: { symbol: answer.symbol, interval, rows: answer.bars }, assetClass: answer.assetClass };
}

/**
 * The other symbols a strategy's blocks read (docs/engine.md#research-on-other-symbols), each in
 * the study's window as a backtest loads them, fetched side by side. A symbol the market data does
 * not have (404), or without bars in the window (422), fails with the backtest's message naming the
 * block that reads it; any other failure is passed on as it is.
 */
export async function fetchOtherBars(strategy: StrategyInput, signal?: AbortSignal): Promise<OtherBarRows> {
  const general = strategy.generalSetting;
  const single = strategy.portfolio === undefined;
  // A single symbol's own ticker is read from its own bars.
  const references = symbolReferences(strategy).filter(
    ({ symbol }) => !(single && symbol === general.tickerSymbol.trim().toUpperCase()),
  );
  const loaded = await Promise.all(
    references.map(async ({ symbol, where }) => {
      try {
        return [symbol, await fetchMarketBars(strategy, symbol, signal)] as const;
      } catch (error) {
        if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 422)) throw error;
        const hourly = general.timeInterval === '1 Hour' ? 'hourly ' : '';
        throw new Error(
          error.status === 404
            ? `${where}: symbol "${symbol}" is not in the market data`
            : `${where}: symbol "${symbol}" has no ${hourly}bars in the window (${error.message})`,
        );
      }
    }),
  );
  return Object.fromEntries(loaded);
}
