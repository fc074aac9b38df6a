/** Saved strategies side by side (docs/comparison.md): the comparison view at /dashboard/compare. */
export { ComparePage } from './components/compare-page';
// The pieces the builder's run comparison shares (docs/builder.md#run-history): the better-or-worse
// rule, the curves' common dates and rebasing, and the legend's colours.
export { BETTER_WHEN, bestPositions } from './model/better';
export { commonDates, dailyCloses, onDates, rebase, type EquitySeries } from './model/curves';
export { equitySeriesOf } from './model/comparison';
export { SeriesSwatch } from './components/palette';
export type { CompareLine, CompareChartCanvasProps } from './components/compare-chart-canvas';
export { ScrollTable } from './components/scroll-table';
import { lazy } from 'react';
/** The comparison's line chart, loaded with the chart library when first drawn. */
export const CompareChart = lazy(() => import('./components/compare-chart-canvas'));
