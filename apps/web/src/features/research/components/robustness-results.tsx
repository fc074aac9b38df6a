import { readSavedResearch, type ResearchResults } from '@stratblocks/contracts';
import { useMemo, type ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../ui';
import { MonteCarloView } from './monte-carlo-view';
import { SweepResultsView } from './sweep-results-view';
import { WalkForwardView } from './walk-forward-view';

export interface RobustnessResultsProps {
  /** The saved results, or null when none were ever saved. */
  research: ResearchResults | null;
  /** Id of the section heading (one page may hold only one of each id). */
  headingId: string;
  /** Shown under the heading when nothing readable was saved; without it the section is left out. */
  empty?: ReactNode;
}

/**
 * The robustness checks saved with a strategy, each when present, read-only (a sweep offers no
 * Apply here): the public report and the strategy details both draw them through this one section.
 */
export function RobustnessResults({ research, headingId, empty }: RobustnessResultsProps) {
  // Each part read with its contracts schema on its own: one saved in a shape that does not fit
  // (stored before the parts were checked) is left out, the others are drawn.
  const read = useMemo(() => (research ? readSavedResearch(research) : null), [research]);
  const monteCarlo = read?.monte_carlo ?? null;
  const walkForward = read?.walk_forward ?? null;
  const sweep = read?.sweep ?? null;
  const nothing = !monteCarlo && !walkForward && !sweep;
  if (nothing && empty === undefined) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        Robustness
      </h2>
      {nothing ? empty : null}
      {monteCarlo ? <MonteCarloView result={monteCarlo} as="h3" /> : null}
      {walkForward ? <WalkForwardView result={walkForward} as="h3" /> : null}
      {sweep ? (
        <Card>
          <CardHeader as="h3" title="Parameter sweep" />
          <CardContent>
            <SweepResultsView result={sweep} tableRows={20} />
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}
