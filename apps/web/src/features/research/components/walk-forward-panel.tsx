import {
  SWEEP_OBJECTIVE_NAMES,
  SWEEP_OBJECTIVES,
  tunableParameters,
  type StrategyInput,
  type SweepObjective,
  type WalkForwardMode,
} from '@stratblocks/engine';
import { Play, Square } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, NumberField, Select } from '../../../ui';
import { useResearchJob } from '../hooks/use-research-job';
import { activeRanges, ParameterPicker } from './parameter-picker';
import type { ParameterRange } from './parameter-ranges';
import { ResearchProgress } from './research-progress';
import { WalkForwardView } from './walk-forward-view';

export interface WalkForwardPanelProps {
  /** The strategy as the builder holds it (a run body or strategy_config). */
  strategy: StrategyInput;
  className?: string;
}

const MODES: ReadonlyArray<{ value: WalkForwardMode; label: string }> = [
  { value: 'rolling', label: 'Rolling' },
  { value: 'anchored', label: 'Anchored (from the first bar)' },
];

/**
 * Walk-forward: parameters and ranges, the window lengths in bars, the objective; each in-sample
 * window's best combination is traded on the next out-of-sample window (in a Web Worker), then the
 * stitched result, the efficiency and the warnings.
 */
export function WalkForwardPanel({ strategy, className }: WalkForwardPanelProps) {
  const parameters = useMemo(() => tunableParameters(strategy), [strategy]);
  const [ranges, setRanges] = useState<ParameterRange[]>([]);
  const [objective, setObjective] = useState<SweepObjective>('sharpe');
  const [mode, setMode] = useState<WalkForwardMode>('rolling');
  const [inSampleBars, setInSampleBars] = useState(504);
  const [outOfSampleBars, setOutOfSampleBars] = useState(126);
  const job = useResearchJob();
  const { active, combinations } = activeRanges(parameters, ranges);
  const running = job.status === 'running' || job.status === 'loading-bars';
  const run = () => {
    void job.runWithBars(strategy, (bars) => ({
      kind: 'walk-forward',
      strategy,
      bars,
      objective,
      mode,
      inSampleBars,
      outOfSampleBars,
      parameters: active.map((range) => ({
        path: range.path,
        range: { start: range.start, stop: range.stop, step: range.step },
      })),
    }));
  };
  return (
    <div className={className}>
      <Card>
        <CardHeader
          title="Run a walk-forward"
          description="Optimise on each in-sample window, trade the best combination on the next out-of-sample window, and join the out-of-sample parts."
        />
        <CardContent className="space-y-4">
          <ParameterPicker parameters={parameters} ranges={ranges} onChange={setRanges} disabled={running} />
          <div className="flex flex-wrap items-end gap-3">
            <Select
              label="Windows"
              value={mode}
              options={MODES}
              onChange={setMode}
              disabled={running}
              className="w-60"
            />
            <NumberField
              label="In-sample"
              unit="bars"
              value={inSampleBars}
              min={2}
              step={1}
              onChange={setInSampleBars}
              disabled={running}
              className="w-36"
            />
            <NumberField
              label="Out-of-sample"
              unit="bars"
              value={outOfSampleBars}
              min={1}
              step={1}
              onChange={setOutOfSampleBars}
              disabled={running}
              className="w-36"
            />
            <Select
              label="Best by"
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
              <Button onClick={run} disabled={active.length === 0 || combinations === 0}>
                <Play className="size-4" aria-hidden />
                Run walk-forward
              </Button>
            )}
          </div>
          {running ? (
            <ResearchProgress
              label={job.status === 'loading-bars' ? 'Loading market data' : 'Running windows'}
              progress={job.progress}
            />
          ) : null}
          {job.status === 'error' && job.error ? <Alert tone="error">{job.error}</Alert> : null}
        </CardContent>
      </Card>
      {job.status === 'done' && job.result?.kind === 'walk-forward' ? (
        <div className="mt-4">
          <WalkForwardView result={job.result.result} as="h3" />
        </div>
      ) : null}
    </div>
  );
}
