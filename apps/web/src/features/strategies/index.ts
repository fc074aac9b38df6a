export { MyStrategiesPage } from './components/my-strategies-page';
export { StrategyPage } from './components/strategy-page';
export { StrategySearch } from './components/strategy-search';
export { useStrategies } from './queries';
export { strategyKeys } from './queries';
export type { StrategySummary } from './summary';
export { useStrategy, fetchStrategy, STRATEGY_FALLBACKS } from './queries';
export { backtestedDescription } from './mutations';
export { CreateStrategyMenu } from './components/create-strategy-menu';
