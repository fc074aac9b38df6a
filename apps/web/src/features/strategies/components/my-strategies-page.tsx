import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../ui';
import { StrategyDetailView } from './strategy-detail-view';
import { StrategyList } from './strategy-list';

/** The id of ?strategy={id}, or null. */
function strategyIdFrom(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/** /dashboard: My Strategies, or one strategy's details with ?strategy={id} (docs/product.md#screens-and-routes). */
export function MyStrategiesPage() {
  const [params] = useSearchParams();
  const id = strategyIdFrom(params.get('strategy'));
  return (
    <>
      <PageMeta title="My Strategies" description="Your saved trading strategies and their backtests." />
      {id === null ? <StrategyList /> : <StrategyDetailView key={id} id={id} variant="dashboard" />}
    </>
  );
}
