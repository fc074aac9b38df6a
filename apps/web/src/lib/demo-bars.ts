import { parseBarsCsv, type BarSeries } from '@stratblocks/engine';

/** The symbols of the bundled daily slices (public/demo-data, cut by scripts/demo-data.mjs). */
export const DEMO_SYMBOLS = ['BTC-USD', 'ETH-USD', 'AAPL'] as const;
export type DemoSymbol = (typeof DEMO_SYMBOLS)[number];

/** The slice file of a symbol. */
export function demoDataUrl(symbol: DemoSymbol): string {
  return `/demo-data/${symbol}.csv`;
}

const slices = new Map<DemoSymbol, Promise<BarSeries>>();

/**
 * The one loader of the bundled daily slices that the landing page's engine worker and the blog's
 * charts run the engine on: each slice fetched and parsed once per page (or worker), a failure
 * forgotten so that the next call tries again.
 */
export function loadDemoBars(symbol: DemoSymbol): Promise<BarSeries> {
  let bars = slices.get(symbol);
  if (!bars) {
    bars = fetch(demoDataUrl(symbol)).then(async (response) => {
      if (!response.ok)
        throw new Error(`Could not load the ${symbol} data (HTTP ${String(response.status)})`);
      const parsed = parseBarsCsv(await response.text(), symbol);
      if (!parsed.ok) {
        throw new Error(`The ${symbol} data is unreadable at line ${String(parsed.line)}: ${parsed.message}`);
      }
      return parsed.series;
    });
    slices.set(symbol, bars);
    bars.catch(() => slices.delete(symbol));
  }
  return bars;
}
