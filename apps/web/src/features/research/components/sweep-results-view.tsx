import type { SweepHeatmap as SweepHeatmapGrid, SweepResult } from '@stratblocks/contracts';
import { SWEEP_OBJECTIVES } from '@stratblocks/engine';
import { useState } from 'react';
import { formatCount, formatPercent, formatSignedPercent } from '../../../lib/format';
import { countOf } from '../../../lib/plural';
import { Button, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../ui';
import { ResearchWarnings } from './research-warnings';
import { ScrollRegion } from './scroll-region';
import { BestCombination, SelectedCombination } from './sweep-cell-choice';
import {
  cellScore,
  combinationOf,
  formatObjective,
  parameterName,
  type SweepCombination,
} from './sweep-cells';
import { SweepGridHeatmap } from './sweep-grid-heatmap';
import { SweepHeatmap } from './sweep-heatmap';

export type { SweepCombination } from './sweep-cells';

export interface SweepResultsViewProps {
  result: SweepResult;
  /** Called with the combination to load ("Apply best", "Apply these values", a table row's Apply). */
  onApply?: (combination: SweepCombination) => void;
  /** Rows of the sorted table (more than two parameters, or one). Default 50. */
  tableRows?: number;
}

/**
 * The most cells a two-parameter heat map draws as a table of buttons: each costs the page about
 * 0.2 ms to build and lay out (10,000 of them held the main thread for about 2 s), so a larger grid
 * is drawn on a canvas with the table of its best cells beside it, as a trimmed result is.
 */
const DOM_HEATMAP_CELLS = 2_500;

/** A whole result's grid as a heat map: every cell's score, row-major as the cells are. */
function gridOf(result: SweepResult): SweepHeatmapGrid {
  return { rule: 'cell', objective: result.cells.map((cell) => cellScore(cell, result.objective)) };
}

/**
 * A sweep's result: the warnings and the best combination in words ("Apply best") above, then a
 * heat map grid for two parameters (objective and trade count in every cell, the best outlined; a
 * selected cell's figures and "Apply these values" above it), a sorted table otherwise.
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
        <BestCombination result={result} onApply={onApply} />
        <p className="text-sm text-fg-muted">
          {`${countOf(total, 'combination')}: the heat map shows every one, the table the best ${formatCount(Math.min(total, tableRows))}.`}
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
        <BestCombination result={result} onApply={onApply} />
        <p className="text-sm text-fg-muted">
          {`${countOf(total, 'combination')}: the table lists the best ${formatCount(Math.min(kept, tableRows))} (of the ${formatCount(kept)} kept), the heat map the whole grid.`}
        </p>
        {result.heatmap ? <SweepGridHeatmap result={result} heatmap={result.heatmap} /> : null}
        <SweepTable result={result} rows={tableRows} {...(onApply ? { onApply } : {})} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ResearchWarnings warnings={result.warnings} />
      <BestCombination result={result} onApply={onApply} />
      {twoParameters ? (
        <HeatmapWithSelection result={result} onApply={onApply} />
      ) : (
        <SweepTable result={result} rows={tableRows} {...(onApply ? { onApply } : {})} />
      )}
    </div>
  );
}

/** The heat map grid with the figures of the selected cell above it; a new result selects nothing. */
function HeatmapWithSelection({
  result,
  onApply,
}: {
  result: SweepResult;
  onApply?: ((combination: SweepCombination) => void) | undefined;
}) {
  const [selection, setSelection] = useState<{ result: SweepResult; index: number } | null>(null);
  const selected = selection?.result === result ? selection.index : null;
  return (
    <>
      <SelectedCombination result={result} index={selected} onApply={onApply} />
      <SweepHeatmap
        result={result}
        selected={selected}
        onSelect={(index) => {
          setSelection({ result, index });
        }}
      />
    </>
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
        <p className="mt-2 text-xs text-fg-muted">{`The best ${rows} of ${countOf(result.trimmed?.total ?? result.cells.length, 'combination')}.`}</p>
      ) : null}
    </ScrollRegion>
  );
}
