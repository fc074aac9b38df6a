import { tunableParameters, type StrategyInput, type WalkForwardMode } from '@stratblocks/engine';
import type { WalkForwardResult } from '@stratblocks/contracts';
import { useMemo } from 'react';
import { Alert, Card, CardContent, CardHeader, NumberField, Select } from '../../../ui';
import { isJobActive } from '../jobs/job-state';
import type { ResearchLab } from '../lab/research-lab';
import { useCompletedResearch, usePanelLab, useResearchSlot } from '../lab/use-research-lab';
import { activeRanges, ParameterPicker } from './parameter-picker';
import { ObjectiveSelect, RunOrCancelButton } from './research-controls';
import { ResearchProgress } from './research-progress';
import { WalkForwardView } from './walk-forward-view';

export interface WalkForwardPanelProps {
  /** The strategy as the builder holds it (a run body or strategy_config). */
  strategy: StrategyInput;
  /** Called once with each completed walk-forward's result (e.g. to save it with the strategy). */
  onResult?: (result: WalkForwardResult) => void;
  /** Where the set-up, the result and the job live (see `OptimisePanelProps.lab`). */
  lab?: ResearchLab;
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
export function WalkForwardPanel({ strategy, onResult, lab, className }: WalkForwardPanelProps) {
  const research = usePanelLab(lab);
  const { setup, job } = useResearchSlot(research, 'walkForward');
  const { ranges, objective, mode, inSampleBars, outOfSampleBars } = setup;
  const { setWalkForward, cancel } = research.getState();
  const parameters = useMemo(() => tunableParameters(strategy), [strategy]);
  const { active, combinations } = activeRanges(parameters, ranges);
  const running = isJobActive(job);
  useCompletedResearch(
    research,
    'walkForward',
    onResult &&
      ((result) => {
        if (result.kind === 'walk-forward') onResult(result.result);
      }),
  );
  const run = () => {
    research.getState().runWalkForward(strategy, active);
  };
  return (
    <div className={className}>
      <Card>
        <CardHeader
          title="Run a walk-forward"
          description="Optimise on each in-sample window, trade the best combination on the next out-of-sample window, and join the out-of-sample parts."
        />
        <CardContent className="space-y-4">
          <ParameterPicker
            parameters={parameters}
            inputs={strategy.inputs}
            ranges={ranges}
            onChange={(next) => {
              setWalkForward({ ranges: next });
            }}
            disabled={running}
          />
          <div className="flex flex-wrap items-end gap-3">
            <Select
              label="Windows"
              value={mode}
              options={MODES}
              onChange={(next: WalkForwardMode) => {
                setWalkForward({ mode: next });
              }}
              disabled={running}
              className="w-60"
            />
            <NumberField
              label="In-sample"
              unit="bars"
              value={inSampleBars}
              min={2}
              step={1}
              onChange={(next) => {
                setWalkForward({ inSampleBars: next });
              }}
              disabled={running}
              className="w-36"
            />
            <NumberField
              label="Out-of-sample"
              unit="bars"
              value={outOfSampleBars}
              min={1}
              step={1}
              onChange={(next) => {
                setWalkForward({ outOfSampleBars: next });
              }}
              disabled={running}
              className="w-36"
            />
            <ObjectiveSelect
              label="Best by"
              value={objective}
              disabled={running}
              onChange={(next) => {
                setWalkForward({ objective: next });
              }}
            />
            <RunOrCancelButton
              running={running}
              onRun={run}
              onCancel={() => {
                cancel('walkForward');
              }}
              runDisabled={active.length === 0 || combinations === 0}
            >
              Run walk-forward
            </RunOrCancelButton>
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
