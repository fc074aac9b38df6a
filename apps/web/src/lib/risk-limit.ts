import { formatPercent } from './format';

/**
 * A risk limit in percent (max drawdown, daily loss limit) as the screens show it: 0 means the
 * rule is off (docs/engine.md, "Risk rules"), so it reads "Off", never "0.00%".
 */
export function formatRiskLimit(percent: number | null | undefined): string {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return formatPercent(percent);
  return percent > 0 ? formatPercent(percent) : 'Off';
}
