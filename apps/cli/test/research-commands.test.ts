import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  monteCarlo,
  runBacktest,
  runSweep,
  withParameterValues,
  type MonteCarloResult,
  type SweepResult,
  type WalkForwardResult,
} from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { RunRequestSchema } from '@stratblocks/contracts';
import { capture, configFolder, SMA_CROSS_RUN } from './capture';

const configs = configFolder('stratblocks-research-');
afterAll(() => {
  configs.remove();
});
const config = configs.write('run.json', SMA_CROSS_RUN);
const FAST = 'entryLogic.long.elements.0.properties.period';
const SLOW = 'entryLogic.long.elements.2.properties.period';
const request = RunRequestSchema.parse(SMA_CROSS_RUN);
const bars = new BundledMarketData().range('SPY', '1d', '2020-01-01', '2024-12-31');

describe('stratblocks sweep', () => {
  it('lists the tunable parameters with their paths', () => {
    const result = capture(['sweep', '--config', config, '--list']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^entryLogic\.long\.elements\.0\.properties\.period +20 {2}SMA period \(Entry long, element 1\)$/m,
    );
    expect(result.out).toContain('riskSetting.riskRewardRatio');
  });

  it('prints every combination as JSON, each equal to its own backtest', () => {
    const result = capture([
      'sweep',
      '--config',
      config,
      '--param',
      `${FAST}=10:20:10`,
      '--param',
      `${SLOW}=40,60`,
      '--objective',
      'total_return',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const sweep = JSON.parse(result.out) as SweepResult;
    expect(sweep.cells.map((cell) => cell.values)).toEqual([
      [10, 40],
      [10, 60],
      [20, 40],
      [20, 60],
    ]);
    for (const cell of sweep.cells) {
      const single = runBacktest(
        withParameterValues(request, [
          [FAST, cell.values[0] ?? 0],
          [SLOW, cell.values[1] ?? 0],
        ]),
        bars,
      );
      if (!single.ok) throw new Error('invalid');
      expect(cell.objective).toBe(single.results.performance_metrics.total_return);
      expect(cell.trades).toBe(single.results.closed_trades.length);
    }
  });

  it('prints a ranked table and warnings on stderr', () => {
    const result = capture(['sweep', '--config', config, '--param', `${FAST}=10,15,20`, '--top', '2']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('3 combinations ranked by Sharpe ratio');
    expect(result.out.split('\n').filter((line) => /^ {3}[12] /.test(line))).toHaveLength(2);
    const direct = runSweep(request, bars, {
      parameters: [{ path: FAST, values: [10, 15, 20] }],
      objective: 'sharpe',
    });
    if (!direct.ok) throw new Error(direct.message);
    expect(result.err).toBe(direct.result.warnings.map((warning) => `warning: ${warning}`).join('\n'));
  });

  it.each([
    [
      ['--param', 'nonsense'],
      2,
      /^stratblocks: --param "nonsense" must look like NAME=START:STOP\[:STEP\], PATH=START:STOP:STEP or PATH=V1,V2,\.\.\.$/,
    ],
    [['--param', `${FAST}=1:x:1`], 2, /^stratblocks: --param .*: "x" is not a number$/],
    [
      ['--param', `${FAST}=5`, '--objective', 'luck'],
      2,
      /^stratblocks: --objective must be one of sharpe, sortino, total_return, max_drawdown, profit_factor, sqn, calmar, not "luck"$/,
    ],
    [[], 2, /^stratblocks: Give at least one --param/],
    [
      ['--param', `${FAST}=2:201:1`, '--param', `${SLOW}=2:201:1`],
      1,
      /^stratblocks: The sweep has 40,000 combinations; the limit is 10,000/,
    ],
    [
      ['--param', 'generalSetting.tickerSymbol=1,2'],
      1,
      /is not an input, a numeric block property or a setting of this strategy$/,
    ],
  ])('refuses %j in one line with a non-zero exit', (flags, code, message) => {
    const result = capture(['sweep', '--config', config, ...flags]);
    expect(result.code).toBe(code);
    expect(result.err).toMatch(message);
    expect(result.err.split('\n')).toHaveLength(1);
    expect(result.out).toBe('');
  });
});

describe('stratblocks walk-forward', () => {
  it('prints windows, the stitched out-of-sample result and the efficiency as JSON', () => {
    const result = capture([
      'walk-forward',
      '--config',
      config,
      '--param',
      `${FAST}=10,20`,
      '--in-sample',
      '504',
      '--out-of-sample',
      '252',
      '--mode',
      'anchored',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const walk = JSON.parse(result.out) as WalkForwardResult;
    // 1258 bars: tests start at 504, 756, 1008 (the last one 250 bars long).
    expect(
      walk.windows.map((window) => [window.inSample.from, window.outOfSample.from, window.outOfSample.to]),
    ).toEqual([
      [0, 504, 756],
      [0, 756, 1008],
      [0, 1008, 1258],
    ]);
    expect(walk.equity.dates).toHaveLength(1258 - 504);
  });

  it('prints a table of windows and the efficiency', () => {
    const result = capture([
      'walk-forward',
      '--config',
      config,
      '--param',
      `${FAST}=10,20`,
      '--in-sample',
      '504',
      '--out-of-sample',
      '252',
    ]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Walk-forward (rolling), in-sample 504 bars, out-of-sample 252 bars');
    expect(result.out).toMatch(/^Walk-forward efficiency (-?\d+\.\d\d|N\/A)$/m);
  });

  it('needs both window lengths and a known mode', () => {
    const missing = capture(['walk-forward', '--config', config, '--param', `${FAST}=10,20`]);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe(
      'stratblocks: Give --in-sample BARS and --out-of-sample BARS (e.g. 504 and 126 on daily bars)',
    );
    const mode = capture([
      'walk-forward',
      '--config',
      config,
      '--param',
      `${FAST}=10`,
      '--in-sample',
      '5',
      '--out-of-sample',
      '5',
      '--mode',
      'sideways',
    ]);
    expect(mode.err).toBe('stratblocks: --mode must be rolling or anchored, not "sideways"');
  });
});

describe('stratblocks monte-carlo', () => {
  it('matches the engine with the same seed and prints the seed', () => {
    const result = capture([
      'monte-carlo',
      '--config',
      config,
      '--method',
      'bootstrap',
      '--runs',
      '500',
      '--seed',
      '42',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.out) as MonteCarloResult;
    const run = runBacktest(request, bars);
    if (!run.ok) throw new Error('invalid');
    const direct = monteCarlo(
      run.results.closed_trades.map((trade) => trade.pnl),
      10_000,
      { method: 'bootstrap', runs: 500, seed: 42, drawdownThreshold: 20 },
    );
    if (!direct.ok) throw new Error(direct.message);
    expect(printed).toEqual(JSON.parse(JSON.stringify(direct.result)));
    const text = capture(['monte-carlo', '--config', config, '--seed', '42']);
    expect(text.out).toMatch(/^Monte Carlo \(reshuffle\) of \d+ trades, 1000 runs, seed 42$/m);
    expect(text.out).toMatch(/^Probability of a drawdown beyond 20% \d+\.\d%$/m);
  });

  it('refuses bad flags in one line', () => {
    expect(capture(['monte-carlo', '--config', config, '--runs', '0']).err).toBe(
      'stratblocks: --runs must be a whole number from 1 to 20000, not "0"',
    );
    const bad = capture(['monte-carlo', '--config', config, '--drawdown', '150']);
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('stratblocks: --drawdown is a percentage from 0 to 100, not "150"');
  });
});

describe("the research lab's documented examples (docs/research.md)", () => {
  const ROOT = new URL('../../../', import.meta.url);
  const research = readFileSync(new URL('docs/research.md', ROOT), 'utf8');
  const block = /## From the command line\n\n```bash\n([\s\S]*?)```/.exec(research)?.[1] ?? '';
  const commands = block
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .filter((line) => line.startsWith('npx stratblocks '))
    .map((line) =>
      line
        .replace(/\s+#.*$/, '')
        .replace(/^npx stratblocks /, '')
        .split(/\s+/),
    );

  it('are found', () => {
    expect(commands).toHaveLength(5);
  });

  it.each(commands.map((args) => [args.join(' '), args]))(
    'run: stratblocks %s',
    (_line, args) => {
      const resolved = args.map((arg) => (arg.startsWith('examples/') ? new URL(arg, ROOT).pathname : arg));
      const result = capture(resolved);
      expect(result.code).toBe(0);
      // Warnings are allowed on stderr, nothing else.
      for (const line of result.err.split('\n').filter(Boolean)) expect(line).toMatch(/^warning: /);
      expect(result.out.length).toBeGreaterThan(0);
      // The 10,000-combination sweep starts its worker threads from the sources (tsx) here.
    },
    60_000,
  );
});
