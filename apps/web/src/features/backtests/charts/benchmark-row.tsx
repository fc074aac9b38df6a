import { formatNumber, formatSignedPercent } from '../../../lib/format';
import { Tooltip } from '../../../ui';
import type { BenchmarkRelation } from './benchmark-data';
import { BENCHMARK_SYMBOL } from './benchmark-symbol';
import type { SpyComparison } from './use-spy-benchmark';

const DEFINITIONS = {
  alpha: {
    label: 'Alpha',
    formula:
      "Jensen's alpha with a zero risk-free rate: mean daily return of the strategy minus beta x mean daily return of SPY, x 252 (annualised), in %.",
  },
  beta: {
    label: 'Beta',
    formula:
      "Covariance of the strategy's and SPY's daily returns over the variance of SPY's: 1 moves with the market, 0 ignores it.",
  },
  correlation: {
    label: 'Correlation',
    formula:
      "Pearson correlation of the strategy's and SPY's daily returns, over the days both have, from -1 to 1.",
  },
} as const;

function Figure({ metric, value }: { metric: keyof typeof DEFINITIONS; value: string }) {
  const definition = DEFINITIONS[metric];
  return (
    <span className="inline-flex items-baseline gap-1 whitespace-nowrap">
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
          className="cursor-help rounded-sm text-fg-muted underline decoration-border-strong decoration-dotted underline-offset-4 hover:text-fg"
        >
          {definition.label.toLowerCase()}
        </button>
      </Tooltip>
      <span className="font-medium text-fg tabular" data-benchmark-figure={metric}>
        {value}
      </span>
    </span>
  );
}

function Figures({ relation }: { relation: BenchmarkRelation }) {
  return (
    <>
      <Figure metric="alpha" value={`${formatSignedPercent(relation.alpha)} (annualised)`} />
      <Figure metric="beta" value={formatNumber(relation.beta)} />
      <Figure metric="correlation" value={formatNumber(relation.correlation)} />
    </>
  );
}

/** Under the equity chart: alpha, beta and correlation of daily returns against SPY. */
export function BenchmarkRow({ comparison }: { comparison: SpyComparison }) {
  if (comparison.status === 'none') return null;
  return (
    <p
      className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-xs text-fg-muted"
      aria-live="polite"
      data-testid="benchmark-row"
    >
      {comparison.status === 'loading' ? (
        <span className="animate-pulse">Comparing with {BENCHMARK_SYMBOL}…</span>
      ) : comparison.status === 'unavailable' ? (
        <span>{BENCHMARK_SYMBOL} comparison unavailable</span>
      ) : (
        <>
          <span className="font-medium text-fg">vs {BENCHMARK_SYMBOL}:</span>
          <Figures relation={comparison.status === 'ready' ? comparison.benchmark : comparison.relation} />
          {comparison.status === 'self' ? (
            <span>(the symbol is {BENCHMARK_SYMBOL}: compared with its own buy and hold)</span>
          ) : null}
        </>
      )}
    </p>
  );
}
