import type { WalkForwardResult } from '@stratblocks/contracts';
import {
  formatCount,
  formatDate,
  formatMoney,
  formatPercent,
  formatRatio,
  formatSignedPercent,
  trend,
} from '../../../lib/format';
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
  PLOT_MARGIN,
  useElementWidth,
} from '../../../ui';
import { Legend } from './monte-carlo-view';
import { ResearchWarnings } from './research-warnings';
import { ScrollRegion } from './scroll-region';
import { countOf } from '../../../lib/plural';

export interface WalkForwardViewProps {
  result: WalkForwardResult;
  as?: 'h2' | 'h3';
}

/**
 * A walk-forward result: the efficiency and the stitched out-of-sample figures, the windows as a
 * timeline (in-sample and out-of-sample in two colours) under the out-of-sample equity, each
 * window's chosen parameters, and the warnings.
 */
export function WalkForwardView({ result, as = 'h2' }: WalkForwardViewProps) {
  const values = result.equity.values;
  const first = result.windows[0];
  const last = result.windows.at(-1);
  const isLabel = result.mode === 'anchored' ? 'anchored' : 'rolling';
  return (
    <Card>
      <CardHeader
        as={as}
        title="Walk-forward"
        description={`${countOf(result.windows.length, `${isLabel} window`)}: in-sample ${countOf(result.inSampleBars, 'bar')}, out-of-sample ${countOf(result.outOfSampleBars, 'bar')}`}
      />
      <CardContent className="space-y-5">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Stat label="Efficiency" value={formatRatio(result.efficiency, 2)} hint="OOS / IS, a year" />
          <Stat
            label="OOS a year"
            value={formatSignedPercent(result.outOfSample.annualizedReturn)}
            tone={trend(result.outOfSample.annualizedReturn)}
            hint={`total ${formatSignedPercent(result.outOfSample.totalReturn)}`}
          />
          <Stat
            label="IS a year"
            value={formatSignedPercent(result.inSampleAnnualized)}
            hint="best combinations"
          />
          <Stat
            label="OOS drawdown"
            value={formatPercent(result.outOfSample.maxDrawdown)}
            hint={countOf(result.outOfSample.trades, 'trade')}
          />
        </div>
        <ResearchWarnings warnings={result.warnings} />
        <figure className="space-y-2">
          {values.length > 1 ? <StitchedEquity result={result} /> : null}
          {first && last ? <WindowTimeline result={result} /> : null}
          <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
            <Legend className="bg-fg-subtle/50" label="In-sample (optimised)" />
            <Legend className="bg-accent" label="Out-of-sample (traded with the in-sample best)" />
          </figcaption>
        </figure>
        <WindowTable result={result} />
      </CardContent>
    </Card>
  );
}

/**
 * The stitched out-of-sample equity on the same bar axis as the window timeline under it: the
 * line starts where the first out-of-sample window starts.
 */
function StitchedEquity({ result }: { result: WalkForwardResult }) {
  const values = result.equity.values;
  const offset = result.windows[0]?.outOfSample.from ?? 0;
  const total = offset + values.length;
  const middle = Math.floor(total / 2);
  return (
    <Plot
      label={`Stitched out-of-sample equity from ${formatMoney(values[0])} to ${formatMoney(values.at(-1))}`}
      count={total}
      yMin={Math.min(...values)}
      yMax={Math.max(...values)}
      formatY={(value) => formatMoney(value, 0)}
      xLabels={[
        formatDate(result.windows[0]?.inSample.startDate),
        middle >= offset ? formatDate(result.equity.dates[middle - offset]) : '',
        formatDate(result.equity.dates.at(-1)),
      ]}
      height={220}
    >
      {(scale) => <path d={scale.line(values, offset)} className="fill-none stroke-accent" strokeWidth={2} />}
    </Plot>
  );
}

/** One row per window: its in-sample and out-of-sample spans on a shared bar axis. */
function WindowTimeline({ result }: { result: WalkForwardResult }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const total = Math.max(...result.windows.map((window) => window.outOfSample.to));
  const inner = Math.max(1, width - PLOT_MARGIN.left - PLOT_MARGIN.right);
  const x = (bar: number) => PLOT_MARGIN.left + (bar / total) * inner;
  const rowHeight = 14;
  const height = result.windows.length * rowHeight + 4;
  return (
    <div ref={ref} className="w-full">
      {width > 0 ? (
        <svg
          role="img"
          aria-label={`${countOf(result.windows.length, 'window')}: in-sample spans in grey, out-of-sample spans in blue`}
          width={width}
          height={height}
        >
          {result.windows.map((window, row) => (
            <g key={window.index}>
              <text
                x={PLOT_MARGIN.left - 8}
                y={row * rowHeight + 9}
                textAnchor="end"
                className="fill-fg-muted text-[10px]"
              >
                {`W${window.index + 1}`}
              </text>
              <rect
                x={x(window.inSample.from)}
                y={row * rowHeight + 2}
                width={Math.max(1, x(window.inSample.to) - x(window.inSample.from))}
                height={rowHeight - 5}
                rx={2}
                className="fill-fg-subtle/50"
              />
              <rect
                x={x(window.outOfSample.from)}
                y={row * rowHeight + 2}
                width={Math.max(1, x(window.outOfSample.to) - x(window.outOfSample.from))}
                height={rowHeight - 5}
                rx={2}
                className="fill-accent"
              />
            </g>
          ))}
        </svg>
      ) : null}
    </div>
  );
}

function WindowTable({ result }: { result: WalkForwardResult }) {
  // Short names ("SMA period") unless two read the same; then the full label says which block.
  const short = result.parameters.map((parameter) =>
    parameter.block ? `${parameter.block} ${parameter.property}` : parameter.label,
  );
  const columnNames = short.map((name, position) =>
    short.indexOf(name) !== short.lastIndexOf(name) ? (result.parameters[position]?.label ?? name) : name,
  );
  return (
    <ScrollRegion label="Walk-forward windows">
      <Table>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Window</TableHeaderCell>
            <TableHeaderCell>In-sample</TableHeaderCell>
            <TableHeaderCell>Out-of-sample</TableHeaderCell>
            {result.parameters.map((parameter, position) => (
              <TableHeaderCell key={parameter.path} numeric title={parameter.label}>
                {columnNames[position]}
              </TableHeaderCell>
            ))}
            <TableHeaderCell numeric>IS a year</TableHeaderCell>
            <TableHeaderCell numeric>OOS return</TableHeaderCell>
            <TableHeaderCell numeric>OOS trades</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.windows.map((window) => (
            <TableRow key={window.index}>
              <TableCell>{`W${window.index + 1}`}</TableCell>
              <TableCell>{`${formatDate(window.inSample.startDate)} to ${formatDate(window.inSample.endDate)}`}</TableCell>
              <TableCell>{`${formatDate(window.outOfSample.startDate)} to ${formatDate(window.outOfSample.endDate)}`}</TableCell>
              {result.parameters.map((parameter, position) => (
                <TableCell key={parameter.path} numeric>
                  {window.chosen ? String(window.chosen[position]) : 'None'}
                </TableCell>
              ))}
              <TableCell numeric>{formatSignedPercent(window.inSampleMetrics?.annualized_return)}</TableCell>
              <TableCell
                numeric
                className={
                  trend(window.outOfSampleReturn) === 'loss'
                    ? 'text-loss'
                    : trend(window.outOfSampleReturn) === 'gain'
                      ? 'text-gain'
                      : ''
                }
              >
                {formatSignedPercent(window.outOfSampleReturn)}
              </TableCell>
              <TableCell numeric>{formatCount(window.outOfSampleTrades)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
