import type { RiskEvent } from '@stratblocks/contracts';
import type { SeriesMarkerBarPosition, SeriesMarkerShape } from 'lightweight-charts';
import { placeOnDates, toChartTime, type PlacedMarker } from './chart-data';

/**
 * The risk rules' decisions (chart_data.risk_events) as chart marks, kept apart from the charts so
 * that they are tested without a canvas. Squares, so that they never read as the trade markers
 * (arrows for entries, dots for exits).
 */

export type RiskKind = RiskEvent['kind'];

interface RiskStyle {
  label: string;
  shape: SeriesMarkerShape;
  position: SeriesMarkerBarPosition;
  /** Which chart colour draws it. */
  tone: 'loss' | 'warning';
  /** Written beside the mark on the chart (the halt happens once; the blocked days can be many). */
  text?: string;
}

/** How each kind of risk decision is drawn, and its name in the legend. */
export const RISK_STYLES = {
  max_drawdown_halt: {
    label: 'Max drawdown halt',
    shape: 'square',
    position: 'aboveBar',
    tone: 'loss',
    text: 'Halt',
  },
  daily_loss_limit: {
    label: 'Daily loss limit reached',
    shape: 'square',
    position: 'belowBar',
    tone: 'warning',
  },
} as const satisfies Record<RiskKind, RiskStyle>;

export interface RiskColors {
  loss: string;
  warning: string;
}

/** What the legend says of the decisions: the halt's date, and on how many days entries stopped. */
export interface RiskSummary {
  halt: string | null;
  blockedDays: number;
}

export function riskSummary(events: readonly RiskEvent[]): RiskSummary {
  const halt = events.find((event) => event.kind === 'max_drawdown_halt')?.date ?? null;
  const days = new Set(
    events.filter((event) => event.kind === 'daily_loss_limit').map((event) => event.date.slice(0, 10)),
  );
  return { halt, blockedDays: days.size };
}

/** One mark per decision on a date of the chart (others are dropped), with its position in the dates. */
export function toRiskMarkers(
  dates: readonly string[],
  events: readonly RiskEvent[],
  colors: RiskColors,
): PlacedMarker[] {
  return placeOnDates(dates, events, (event) => {
    const style: RiskStyle = RISK_STYLES[event.kind];
    return {
      time: toChartTime(event.date),
      shape: style.shape,
      position: style.position,
      color: colors[style.tone],
      size: 1,
      ...(style.text === undefined ? {} : { text: style.text }),
    };
  });
}
