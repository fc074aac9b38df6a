import type { MonteCarloResult } from '@stratblocks/contracts';
import { formatCount, formatMoney, formatPercent } from '../../../lib/format';
import {
  Card,
  CardContent,
  CardHeader,
  Stat,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Plot,
} from '../../../ui';
import { ScrollRegion } from './scroll-region';
import { countOf } from '../../../lib/plural';

const PERCENTILES = [5, 25, 50, 75, 95] as const;

export interface MonteCarloViewProps {
  result: MonteCarloResult;
  /** Heading level of the card title (default h2). */
  as?: 'h2' | 'h3';
}

/**
 * A Monte Carlo result: the fan of equity paths (5-95 and 25-75 percentile bands, the median and
 * the strategy as traded), the percentiles of final equity and max drawdown, the probabilities,
 * and the seed that reproduces it.
 */
export function MonteCarloView({ result, as = 'h2' }: MonteCarloViewProps) {
  const fan = result.fan;
  const low = Math.min(...fan[5]);
  const high = Math.max(...fan[95]);
  const steps = fan[50].length;
  const method = result.method === 'reshuffle' ? 'trade order reshuffled' : 'trades drawn with replacement';
  return (
    <Card>
      <CardHeader
        as={as}
        title="Monte Carlo"
        description={`${countOf(result.runs, 'run')} of ${countOf(result.tradeCount, 'trade')}, ${method} · seed ${result.seed}`}
      />
      <CardContent className="space-y-5">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Stat
            label="Median final equity"
            value={formatMoney(result.finalEquity[50])}
            hint={`from ${formatMoney(result.initialCapital)}`}
          />
          <Stat
            label="As traded"
            value={formatMoney(result.actual.finalEquity)}
            hint={`max drawdown ${formatPercent(result.actual.maxDrawdown)}`}
          />
          <Stat label="Probability of a loss" value={formatPercent(result.probabilityOfLoss * 100, 1)} />
          <Stat
            label={`Drawdown beyond ${formatPercent(result.drawdownThreshold, 0)}`}
            value={formatPercent(result.probabilityOfDrawdownBeyond * 100, 1)}
            hint="probability"
          />
        </div>
        <figure className="space-y-2">
          <Plot
            label={`Fan chart of equity after each trade: 5th to 95th percentile from ${formatMoney(low)} to ${formatMoney(high)}`}
            count={steps}
            yMin={low}
            yMax={high}
            formatY={(value) => formatMoney(value, 0)}
            xLabels={[
              'Start',
              `Trade ${formatCount(Math.floor((steps - 1) / 2))}`,
              `Trade ${formatCount(steps - 1)}`,
            ]}
          >
            {(scale) => (
              <>
                <path d={scale.band(fan[95], fan[5])} className="fill-accent/15" />
                <path d={scale.band(fan[75], fan[25])} className="fill-accent/30" />
                <path d={scale.line(fan[50])} className="fill-none stroke-accent" strokeWidth={2} />
              </>
            )}
          </Plot>
          <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
            <Legend className="bg-accent/15" label="5th-95th percentile" />
            <Legend className="bg-accent/30" label="25th-75th percentile" />
            <Legend className="h-0.5 bg-accent" label="Median" />
          </figcaption>
        </figure>
        <ScrollRegion label="Monte Carlo percentiles">
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell scope="col">Percentile</TableHeaderCell>
                {PERCENTILES.map((p) => (
                  <TableHeaderCell key={p} numeric>
                    {`${p}th`}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell className="font-medium text-fg-muted">Final equity</TableCell>
                {PERCENTILES.map((p) => (
                  <TableCell key={p} numeric>
                    {formatMoney(result.finalEquity[p])}
                  </TableCell>
                ))}
              </TableRow>
              <TableRow>
                <TableCell className="font-medium text-fg-muted">Max drawdown</TableCell>
                {PERCENTILES.map((p) => (
                  <TableCell key={p} numeric>
                    {formatPercent(result.maxDrawdown[p])}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </ScrollRegion>
      </CardContent>
    </Card>
  );
}

export function Legend({ className, label }: { className: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={`inline-block h-2.5 w-4 rounded-sm ${className}`} aria-hidden />
      {label}
    </span>
  );
}
