import { METRIC_DEFINITIONS } from '@stratblocks/contracts';
import { Tooltip } from '../../../ui';
import type { MetricKey } from '../results/read-results';

/**
 * A metric's name; hovering or focusing it shows its definition (the formula in words, from the
 * contracts), so that a trader knows exactly what a figure means.
 */
export function MetricLabel({ metric }: { metric: MetricKey }) {
  const definition = METRIC_DEFINITIONS[metric];
  return (
    <Tooltip
      content={
        <>
          <span className="block font-medium">{definition.label}</span>
          <span className="mt-0.5 block text-fg-muted">{definition.formula}</span>
        </>
      }
    >
      <button
        type="button"
        className="cursor-help truncate rounded-sm text-left underline decoration-border-strong decoration-dotted underline-offset-4 hover:text-fg"
      >
        {definition.label}
      </button>
    </Tooltip>
  );
}
