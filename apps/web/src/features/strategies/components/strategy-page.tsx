import { useParams } from 'react-router';
import { useRequireAuth } from '../../../lib/use-require-auth';
import { PageMeta } from '../../../ui';
import { StrategyDetailView } from './strategy-detail-view';

/** /strategy/{id}: one strategy's details on its own page (requires login, docs/product.md#screens-and-routes). */
export function StrategyPage() {
  const session = useRequireAuth();
  const { strategyId = '' } = useParams();
  const id = /^\d+$/.test(strategyId) ? Number(strategyId) : null;
  if (!session) return null;
  return (
    <>
      <PageMeta title="Strategy" description="A saved strategy's configuration and backtest results." />
      {id === null ? (
        <StrategyDetailView id={-1} variant="standalone" />
      ) : (
        <StrategyDetailView key={id} id={id} variant="standalone" />
      )}
    </>
  );
}
