import { RiskEventSchema, RiskSummarySchema, type RiskEvent, type RiskSummary } from '@stratblocks/contracts';
import { formatCount, formatNumber } from '../../../lib/format';

/**
 * What the risk rules did to a run, in sentences for the banner at the top of its results
 * (docs/engine.md, "Risk rules"): the drawdown halt with its date, the days the daily loss limit
 * blocked entries, and the entries skipped for lack of cash or of a slot. Read from chart_data of
 * either form (fresh or saved); results saved before the summary existed still tell the halt and
 * the blocked days, without the limits.
 */

export interface RiskNotice {
  /** Which rule: the halt first, it ends the run. */
  rule: 'max_drawdown' | 'daily_loss_limit' | 'cash' | 'max_open_trades' | 'max_trades_per_day';
  text: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function eventsOf(value: unknown): RiskEvent[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((event: unknown) => {
    const parsed = RiskEventSchema.safeParse(event);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A bar time as the log writes it: the date, or the date and the clock of an intraday bar. */
function barTime(value: string): string {
  return value.length > 10 ? value.slice(0, 16).replace('T', ' ') : value;
}

const limit = (percent: number) => `${formatNumber(percent, Number.isInteger(percent) ? 0 : 2)}%`;
const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** The notices of a run's chart_data, in order; empty when no rule stopped or limited it. */
export function readRiskNotices(chart: unknown): RiskNotice[] {
  if (!isRecord(chart)) return [];
  const events = eventsOf(chart['risk_events']);
  const parsedSummary = RiskSummarySchema.safeParse(chart['risk_summary']);
  const summary: RiskSummary | null = parsedSummary.success ? parsedSummary.data : null;
  const notices: RiskNotice[] = [];

  const halt = events.find((event) => event.kind === 'max_drawdown_halt');
  if (halt) {
    const drop =
      summary && summary.max_drawdown > 0
        ? `more than ${limit(summary.max_drawdown)}`
        : 'more than the limit';
    notices.push({
      rule: 'max_drawdown',
      text: `Trading halted on ${barTime(halt.date)}: equity fell ${drop} below its peak (max drawdown limit). Every open trade closed at the next open and nothing more was entered.`,
    });
  }

  const blocked = events.filter((event) => event.kind === 'daily_loss_limit');
  const first = blocked[0];
  if (first) {
    const days = new Set(blocked.map((event) => event.date.slice(0, 10))).size;
    const which =
      summary && summary.daily_loss_limit > 0
        ? `fell more than ${limit(summary.daily_loss_limit)} in a day`
        : 'reached the daily loss limit';
    notices.push({
      rule: 'daily_loss_limit',
      text: `New entries blocked on ${plural(days, 'day', 'days')}, the first on ${barTime(first.date)}: equity ${which} (daily loss limit).`,
    });
  }

  for (const skipped of summary?.skipped_entries ?? []) {
    const entries = plural(skipped.count, 'entry', 'entries');
    const since = `the first on ${barTime(skipped.first_date)}`;
    const text =
      skipped.reason === 'cash'
        ? `${entries} skipped for lack of cash, ${since}: the cash left could not buy one unit (equity used per trade).`
        : skipped.reason === 'max_open_trades'
          ? `${entries} skipped for lack of a free slot, ${since}: ${plural(summary?.max_open_trades ?? 0, 'trade was', 'trades were')} already open (max open trades).`
          : `${entries} skipped, ${since}: ${plural(summary?.max_trades_per_day ?? 0, 'entry was', 'entries were')} already made that day (max trades per day).`;
    notices.push({ rule: skipped.reason, text });
  }
  return notices;
}
