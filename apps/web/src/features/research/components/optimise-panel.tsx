import {
  SWEEP_MAX_COMBINATIONS,
  SWEEP_OBJECTIVE_NAMES,
  SWEEP_OBJECTIVES,
  tunableParameters,
  type StrategyInput,
  type SweepObjective,
} from '@stratblocks/engine';
import { Play, Square } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatCount } from '../../../lib/format';
import { Alert, Button, Card, CardContent, CardHeader, Select } from '../../../ui';
import { useResearchJob } from '../hooks/use-research-job';
import { defaultRange, ParameterRangeRow, valueCount, type ParameterRange } from './parameter-ranges';
import { ResearchProgress } from './research-progress';
import { SweepResultsView, type SweepCombination } from './sweep-results-view';

export interface OptimisePanelProps {
  /** The strategy as the builder holds it (a run body: settings, logic, rows). */
  strategy: StrategyInput;
  /** Called when the user picks a combination: load these values into the strategy. */
  onApply: (combination: SweepCombination) => void;
  className?: string;
}

const NONE = '';

/**
 * The Optimise panel: pick parameters from the strategy's blocks and settings, give each a range,
 * pick an objective, run every combination (in a Web Worker, on the strategy's bars), watch the
 * progress, and read a heatmap (two parameters) or a ranked table; a click applies a combination.
 */
export function OptimisePanel({ strategy, onApply, className }: OptimisePanelProps) {
  const parameters = useMemo(() => tunableParameters(strategy), [strategy]);
  const [ranges, setRanges] = useState<ParameterRange[]>([]);
  const [objective, setObjective] = useState<SweepObjective>('sharpe');
  const job = useResearchJob();
  const byPath = new Map(parameters.map((parameter) => [parameter.path, parameter]));
  const active = ranges.filter((range) => byPath.has(range.path));
  const combinations = active.reduce(
    (product, range) => product * valueCount(range),
    active.length > 0 ? 1 : 0,
  );
  const running = job.status === 'running' || job.status === 'loading-bars';
  const tooMany = combinations > SWEEP_MAX_COMBINATIONS;
  const available = parameters.filter((parameter) => !ranges.some((range) => range.path === parameter.path));

  const runSweep = () => {
    void job.runWithBars(strategy, (bars) => ({
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
        {parameters.length === 0 ? (
          <p className="text-sm text-fg-muted">
            Add blocks with numeric properties to the strategy to optimise them.
          </p>
        ) : (
          <Select
            label="Add a parameter"
            value={NONE}
            disabled={running || available.length === 0}
            options={[
              {
                value: NONE,
                label:
                  available.length === 0 ? 'Every parameter is added' : 'Choose a block property or setting',
              },
              ...available.map((parameter) => ({ value: parameter.path, label: parameter.label })),
            ]}
            onChange={(path) => {
              const parameter = byPath.get(path);
              if (parameter) setRanges((current) => [...current, defaultRange(parameter)]);
            }}
          />
        )}
        {active.map((range) => {
          const parameter = byPath.get(range.path);
          if (!parameter) return null;
          return (
            <ParameterRangeRow
              key={range.path}
              parameter={parameter}
              range={range}
              disabled={running}
              onChange={(next) => {
                setRanges((current) => current.map((item) => (item.path === next.path ? next : item)));
              }}
              onRemove={() => {
                setRanges((current) => current.filter((item) => item.path !== range.path));
              }}
            />
          );
        })}
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
            label={job.status === 'loading-bars' ? 'Loading market data' : 'Running combinations'}
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
