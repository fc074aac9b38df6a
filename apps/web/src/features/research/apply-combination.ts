import { withParameterValues, type StrategyInput } from '@stratblocks/engine';
import type { SweepCombination } from './components/sweep-results-view';

/**
 * A copy of a strategy document with a sweep's combination set at its paths (only the objects
 * along each path are copied). Works on any object laid out like a strategy_config, the builder's
 * document included: paths start at generalSetting, riskSetting, entryLogic, exitLogic or the rows.
 */
export function applyCombination<Document extends object>(
  document: Document,
  combination: SweepCombination,
): Document {
  return withParameterValues(
    document as unknown as StrategyInput,
    combination.map(({ path, value }) => [path, value]),
  ) as unknown as Document;
}
