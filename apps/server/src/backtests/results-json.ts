import type { StreamPart } from '@stratblocks/contracts';
import type { BacktestResults, ChartData } from '@stratblocks/engine';

/**
 * JSON text of a run's results, byte for byte what JSON.stringify gives, written faster for the
 * worker: the chart columns that depend on the bars only (dates, prices, buy and hold) are
 * serialised once per series and reused while exactly the same bars come back (checked value by
 * value, which costs far less than writing the numbers as text), and the whole results are
 * assembled from the parts already serialised for the stream instead of a second stringify.
 */
interface SeriesJson {
  /** The columns these texts were made from, to check a reuse exactly. */
  dates: readonly string[];
  price: ChartData['price'];
  datesJson: string;
  buyAndHoldJson: string;
  priceJson: string;
}

/** A few recent series per worker (the default window, a user's current symbol...). */
const SERIES_LIMIT = 8;
const seriesJson = new Map<string, SeriesJson>();

function sameValues<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * Exact equality of the bar columns of two charts (buy and hold follows from the closes; NaN never
 * matches, so such a series is simply serialised every time).
 */
function sameSeries(cached: SeriesJson, chart: ChartData): boolean {
  return (
    sameValues(cached.dates, chart.dates) &&
    sameValues(cached.price.close, chart.price.close) &&
    sameValues(cached.price.open, chart.price.open) &&
    sameValues(cached.price.high, chart.price.high) &&
    sameValues(cached.price.low, chart.price.low) &&
    sameValues(cached.price.volume, chart.price.volume)
  );
}

function seriesPartsOf(chart: ChartData): SeriesJson {
  const dates = chart.dates;
  const key = `${chart.ticker}|${dates.length}|${dates[0] ?? ''}|${dates.at(-1) ?? ''}`;
  const cached = seriesJson.get(key);
  if (cached && sameSeries(cached, chart)) return cached;
  const parts: SeriesJson = {
    dates,
    price: chart.price,
    datesJson: JSON.stringify(dates),
    buyAndHoldJson: JSON.stringify(chart.buy_and_hold),
    priceJson: JSON.stringify(chart.price),
  };
  seriesJson.delete(key);
  seriesJson.set(key, parts);
  if (seriesJson.size > SERIES_LIMIT) {
    const oldest = seriesJson.keys().next().value;
    if (oldest !== undefined) seriesJson.delete(oldest);
  }
  return parts;
}

/** JSON.stringify(chart), in the key order of the engine's ChartData. */
export function chartJson(chart: ChartData): string {
  const series = seriesPartsOf(chart);
  return (
    `{"dates":${series.datesJson}` +
    `,"cumulative_returns":${JSON.stringify(chart.cumulative_returns)}` +
    `,"daily_returns":${JSON.stringify(chart.daily_returns)}` +
    `,"drawdown":${JSON.stringify(chart.drawdown)}` +
    `,"ticker":${JSON.stringify(chart.ticker)}` +
    `,"equity":${JSON.stringify(chart.equity)}` +
    `,"buy_and_hold":${series.buyAndHoldJson}` +
    `,"price":${series.priceJson}` +
    `,"markers":${JSON.stringify(chart.markers)}` +
    (chart.risk_events === undefined ? '' : `,"risk_events":${JSON.stringify(chart.risk_events)}`) +
    (chart.risk_summary === undefined ? '' : `,"risk_summary":${JSON.stringify(chart.risk_summary)}`) +
    (chart.source_lines === undefined ? '' : `,"source_lines":${JSON.stringify(chart.source_lines)}`) +
    '}'
  );
}

/** JSON.stringify(results) from the JSON of its three parts. */
export function resultsJson(parts: {
  chart: string;
  metrics: string;
  trades: string;
  /** A portfolio run's breakdown (its own part), kept with the results. */
  portfolio?: string;
}): string {
  const portfolio = parts.portfolio === undefined ? '' : `,"portfolio":${parts.portfolio}`;
  return `{"chart_data":${parts.chart},"performance_metrics":${parts.metrics},"closed_trades":${parts.trades}${portfolio}}`;
}

/**
 * The whole results' JSON from the JSON of the parts a run sent (undefined for a part it did not
 * send). A scan has only its rows: each symbol's full run is a run of its own.
 */
export function resultsJsonOfParts(jsonOf: (part: StreamPart) => string | undefined): string {
  const portfolio = jsonOf('portfolio');
  const chart = jsonOf('chart');
  if (portfolio !== undefined && chart === undefined) return `{"portfolio":${portfolio}}`;
  return resultsJson({
    chart: chart ?? 'null',
    metrics: jsonOf('metrics') ?? 'null',
    trades: jsonOf('trades') ?? 'null',
    ...(portfolio === undefined ? {} : { portfolio }),
  });
}

/** The three parts of a run's results as JSON text. */
export function resultPartsJson(results: BacktestResults): {
  chart: string;
  metrics: string;
  trades: string;
} {
  return {
    chart: chartJson(results.chart_data),
    metrics: JSON.stringify(results.performance_metrics),
    trades: JSON.stringify(results.closed_trades),
  };
}
