import type { ResearchResults } from '@stratblocks/contracts';
import type { MonteCarloResult, SweepResult, WalkForwardResult } from '@stratblocks/engine';

/**
 * Saved robustness results come from the server, which checks their shape since they are saved;
 * results saved earlier were stored as sent. Before a view draws one, the fields it reads are
 * checked, elements of lists included (a sweep whose cells are null); a document that lacks them
 * is not drawn rather than half-drawn or crashing the page.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numbers(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number');
}

function nullableNumber(value: unknown): boolean {
  return value === null || typeof value === 'number';
}

function texts(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Every item of a list passes the check. */
function every(value: unknown, check: (item: unknown) => boolean): value is unknown[] {
  return Array.isArray(value) && value.every(check);
}

const PERCENTILES = ['5', '25', '50', '75', '95'];

function isParameter(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value['path'] === 'string' &&
    typeof value['label'] === 'string' &&
    typeof value['property'] === 'string' &&
    numbers(value['values'])
  );
}

function isSweepCell(value: unknown): boolean {
  return (
    isRecord(value) &&
    numbers(value['values']) &&
    nullableNumber(value['objective']) &&
    typeof value['trades'] === 'number' &&
    (value['metrics'] === null || isRecord(value['metrics']))
  );
}

function isSpan(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value['from'] === 'number' &&
    typeof value['to'] === 'number' &&
    typeof value['startDate'] === 'string' &&
    typeof value['endDate'] === 'string'
  );
}

function isWindow(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value['index'] === 'number' &&
    isSpan(value['inSample']) &&
    isSpan(value['outOfSample']) &&
    (value['chosen'] === null || numbers(value['chosen'])) &&
    (value['inSampleMetrics'] === null || isRecord(value['inSampleMetrics'])) &&
    typeof value['outOfSampleReturn'] === 'number' &&
    typeof value['outOfSampleTrades'] === 'number'
  );
}

export function readMonteCarlo(value: unknown): MonteCarloResult | null {
  if (
    !isRecord(value) ||
    !isRecord(value['fan']) ||
    !isRecord(value['finalEquity']) ||
    !isRecord(value['maxDrawdown'])
  )
    return null;
  const { fan, finalEquity, maxDrawdown } = value;
  if (!PERCENTILES.every((p) => numbers(fan[p]))) return null;
  if (!PERCENTILES.every((p) => nullableNumber(finalEquity[p]) && nullableNumber(maxDrawdown[p])))
    return null;
  if (typeof value['runs'] !== 'number' || typeof value['seed'] !== 'number' || !isRecord(value['actual']))
    return null;
  return value as unknown as MonteCarloResult;
}

export function readWalkForward(value: unknown): WalkForwardResult | null {
  if (!isRecord(value) || !every(value['windows'], isWindow) || !every(value['parameters'], isParameter))
    return null;
  const equity = value['equity'];
  if (!isRecord(equity) || !numbers(equity['values']) || !texts(equity['dates'])) return null;
  if (!isRecord(value['outOfSample']) || !texts(value['warnings'])) return null;
  return value as unknown as WalkForwardResult;
}

export function readSweep(value: unknown): SweepResult | null {
  if (!isRecord(value) || !every(value['cells'], isSweepCell) || !every(value['parameters'], isParameter))
    return null;
  const cells = value['cells'].length;
  const ranking = value['ranking'];
  if (!numbers(ranking) || ranking.some((index) => !Number.isInteger(index) || index < 0 || index >= cells))
    return null;
  if (typeof value['objective'] !== 'string' || !texts(value['warnings'])) return null;
  return value as unknown as SweepResult;
}

export function readResearch(research: ResearchResults) {
  return {
    monteCarlo: readMonteCarlo(research.monte_carlo),
    walkForward: readWalkForward(research.walk_forward),
    sweep: readSweep(research.sweep),
  };
}
