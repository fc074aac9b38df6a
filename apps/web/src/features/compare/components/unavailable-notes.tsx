import { Link } from 'react-router';
import { Alert, buttonClasses } from '../../../ui';
import type { ComparedStrategy, ReadyStrategy } from './use-compared-strategies';

/** A strategy of the address that adds nothing to the comparison, or not all of it, and why. */
function Note({ strategy }: { strategy: ComparedStrategy | ReadyStrategy }) {
  switch (strategy.state) {
    case 'not-found':
      return (
        <Alert tone="warning" title={`Strategy ${strategy.id} not found`}>
          It may have been deleted, or the link is not to one of your strategies.
        </Alert>
      );
    case 'failed':
      return <Alert tone="error" title={`Strategy ${strategy.id}: ${strategy.message}`} />;
    case 'no-results':
      return (
        <Alert
          tone="info"
          title={`${strategy.name} has no saved results`}
          action={
            <Link to={`/builder?id=${strategy.id}`} className={buttonClasses('outline', 'sm')}>
              Run {strategy.name}
            </Link>
          }
        >
          Run it and save its results to compare it.
        </Alert>
      );
    case 'ready':
      return strategy.equity ? null : (
        <Alert tone="info" title={`${strategy.name} is a scan: each symbol runs alone`}>
          Its figures in the table are the averages of its symbols; it has no single equity curve to draw, and
          no yearly returns or correlations.
        </Alert>
      );
    case 'loading':
      return null;
  }
}

/** Notes on the strategies the comparison leaves out in full or in part (docs/comparison.md). */
export function UnavailableNotes({
  strategies,
}: {
  strategies: ReadonlyArray<ComparedStrategy | ReadyStrategy>;
}) {
  const notes = strategies.map((strategy) => <Note key={strategy.id} strategy={strategy} />);
  return <div className="space-y-2 empty:hidden">{notes}</div>;
}
