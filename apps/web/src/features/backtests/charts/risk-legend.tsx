import type { RiskEvent } from '@stratblocks/contracts';
import { formatBarTime } from '../format/bar-time';
import { LegendItem } from './chart-legend';
import { RISK_STYLES, riskSummary, type RiskColors } from './risk-marks';
import { countOf } from '../../../lib/plural';

/** The square the chart draws for a risk decision. */
function RiskSwatch({ color }: { color: string }) {
  return (
    <svg aria-hidden width="10" height="10" viewBox="0 0 10 10" className="shrink-0">
      <rect x="1" y="1" width="8" height="8" rx="1" fill={color} />
    </svg>
  );
}

/** The risk decisions in words, for a chart's accessible summary ('' when there are none). */
export function riskSentence(events: readonly RiskEvent[]): string {
  const { halt, blockedDays } = riskSummary(events);
  const parts = [
    halt ? `${RISK_STYLES.max_drawdown_halt.label.toLowerCase()} on ${formatBarTime(halt)}` : null,
    blockedDays > 0
      ? `${RISK_STYLES.daily_loss_limit.label.toLowerCase()} on ${countOf(blockedDays, 'day')}`
      : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? `; ${parts.join('; ')}` : '';
}

/**
 * The legend of the risk marks: where the max drawdown halted the run, and on how many days the
 * daily loss limit stopped entries. Nothing when the rules never acted.
 */
export function RiskLegend({ events, colors }: { events: readonly RiskEvent[]; colors: RiskColors }) {
  const { halt, blockedDays } = riskSummary(events);
  if (halt === null && blockedDays === 0) return null;
  return (
    <ul aria-label="Risk decisions" className="flex flex-wrap gap-x-3 gap-y-1">
      {halt !== null ? (
        <LegendItem
          swatch={<RiskSwatch color={colors.loss} />}
          label={RISK_STYLES.max_drawdown_halt.label}
          value={formatBarTime(halt)}
        />
      ) : null}
      {blockedDays > 0 ? (
        <LegendItem
          swatch={<RiskSwatch color={colors.warning} />}
          label={RISK_STYLES.daily_loss_limit.label}
          value={countOf(blockedDays, 'day')}
        />
      ) : null}
    </ul>
  );
}
