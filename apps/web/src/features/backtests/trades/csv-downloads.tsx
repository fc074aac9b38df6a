import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Button, toast } from '../../../ui';
import { readChart, readTrades, strictTrades } from '../results/read-results';
import { downloadText, fileStem } from './download-file';

export interface CsvDownloadsProps {
  /** closed_trades of either form. */
  trades?: unknown;
  /** chart_data of either form: the equity curve download needs the full contracts' ChartData. */
  chart?: unknown;
  /** Names the files (a ticker or the strategy's name); defaults to the trades' ticker. */
  name?: string | null;
}

/**
 * Download buttons for the closed trades and the equity curve as CSV, written by the engine's
 * exporters (the same files the command line writes). The exporter loads on first use.
 */
export function CsvDownloads({ trades, chart, name }: CsvDownloadsProps) {
  const rows = useMemo(() => readTrades(trades), [trades]);
  const fullChart = useMemo(() => readChart(chart), [chart]);
  const stem = fileStem(name ?? rows[0]?.ticker ?? fullChart?.ticker, 'backtest');

  const downloadTrades = async () => {
    const { closedTradesCsv, CLOSED_TRADE_COLUMNS, toCsv } = await import('@stratblocks/engine');
    const strict = strictTrades(rows);
    // Trades saved by an older version may lack fields: those cells stay empty.
    const csv = strict
      ? closedTradesCsv({ closed_trades: strict })
      : toCsv([CLOSED_TRADE_COLUMNS, ...rows.map((trade) => CLOSED_TRADE_COLUMNS.map((key) => trade[key]))]);
    downloadText(`${stem}-trades.csv`, csv);
  };
  const downloadEquity = async () => {
    if (!fullChart) return;
    const { equityCurveCsv } = await import('@stratblocks/engine');
    downloadText(`${stem}-equity-curve.csv`, equityCurveCsv({ chart_data: fullChart }));
  };
  const run = (action: () => Promise<void>) => () => {
    action().catch((error: unknown) => {
      console.error('CSV export failed', error);
      toast.error('The CSV file could not be written. Reload the page and try again.');
    });
  };

  return (
    <>
      {rows.length > 0 ? (
        <Button variant="outline" size="sm" onClick={run(downloadTrades)}>
          <Download aria-hidden className="size-4" />
          Trades CSV
        </Button>
      ) : null}
      {fullChart ? (
        <Button variant="outline" size="sm" onClick={run(downloadEquity)}>
          <Download aria-hidden className="size-4" />
          Equity curve CSV
        </Button>
      ) : null}
    </>
  );
}
