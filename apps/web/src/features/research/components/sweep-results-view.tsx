import type { SweepCell, SweepHeatmap, SweepResult } from '@stratblocks/contracts';
import { SWEEP_OBJECTIVES, type SweepObjective } from '@stratblocks/engine';
import { formatCount, formatNumber, formatPercent, formatSignedPercent } from '../../../lib/format';
import { Button, cn, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../ui';
import { ResearchWarnings } from './research-warnings';
import { SweepGridHeatmap } from './sweep-grid-heatmap';
import { ScrollRegion } from './scroll-region';

/** A combination as parameter values, ready to load into the strategy. */
export type SweepCombination = Array<{ path: string; value: number }>;

export interface SweepResultsViewProps {
  result: SweepResult;
  /** Called with the clicked combination; without it the cells are not buttons. */
  onApply?: (combination: SweepCombination) => void;
  /** Rows of the sorted table (more than two parameters, or one). Default 50. */
  tableRows?: number;
}

function combinationOf(result: SweepResult, cell: SweepCell): SweepCombination {
  return result.parameters.map((parameter, position) => ({
    path: parameter.path,
    value: cell.values[position] ?? Number.NaN,
  }));
}

function parameterName(parameter: SweepResult['parameters'][number]): string {
  return parameter.block ? `${parameter.block} ${parameter.property}` : parameter.label;
}

/**
 * The engine's `objectiveScore` over a cell as the contracts read it (a saved cell's figures may be
 * null where JSON had no number): a profit factor with profits and no losses is the best score.
 */
function cellScore(cell: SweepCell, objective: SweepObjective): number | null {
  if (cell.objective !== null) return cell.objective;
  if (objective === 'profit_factor' && cell.metrics && cell.metrics.gross_profit > 0)
    return Number.POSITIVE_INFINITY;
  return null;
}

function formatObjective(result: SweepResult, value: number | null): string {
  if (value === null) return 'N/A';
  if (result.objective === 'total_return' || result.objective === 'max_drawdown') return formatPercent(value);
  return formatNumber(value, 2);
}

/**
 * The most cells a two-parameter heat map draws as a table of buttons: each costs the page about
 * 0.2 ms to build and lay out (10,000 of them held the main thread for about 2 s), so a larger grid
 * is drawn on a canvas with the table of its best cells beside it, as a trimmed result is.
 */
const DOM_HEATMAP_CELLS = 2_500;

/** A whole result's grid as a heat map: every cell's score, row-major as the cells are. */
function gridOf(result: SweepResult): SweepHeatmap {
  return { rule: 'cell', objective: result.cells.map((cell) => cellScore(cell, result.objective)) };
}

/**
 * A sweep's result: a heatmap for two parameters (objective and trade count in every cell, the
 * best outlined), a sorted table otherwise; the warnings above. A click applies a combination.
 * A trimmed result (a very large sweep keeps its best cells and a grid of the objective), and a
 * grid of more than DOM_HEATMAP_CELLS, show the grid's heat map on a canvas and the table of the
 * best cells.
 */
export function SweepResultsView({ result, onApply, tableRows = 50 }: SweepResultsViewProps) {
  const tuned = result.parameters.filter((parameter) => parameter.values.length > 1);
  const twoParameters = result.parameters.length === 2 && tuned.length === 2;
  if (twoParameters && !result.trimmed && result.cells.length > DOM_HEATMAP_CELLS) {
    const total = result.cells.length;
    return (
      <div className="space-y-3">
        <ResearchWarnings warnings={result.warnings} />
        <p className="text-sm text-fg-muted">
          {`${formatCount(total)} combinations: the heat map shows every one, the table the best ${formatCount(Math.min(total, tableRows))}.`}
        </p>
        <SweepGridHeatmap result={result} heatmap={gridOf(result)} />
        <SweepTable result={result} rows={tableRows} {...(onApply ? { onApply } : {})} />
      </div>
    );
  }
  if (result.trimmed) {
    const { kept, total } = result.trimmed;
    return (
      <div className="space-y-3">
        <ResearchWarnings warnings={result.warnings} />
        <p className="text-sm text-fg-muted">
          {`${formatCount(total)} combinations: the table lists the best ${formatCount(Math.min(kept, tableRows))} (of the ${formatCount(kept)} kept), the heat map the whole grid.`}
        </p>
        {result.heatmap ? <SweepGridHeatmap result={result} heatmap={result.heatmap} /> : null}
        <SweepTable result={result} rows={tableRows} {...(onApply ? { onApply } : {})} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ResearchWarnings warnings={result.warnings} />
      {twoParameters ? (
        <SweepHeatmap result={result} {...(onApply ? { onApply } : {})} />
      ) : (
        <SweepTable result={result} rows={tableRows} {...(onApply ? { onApply } : {})} />
      )}
    </div>
  );
}

function SweepHeatmap({
  result,
  onApply,
}: {
  result: SweepResult;
  onApply?: (combination: SweepCombination) => void;
}) {
  const [rows, columns] = result.parameters as [
    SweepResult['parameters'][number],
    SweepResult['parameters'][number],
  ];
  // Two SMA periods read the same: then each axis shows where its block sits.
  const same = parameterName(rows) === parameterName(columns);
  const rowName = same ? rows.label : parameterName(rows);
  const columnName = same ? columns.label : parameterName(columns);
  const scores = result.cells.map((cell) => cellScore(cell, result.objective));
  const finite = scores.filter((score): score is number => score !== null && Number.isFinite(score));
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  const shade = (score: number | null) => {
    if (score === null) return 0;
    if (!Number.isFinite(score)) return 1;
    return high > low ? (score - low) / (high - low) : 1;
  };
  const label = SWEEP_OBJECTIVES[result.objective].label;
  return (
    <ScrollRegion label="Sweep heatmap">
      <table className="border-separate border-spacing-0.5 text-xs">
        <caption className="mb-2 text-left text-xs text-fg-muted">
          {`${label} by ${rowName} (rows) and ${columnName} (columns); each cell shows the trade count. Darker is better.`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-medium text-fg-muted">
              {same ? 'Rows \\ columns' : `${rowName} \\ ${columnName}`}
            </th>
            {columns.values.map((value) => (
              <th
                key={value}
                scope="col"
                className="px-2 py-1 text-center font-medium text-fg-muted tabular-nums"
              >
                {String(value)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.values.map((rowValue, row) => (
            <tr key={rowValue}>
              <th scope="row" className="px-2 py-1 text-right font-medium text-fg-muted tabular-nums">
                {String(rowValue)}
              </th>
              {columns.values.map((columnValue, column) => {
                const index = row * columns.values.length + column;
                const cell = result.cells[index];
                if (!cell) return <td key={columnValue} />;
                const strength = shade(scores[index] ?? null);
                const best = index === result.best;
                const value = `${formatObjective(result, cell.objective)} (${formatCount(cell.trades)} trades)`;
                const text = `${rowName} ${rowValue}, ${columnName} ${columnValue}: ${label} ${value}`;
                // One line of text wrapping in two (value, then trades): the visible text is the end of the name.
                const content = (
                  <>
                    <span className="inline-block font-semibold tabular-nums">
                      {formatObjective(result, cell.objective)}
                    </span>{' '}
                    <span className="inline-block tabular-nums">{`(${formatCount(cell.trades)} trades)`}</span>
                  </>
                );
                const classes = cn(
                  'block min-w-20 rounded px-2 py-1 text-center leading-tight text-fg',
                  best && 'ring-2 ring-fg ring-offset-1 ring-offset-surface',
                );
                // A sequential scale of the accent colour (not gain/loss colours), light enough for body text.
                const style = {
                  backgroundColor: `color-mix(in oklab, var(--accent) ${Math.round(6 + strength * 40)}%, var(--surface))`,
                };
                return (
                  <td key={columnValue} className="p-0">
                    {onApply ? (
                      <button
                        type="button"
                        className={cn(
                          classes,
                          'w-full cursor-pointer hover:outline-2 hover:outline-fg focus-visible:outline-2 focus-visible:outline-focus',
                        )}
                        style={style}
                        aria-label={`Apply ${text}`}
                        title={text}
                        onClick={() => {
                          onApply(combinationOf(result, cell));
                        }}
                      >
                        {content}
                      </button>
                    ) : (
                      <span className={classes} style={style} title={text}>
                        {content}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function SweepTable({
  result,
  rows,
  onApply,
}: {
  result: SweepResult;
  rows: number;
  onApply?: (combination: SweepCombination) => void;
}) {
  const shown = result.ranking.slice(0, rows);
  return (
    <ScrollRegion label="Sweep results, best first" className="max-h-96 overflow-auto">
      <Table>
        <TableHead>
          <TableRow>
            <TableHeaderCell numeric>Rank</TableHeaderCell>
            {result.parameters.map((parameter) => (
              <TableHeaderCell key={parameter.path} numeric title={parameter.label}>
                {parameterName(parameter)}
              </TableHeaderCell>
            ))}
            <TableHeaderCell numeric>{SWEEP_OBJECTIVES[result.objective].label}</TableHeaderCell>
            <TableHeaderCell numeric>Trades</TableHeaderCell>
            <TableHeaderCell numeric>Total return</TableHeaderCell>
            <TableHeaderCell numeric>Max drawdown</TableHeaderCell>
            {onApply ? <TableHeaderCell>Action</TableHeaderCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((index, rank) => {
            const cell = result.cells[index];
            if (!cell) return null;
            return (
              <TableRow key={index}>
                <TableCell numeric>{rank + 1}</TableCell>
                {cell.values.map((value, position) => (
                  <TableCell key={result.parameters[position]?.path ?? position} numeric>
                    {String(value)}
                  </TableCell>
                ))}
                <TableCell numeric>{formatObjective(result, cell.objective)}</TableCell>
                <TableCell numeric>{formatCount(cell.trades)}</TableCell>
                <TableCell numeric>{formatSignedPercent(cell.metrics?.total_return)}</TableCell>
                <TableCell numeric>{formatPercent(cell.metrics?.max_drawdown)}</TableCell>
                {onApply ? (
                  <TableCell>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Apply rank ${rank + 1}: ${cell.values.join(', ')}`}
                      onClick={() => {
                        onApply(combinationOf(result, cell));
                      }}
                    >
                      Apply
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {(result.trimmed?.total ?? result.cells.length) > rows ? (
        <p className="mt-2 text-xs text-fg-muted">{`The best ${rows} of ${formatCount(result.trimmed?.total ?? result.cells.length)} combinations.`}</p>
      ) : null}
    </ScrollRegion>
  );
}
