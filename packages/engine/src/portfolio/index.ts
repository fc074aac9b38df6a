export * from './types';
export { unionCalendar, type UnionCalendar } from './calendar';
export { orderCandidates, rankReference } from './candidates';
export { equalWeightBenchmark } from './results';
export {
  runPortfolio,
  MAX_PORTFOLIO_SYMBOLS,
  type BarsBySymbol,
  type PortfolioOptions,
  type PortfolioOutcome,
} from './run';
