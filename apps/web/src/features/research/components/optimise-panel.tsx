import { SWEEP_OBJECTIVES, tunableParameters, type StrategyInput } from '@stratblocks/engine';
import { RESEARCH_MAX_RUNS, type SweepResult } from '@stratblocks/contracts';
import { useMemo } from 'react';
import { formatCount } from '../../../lib/format';
import { Alert, Button, Card, CardContent, CardHeader } from '../../../ui';
import { useSession } from '../../../lib/session';
import { usePublicConfig } from '../../auth';
import { isJobActive } from '../jobs/job-state';
import type { ResearchLab } from '../lab/research-lab';
import { useCompletedResearch, usePanelLab, useResearchSlot } from '../lab/use-research-lab';
import { activeRanges, ParameterPicker } from './parameter-picker';
import { ObjectiveSelect, RunOrCancelButton } from './research-controls';
import { ResearchProgress } from './research-progress';
import { bestCells, type RankedCell } from './sweep-cells';
import { SweepResultsView, type SweepCombination } from './sweep-results-view';

export interface OptimisePanelProps {
  /** The strategy as the builder holds it (a run body: settings, logic, rows). */
  strategy: StrategyInput;
  /** Called when the user picks a combination: load these values into the strategy. */
  onApply: (combination: SweepCombination) => void;
  /**
   * When given, the results offer "Compare the best three cells": called with them, best first
   * (the builder puts them in its run history).
   */
  onCompareBest?: (cells: RankedCell[]) => void;
  /**
   * Where sweeps run: in the browser (a Web Worker), on the server (signed in), or `auto` (the
   * default): on the server for signed-in users when there are more than 400 combinations.
   */
  runOn?: 'browser' | 'server' | 'auto';
  /** Called once with each completed sweep's result (e.g. to save it with the strategy). */
  onResult?: (result: SweepResult) => void;
  /**
   * Where the set-up, the result and the job live. Give one that outlives the panel (the
   * builder's) to find them again after an unmount; without it they end with the panel.
   */
  lab?: ResearchLab;
  className?: string;
}

/** Above this many combinations, `auto` sends a signed-in user's sweep to the server. */
export const SERVER_SWEEP_THRESHOLD = 400;

/**
 * The Optimise panel: pick parameters from the strategy's blocks and settings, give each a range,
 * pick an objective, run every combination (in a Web Worker, on the strategy's bars), watch the
 * progress, and read the best combination in words, a heatmap grid (two parameters) or a ranked table;
 * "Apply best", or a selected cell's "Apply these values", loads a combination into the strategy.
 */
export function OptimisePanel({
  strategy,
  onApply,
  onCompareBest,
  runOn = 'auto',
  onResult,
  lab,
  className,
}: OptimisePanelProps) {
  const research = usePanelLab(lab);
  const { setup, job, where } = useResearchSlot(research, 'optimise');
  const { ranges, objective } = setup;
  const { setOptimise, cancel } = research.getState();
  const parameters = useMemo(() => tunableParameters(strategy), [strategy]);
  const signedIn = useSession() !== null;
  const { active, combinations } = activeRanges(parameters, ranges);
  const running = isJobActive(job);
  // A browser sweep runs at most RESEARCH_MAX_RUNS; the server says what it takes (more with its queue).
  const serverLimit = usePublicConfig().data?.research_max_combinations ?? RESEARCH_MAX_RUNS;
  const mayRunOnServer = runOn === 'server' || (runOn === 'auto' && signedIn);
  const limit = mayRunOnServer ? Math.max(RESEARCH_MAX_RUNS, serverLimit) : RESEARCH_MAX_RUNS;
  const tooMany = combinations > limit;
  useCompletedResearch(
    research,
    'optimise',
    onResult &&
      ((result) => {
        if (result.kind === 'sweep') onResult(result.result);
      }),
  );

  const runSweep = () => {
    const onServer =
      runOn === 'server' || (runOn === 'auto' && signedIn && combinations > SERVER_SWEEP_THRESHOLD);
    research.getState().runSweep(strategy, active, onServer ? 'server' : 'browser');
  };

  return (
    <Card className={className}>
      <CardHeader
        title="Optimise"
        description="Run every combination of parameter values and rank them. A sharp peak in the heatmap is usually luck: prefer a broad plateau."
      />
      {/* Wide screens: the set-up on the left, the heatmap beside it, both in view at once. */}
      <CardContent className="grid gap-4 xl:grid-cols-[minmax(0,34rem)_minmax(0,1fr)] xl:items-start">
        <div className="min-w-0 space-y-4">
          <ParameterPicker
            parameters={parameters}
            inputs={strategy.inputs}
            ranges={ranges}
            onChange={(next) => {
              setOptimise({ ranges: next });
            }}
            disabled={running}
          />
          <div className="flex flex-wrap items-end gap-3">
            <ObjectiveSelect
              label="Rank by"
              value={objective}
              disabled={running}
              onChange={(next) => {
                setOptimise({ objective: next });
              }}
            />
            <RunOrCancelButton
              running={running}
              onRun={runSweep}
              onCancel={() => {
                cancel('optimise');
              }}
              runDisabled={active.length === 0 || combinations === 0 || tooMany}
            >
              {combinations === 0
                ? 'Run sweep'
                : `Run ${formatCount(combinations)} combination${combinations === 1 ? '' : 's'}`}
            </RunOrCancelButton>
          </div>
          {tooMany ? (
            <Alert tone="warning">
              {`${formatCount(combinations)} combinations is more than the ${formatCount(limit)} a sweep runs${mayRunOnServer ? ' on this server' : ' in the browser'}: narrow a range, raise a step or drop a parameter.`}
            </Alert>
          ) : combinations > 0 ? (
            <p className="text-xs text-fg-muted">{`${formatCount(combinations)} of at most ${formatCount(limit)} combinations${mayRunOnServer ? ' on this server' : ' in the browser'}.`}</p>
          ) : null}
        </div>
        <div className="min-w-0 space-y-4">
          {job.status === 'idle' ? (
            <p className="hidden rounded-lg border border-dashed border-border p-6 text-sm text-fg-muted xl:block">
              Add one or two parameters and run the sweep: the heatmap of the results appears here.
            </p>
          ) : null}
          {running ? (
            <ResearchProgress
              label={
                job.status === 'loading-bars'
                  ? 'Loading market data'
                  : where === 'server'
                    ? 'Running combinations on the server'
                    : 'Running combinations'
              }
              progress={job.progress}
              detail={
                job.best !== null
                  ? `Best ${SWEEP_OBJECTIVES[objective].label} so far: ${job.best.toFixed(3)}`
                  : undefined
              }
            />
          ) : null}
          {job.status === 'error' && job.error ? <Alert tone="error">{job.error}</Alert> : null}
          {job.status === 'done' && job.result?.kind === 'sweep' ? (
            <>
              {onCompareBest ? (
                <CompareBestButton result={job.result.result} onCompare={onCompareBest} />
              ) : null}
              <SweepResultsView result={job.result.result} onApply={onApply} />
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** How many of the best cells "Compare the best three cells" takes. */
const COMPARED_CELLS = 3;

function CompareBestButton({
  result,
  onCompare,
}: {
  result: SweepResult;
  onCompare: (cells: RankedCell[]) => void;
}) {
  const cells = bestCells(result, COMPARED_CELLS);
  if (cells.length < 2) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => {
        onCompare(cells);
      }}
    >
      {cells.length === COMPARED_CELLS
        ? 'Compare the best three cells'
        : `Compare the best ${String(cells.length)} cells`}
    </Button>
  );
}
