import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MONTE_CARLO_PERCENTILES, monteCarlo } from '../../src/index';
import { PYTHON } from '../codegen/python-harness';

/**
 * An independent implementation in Python (its own mulberry32, its own Fisher-Yates and bootstrap
 * loops, numpy's percentile and its own drawdown), run with the same seed: the percentiles must
 * agree with the engine's to floating-point precision.
 */
const REFERENCE = String.raw`
import json, sys
import numpy as np

def mulberry32(seed):
    state = seed & 0xFFFFFFFF
    def imul(a, b):
        return (a * b) & 0xFFFFFFFF
    def next_value():
        nonlocal state
        state = (state + 0x6D2B79F5) & 0xFFFFFFFF
        t = state
        t = imul(t ^ (t >> 15), t | 1)
        t ^= (t + imul(t ^ (t >> 7), t | 61)) & 0xFFFFFFFF
        return ((t ^ (t >> 14)) & 0xFFFFFFFF) / 4294967296
    return next_value

args = json.loads(sys.argv[1])
pnls, capital, runs, seed, method, threshold = (
    args['pnls'], args['capital'], args['runs'], args['seed'], args['method'], args['threshold'])
n = len(pnls)
returns, equity = [], capital
for pnl in pnls:
    returns.append(pnl / equity)
    equity += pnl
rand = mulberry32(seed)
finals, drawdowns = [], []
for _ in range(runs):
    if method == 'reshuffle':
        order = list(range(n))
        for i in range(n - 1, 0, -1):
            j = int(rand() * (i + 1))
            order[i], order[j] = order[j], order[i]
    else:
        order = [int(rand() * n) for _ in range(n)]
    path = capital * np.cumprod([1 + returns[k] for k in order])
    path = np.concatenate([[capital], path])
    peaks = np.maximum.accumulate(path)
    drawdowns.append(float(np.min(path / peaks - 1) * 100))
    finals.append(float(path[-1]))
q = [5, 25, 50, 75, 95]
print(json.dumps({
    'final': [float(v) for v in np.percentile(finals, q)],
    'drawdown': [float(v) for v in np.percentile(drawdowns, q)],
    'loss': sum(1 for v in finals if v < capital) / runs,
    'deep': sum(1 for v in drawdowns if v < -threshold) / runs,
}))
`;

interface Reference {
  final: number[];
  drawdown: number[];
  loss: number;
  deep: number;
}

function reference(args: object): Reference {
  const out = execFileSync(PYTHON, ['-c', REFERENCE, JSON.stringify(args)], { encoding: 'utf8' });
  return JSON.parse(out) as Reference;
}

// P&Ls of a real-looking run: wins and losses of varied size.
const PNLS = [
  412.5, -180.2, 95.1, -60.7, 1030.4, -720.9, 260.3, 80.8, -45.6, 310.2, -505.5, 150.0, 22.2, -90.1, 640.7,
];

describe('Monte Carlo against an independent numpy computation with the same seed', () => {
  for (const method of ['bootstrap', 'reshuffle'] as const) {
    it(`${method}: percentiles of final equity and drawdown, and both probabilities`, () => {
      const args = { pnls: PNLS, capital: 10_000, runs: 2000, seed: 20261123, method, threshold: 8 };
      const outcome = monteCarlo(PNLS, 10_000, { method, runs: 2000, seed: 20261123, drawdownThreshold: 8 });
      if (!outcome.ok) throw new Error(outcome.message);
      const expected = reference(args);
      const result = outcome.result;
      MONTE_CARLO_PERCENTILES.forEach((p, index) => {
        expect(result.finalEquity[p]).toBeCloseTo(expected.final[index] ?? Number.NaN, 6);
        expect(result.maxDrawdown[p]).toBeCloseTo(expected.drawdown[index] ?? Number.NaN, 9);
      });
      expect(result.probabilityOfLoss).toBe(expected.loss);
      expect(result.probabilityOfDrawdownBeyond).toBe(expected.deep);
    });
  }
});
