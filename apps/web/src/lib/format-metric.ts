import { METRIC_DEFINITIONS, type MetricDefinition } from '@stratblocks/contracts';
import {
  formatCount,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRatio,
  isNumber,
  NOT_AVAILABLE,
} from './format';

// Apart from lib/format.ts: the metric definitions load with the results views, not with every
// page that formats a number (the landing page's preview).
/**
 * A performance metric by its key, with its unit and decimals from the contracts' definitions (which
 * carry docs/product.md#business-constants-and-limits's: daily return and VaR 95% with four).
 */
export function formatMetric(key: string, value: unknown): string {
  const definition: MetricDefinition | undefined = (METRIC_DEFINITIONS as Record<string, MetricDefinition>)[
    key
  ];
  if (typeof value === 'string') return value;
  if (!isNumber(value)) return NOT_AVAILABLE;
  const decimals = definition?.decimals ?? 2;
  switch (definition?.unit) {
    case 'money':
      return formatMoney(value, decimals);
    case 'percent':
      return formatPercent(value, decimals);
    case 'count':
      return formatCount(value);
    case 'bars':
      return `${formatNumber(value, decimals)} bars`;
    case 'ratio':
      return formatRatio(value, decimals);
    default:
      return formatNumber(value, decimals);
  }
}
