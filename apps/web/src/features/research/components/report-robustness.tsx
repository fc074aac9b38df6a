import type { ResearchResults } from '@stratblocks/contracts';
import { Card, CardContent, CardHeader } from '../../../ui';
import { readResearch } from '../read-research';
import { MonteCarloView } from './monte-carlo-view';
import { SweepResultsView } from './sweep-results-view';
import { WalkForwardView } from './walk-forward-view';

/** The robustness checks saved with a shared strategy, each when present. */
export function ReportRobustness({ research }: { research: ResearchResults }) {
  const { monteCarlo, walkForward, sweep } = readResearch(research);
  if (!monteCarlo && !walkForward && !sweep) return null;
  return (
    <section aria-labelledby="report-robustness-heading" className="space-y-4">
      <h2 id="report-robustness-heading" className="text-lg font-semibold text-fg">
        Robustness
      </h2>
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
