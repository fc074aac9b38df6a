import { useState, type ReactNode } from 'react';
import { TradesTable } from '../trades/trades-table';
import { PortfolioSymbolsTable, ScanTable } from './portfolio-tables';
import { readPortfolio } from './read-portfolio';

export interface PortfolioResultsProps {
  /** The results' `portfolio` part (a run's or as saved; nothing shows when it does not read). */
  portfolio: unknown;
  /** closed_trades of the same results: a per-symbol row opens its symbol's trades under the table. */
  trades: unknown;
  /** Buttons on the trades table's toolbar (CSV downloads). */
  tradeActions?: ReactNode;
  /** What shows when the results are not a portfolio's. */
  fallback?: ReactNode;
}

/**
 * A portfolio's own results: "One account" lists each symbol's share of the result, a row showing
 * that symbol's closed trades below; "Each symbol alone" is the scan's table.
 */
export function PortfolioResults({
  portfolio,
  trades,
  tradeActions,
  fallback = null,
}: PortfolioResultsProps) {
  const breakdown = readPortfolio(portfolio);
  const [ticker, setTicker] = useState<string | null>(null);
  if (!breakdown) return <>{fallback}</>;
  if (breakdown.mode === 'separate') return <ScanTable breakdown={breakdown} />;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PortfolioSymbolsTable breakdown={breakdown} onTicker={setTicker} />
      <TradesTable trades={trades} ticker={ticker} onTicker={setTicker} actions={tradeActions} />
    </div>
  );
}
