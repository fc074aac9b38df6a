import type { ResearchResults } from '@stratblocks/contracts';
import type { MonteCarloResult, SweepResult, WalkForwardResult } from '@stratblocks/engine';

/**
 * Saved robustness results are stored as sent (like backtest_results). Before a view draws one,
 * the fields it reads are checked; a document that lacks them is not drawn rather than half-drawn.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numbers(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number');
}

export function readMonteCarlo(value: unknown): MonteCarloResult | null {
  if (
    !isRecord(value) ||
    !isRecord(value['fan']) ||
    !isRecord(value['finalEquity']) ||
    !isRecord(value['maxDrawdown'])
  )
    return null;
  const fan = value['fan'];
  if (![5, 25, 50, 75, 95].every((p) => numbers(fan[String(p)]))) return null;
  if (typeof value['runs'] !== 'number' || typeof value['seed'] !== 'number' || !isRecord(value['actual']))
    return null;
  return value as unknown as MonteCarloResult;
}

export function readWalkForward(value: unknown): WalkForwardResult | null {
  if (!isRecord(value) || !Array.isArray(value['windows']) || !Array.isArray(value['parameters']))
    return null;
  const equity = value['equity'];
  if (!isRecord(equity) || !numbers(equity['values']) || !Array.isArray(equity['dates'])) return null;
  if (!isRecord(value['outOfSample']) || !Array.isArray(value['warnings'])) return null;
  return value as unknown as WalkForwardResult;
}

export function readSweep(value: unknown): SweepResult | null {
  if (!isRecord(value) || !Array.isArray(value['cells']) || !Array.isArray(value['parameters'])) return null;
  if (
    !numbers(value['ranking']) ||
    typeof value['objective'] !== 'string' ||
    !Array.isArray(value['warnings'])
  )
    return null;
  return value as unknown as SweepResult;
}

export function readResearch(research: ResearchResults) {
  return {
    monteCarlo: readMonteCarlo(research.monte_carlo),
    walkForward: readWalkForward(research.walk_forward),
    sweep: readSweep(research.sweep),
  };
}
