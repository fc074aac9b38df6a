import {
  SWEEP_MAX_COMBINATIONS,
  SWEEP_OBJECTIVE_NAMES,
  SWEEP_OBJECTIVES,
  tunableParameters,
  type StrategyInput,
  type SweepObjective,
} from '@stratblocks/engine';
import type { ResearchJobBody } from '@stratblocks/contracts';
import { Play, Square } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatCount } from '../../../lib/format';
import { Alert, Button, Card, CardContent, CardHeader, Select } from '../../../ui';
import { useSession } from '../../../lib/session';
import { useResearchJob } from '../hooks/use-research-job';
import { useServerResearchJob } from '../hooks/use-server-research-job';
import { activeRanges, ParameterPicker } from './parameter-picker';
import type { ParameterRange } from './parameter-ranges';
import { ResearchProgress } from './research-progress';
import { SweepResultsView, type SweepCombination } from './sweep-results-view';

export interface OptimisePanelProps {
  /** The strategy as the builder holds it (a run body: settings, logic, rows). */
  strategy: StrategyInput;
  /** Called when the user picks a combination: load these values into the strategy. */
  onApply: (combination: SweepCombination) => void;
  /**
   * Where sweeps run: in the browser (a Web Worker), on the server (signed in), or `auto` (the
   * default): on the server for signed-in users when there are more than 400 combinations.
   */
  runOn?: 'browser' | 'server' | 'auto';
  className?: string;
}

/** Above this many combinations, `auto` sends a signed-in user's sweep to the server. */
export const SERVER_SWEEP_THRESHOLD = 400;

/**
 * The Optimise panel: pick parameters from the strategy's blocks and settings, give each a range,
 * pick an objective, run every combination (in a Web Worker, on the strategy's bars), watch the
 * progress, and read a heatmap (two parameters) or a ranked table; a click applies a combination.
 */
export function OptimisePanel({ strategy, onApply, runOn = 'auto', className }: OptimisePanelProps) {
  const parameters = useMemo(() => tunableParameters(strategy), [strategy]);
  const [ranges, setRanges] = useState<ParameterRange[]>([]);
  const [objective, setObjective] = useState<SweepObjective>('sharpe');
  const browserJob = useResearchJob();
  const serverJob = useServerResearchJob();
  const signedIn = useSession() !== null;
  const [where, setWhere] = useState<'browser' | 'server'>('browser');
  const job = where === 'server' ? serverJob : browserJob;
  const { active, combinations } = activeRanges(parameters, ranges);
  const running = job.status === 'running' || job.status === 'loading-bars';
  const tooMany = combinations > SWEEP_MAX_COMBINATIONS;

  const runSweep = () => {
    const onServer =
      runOn === 'server' || (runOn === 'auto' && signedIn && combinations > SERVER_SWEEP_THRESHOLD);
    browserJob.cancel();
    serverJob.cancel();
    setWhere(onServer ? 'server' : 'browser');
    if (onServer) {
      void serverJob.run({
        kind: 'sweep',
        // The same document as a run body; the server validates it.
        strategy: strategy as ResearchJobBody['strategy'],
        objective,
        parameters: active.map((range) => ({
          path: range.path,
          range: { start: range.start, stop: range.stop, step: range.step },
        })),
      });
      return;
    }
    void browserJob.runWithBars(strategy, (bars) => ({
      kind: 'sweep',
      strategy,
      bars,
      objective,
      parameters: active.map((range) => ({
        path: range.path,
        range: { start: range.start, stop: range.stop, step: range.step },
      })),
    }));
  };

  return (
    <Card className={className}>
      <CardHeader
        title="Optimise"
        description="Run every combination of parameter values and rank them. A sharp peak in the heatmap is usually luck: prefer a broad plateau."
      />
      <CardContent className="space-y-4">
        <ParameterPicker parameters={parameters} ranges={ranges} onChange={setRanges} disabled={running} />
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label="Rank by"
            value={objective}
            disabled={running}
            options={SWEEP_OBJECTIVE_NAMES.map((name) => ({
              value: name,
              label: SWEEP_OBJECTIVES[name].label,
            }))}
            onChange={setObjective}
            className="w-56"
          />
          {running ? (
            <Button variant="outline" onClick={job.cancel}>
              <Square className="size-4" aria-hidden />
              Cancel
            </Button>
          ) : (
            <Button onClick={runSweep} disabled={active.length === 0 || combinations === 0 || tooMany}>
              <Play className="size-4" aria-hidden />
              {combinations === 0
                ? 'Run sweep'
                : `Run ${formatCount(combinations)} combination${combinations === 1 ? '' : 's'}`}
            </Button>
          )}
        </div>
        {tooMany ? (
          <Alert tone="warning">
            {`${formatCount(combinations)} combinations is more than the ${formatCount(SWEEP_MAX_COMBINATIONS)} a sweep runs: narrow a range, raise a step or drop a parameter.`}
          </Alert>
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
          <SweepResultsView result={job.result.result} onApply={onApply} />
        ) : null}
      </CardContent>
    </Card>
  );
}
