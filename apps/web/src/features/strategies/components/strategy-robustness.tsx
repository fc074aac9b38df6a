import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { Alert, buttonClasses, EmptyState, Skeleton } from '../../../ui';
import { RESEARCH_FALLBACKS, RobustnessResults, useSavedResearch } from '../../research';

const HEADING_ID = 'robustness-heading';

function RobustnessShell({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby={HEADING_ID} className="space-y-3">
      <h2 id={HEADING_ID} className="text-lg font-semibold text-fg">
        Robustness
      </h2>
      {children}
    </section>
  );
}

/**
 * The sweep, walk-forward and Monte Carlo results saved with the strategy from the builder, read-only;
 * a calm empty state pointing to the builder when none were saved.
 */
export function StrategyRobustness({ strategyId }: { strategyId: number }) {
  const saved = useSavedResearch(strategyId);
  if (saved.isPending) {
    return (
      <RobustnessShell>
        <div className="space-y-3" role="status" aria-label="Loading robustness results">
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </RobustnessShell>
    );
  }
  if (saved.isError) {
    return (
      <RobustnessShell>
        <Alert tone="error">{errorMessage(saved.error, RESEARCH_FALLBACKS.research)}</Alert>
      </RobustnessShell>
    );
  }
  return (
    <RobustnessResults
      research={saved.data.research}
      headingId={HEADING_ID}
      empty={
        <EmptyState
          icon={<ShieldCheck aria-hidden />}
          title="No robustness results yet"
          description="Run a parameter sweep, a walk-forward or a Monte Carlo in the builder and save it to see it here."
          action={
            <Link to={`/builder?id=${strategyId}`} className={buttonClasses('outline')}>
              Open in the builder
            </Link>
          }
        />
      }
    />
  );
}
