import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { APP_URL } from '../support/ports';

const HARNESS_CONFIG = fileURLToPath(new URL('../../apps/web/test/visual/vite.config.ts', import.meta.url));

/**
 * The backtests feature's views on a page of their own (apps/web/test/visual): built once and
 * served by Vite's preview server, its /api sent to the real server of the browser suite.
 */
export async function startResultsHarness(): Promise<{ url: string; close: () => Promise<void> }> {
  await build({ configFile: HARNESS_CONFIG, logLevel: 'warn' });
  const server: PreviewServer = await preview({
    configFile: HARNESS_CONFIG,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, proxy: { '/api': APP_URL } },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The harness preview server gave no address');
  return { url, close: () => server.close() };
}

/** The harness page: a Run button and the four views (logs, metrics, charts, trades). */
export class ResultsHarness {
  readonly runButton: Locator;
  readonly status: Locator;
  readonly logs: Locator;
  readonly metrics: Locator;
  readonly charts: Locator;
  readonly trades: Locator;
  readonly tradesTable: Locator;

  constructor(readonly page: Page) {
    this.runButton = page.getByRole('button', { name: 'Run backtest' }).first();
    this.status = page.getByTestId('run-status');
    this.logs = page.getByRole('log', { name: 'Backtest logs' });
    this.metrics = page.getByRole('region', { name: 'Performance metrics', exact: true });
    this.charts = page.getByRole('region', { name: 'Backtest chart', exact: true });
    this.trades = page.getByRole('region', { name: 'Trades', exact: true });
    this.tradesTable = page.getByRole('region', { name: 'Closed trades' });
  }

  async open(baseUrl: string, query: Record<string, string>): Promise<void> {
    await this.page.goto(`${baseUrl}?${new URLSearchParams(query).toString()}`);
  }

  /** Runs the scenario's backtest and waits until it is done (or failed). */
  async run(outcome: 'done' | 'error' = 'done'): Promise<void> {
    await this.runButton.click();
    await expect(this.status).toHaveText(`Status: ${outcome}`, { timeout: 60_000 });
  }

  /** The value shown beside a metric's label in the full metrics view. */
  metricValue(label: string): Locator {
    return this.metrics
      .locator('dl > div')
      .filter({ has: this.page.getByRole('button', { name: label, exact: true }) })
      .locator('dd');
  }

  sortButton(name: string): Locator {
    return this.tradesTable.getByRole('columnheader', { name }).getByRole('button');
  }
}
