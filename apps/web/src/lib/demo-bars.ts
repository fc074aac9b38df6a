import type { BarSeries } from '@stratblocks/engine';

/** The symbols of the bundled daily slices (public/demo-data, cut by scripts/demo-data.mjs). */
export const DEMO_SYMBOLS = ['BTC-USD', 'ETH-USD', 'AAPL'] as const;
export type DemoSymbol = (typeof DEMO_SYMBOLS)[number];

/** The slice file of a symbol. */
export function demoDataUrl(symbol: DemoSymbol): string {
  return `/demo-data/${symbol}.csv`;
}

/** The header of every slice, as scripts/demo-data.mjs writes it. */
const SLICE_HEADER = 'date,open,high,low,close,volume';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a bundled slice. The slices are the app's own files in one fixed form (daily rows cut from
 * data/market by scripts/demo-data.mjs), so a few lines read them, where the engine's CSV reader
 * (every header alias and date form, and the checks a user's upload needs) would add about a KiB
 * to the landing page's worker. test/demo-bars.test.ts reads every slice both ways.
 */
export function readDemoSlice(text: string, symbol: string): BarSeries {
  const [header, ...rows] = text.trim().split(/\r?\n/);
  if (header !== SLICE_HEADER) throw new Error(`The ${symbol} data has no ${SLICE_HEADER} header`);
  const column = () => new Float64Array(rows.length);
  const [open, high, low, close, volume] = [column(), column(), column(), column(), column()];
  const times = rows.map((row, index) => {
    const [time = '', ...fields] = row.split(',');
    const [o = NaN, h = NaN, l = NaN, c = NaN, v = NaN] = fields.map(Number);
    if (!DAY.test(time) || fields.length !== 5 || ![o, h, l, c, v].every(Number.isFinite))
      throw new Error(`The ${symbol} data is unreadable at line ${String(index + 2)}`);
    open[index] = o;
    high[index] = h;
    low[index] = l;
    close[index] = c;
    volume[index] = v;
    return time;
  });
  return { symbol, interval: '1d', times, open, high, low, close, volume };
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
      return readDemoSlice(await response.text(), symbol);
    });
    slices.set(symbol, bars);
    bars.catch(() => slices.delete(symbol));
  }
  return bars;
}
