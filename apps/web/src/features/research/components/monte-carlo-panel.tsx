import type { MonteCarloResult } from '@stratblocks/contracts';
import { MONTE_CARLO_MAX_RUNS, type MonteCarloMethod } from '@stratblocks/engine';
import { Play } from 'lucide-react';
import { Alert, Button, Card, CardContent, CardHeader, NumberField, Select } from '../../../ui';
import type { ResearchLab } from '../lab/research-lab';
import { useCompletedResearch, usePanelLab, useResearchSlot } from '../lab/use-research-lab';
import { MonteCarloView } from './monte-carlo-view';
import { countOf } from '../../../lib/plural';

export interface MonteCarloPanelProps {
  /** The closed trades' P&L of a run, in the order traded (results.closed_trades[].pnl). */
  pnls: readonly number[];
  initialCapital: number;
  /** Called once with each completed Monte Carlo's result (e.g. to save it with the strategy). */
  onResult?: (result: MonteCarloResult) => void;
  /** Where the set-up, the result and the job live (see `OptimisePanelProps.lab`). */
  lab?: ResearchLab;
  className?: string;
}

const METHODS: ReadonlyArray<{ value: MonteCarloMethod; label: string }> = [
  { value: 'reshuffle', label: 'Reshuffle the trade order' },
  { value: 'bootstrap', label: 'Bootstrap (draw trades with replacement)' },
];

/**
 * Monte Carlo of a run's trades: method, runs, seed and drawdown threshold, run in a Web Worker,
 * then the fan chart and percentiles. The seed is the user's: the same seed gives the same result.
 */
export function MonteCarloPanel({ pnls, initialCapital, onResult, lab, className }: MonteCarloPanelProps) {
  const research = usePanelLab(lab);
  const { setup, job } = useResearchSlot(research, 'monteCarlo');
  const { method, runs, seed, threshold } = setup;
  const { setMonteCarlo } = research.getState();
  const run = () => {
    research.getState().runMonteCarlo(pnls, initialCapital);
  };
  const result = job.result?.kind === 'monte-carlo' ? job.result.result : null;
  useCompletedResearch(
    research,
    'monteCarlo',
    onResult &&
      ((completed) => {
        if (completed.kind === 'monte-carlo') onResult(completed.result);
      }),
  );
  return (
    <div className={className}>
      <Card>
        <CardHeader
          title="Run a Monte Carlo"
          description={`${countOf(pnls.length, 'closed trade')} of the last run.`}
        />
        <CardContent className="flex flex-wrap items-end gap-3">
          <Select
            label="Method"
            value={method}
            options={METHODS}
            onChange={(next: MonteCarloMethod) => {
              setMonteCarlo({ method: next });
            }}
            className="w-72"
          />
          <NumberField
            label="Runs"
            value={runs}
            min={1}
            max={MONTE_CARLO_MAX_RUNS}
            step={100}
            onChange={(next) => {
              setMonteCarlo({ runs: next });
            }}
            className="w-28"
          />
          <NumberField
            label="Seed"
            value={seed}
            min={0}
            step={1}
            onChange={(next) => {
              setMonteCarlo({ seed: next });
            }}
            className="w-28"
          />
          <NumberField
            label="Drawdown threshold"
            unit="%"
            value={threshold}
            min={0}
            max={100}
            onChange={(next) => {
              setMonteCarlo({ threshold: next });
            }}
            className="w-44"
          />
          <Button onClick={run} loading={job.status === 'running'} disabled={pnls.length < 2}>
            <Play className="size-4" aria-hidden />
            Run Monte Carlo
          </Button>
          {pnls.length < 2 ? (
            <p className="w-full text-sm text-fg-muted">Monte Carlo needs at least 2 closed trades.</p>
          ) : null}
        </CardContent>
      </Card>
      {job.status === 'error' && job.error ? (
        <Alert tone="error" className="mt-3">
          {job.error}
        </Alert>
      ) : null}
      {result ? (
        <div className="mt-4">
          <MonteCarloView result={result} as="h3" />
        </div>
      ) : null}
    </div>
  );
}
