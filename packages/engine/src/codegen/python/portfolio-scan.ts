import type { PortfolioSettings } from '../../portfolio/types';
import type { StrategyInput } from '../../strategy/types';
import { otherBarsLoading, portfolioFiles } from './other-bars';
import { runtimeModule } from './runtime';
import type { PythonFunction } from './types';

const portfolioPython = runtimeModule('portfolio');

/** The scan's summary functions (python/runtime/portfolio.py), in script order. */
export const SCAN_FUNCTIONS: readonly PythonFunction[] = [
  portfolioPython('scan_mean', []),
  portfolioPython('scan_median', []),
  portfolioPython('scan_summary', []),
];

const SCAN_CODE = SCAN_FUNCTIONS.map((fn) => fn.code).join('\n\n\n');

/** The portfolio of a strategy when it is a scan ("separate"), which the Python export runs. */
export function scanOf(strategy: StrategyInput): PortfolioSettings | null {
  const { portfolio } = strategy;
  return portfolio?.mode === 'separate' ? portfolio : null;
}

function pyList(symbols: readonly string[]): string {
  return `[${symbols.map((symbol) => JSON.stringify(symbol)).join(', ')}]`;
}

/**
 * The scan's main (docs/engine.md#separate-the-watchlist-scan): every symbol's own run on <folder>/<SYMBOL>.csv with the full
 * capital, one row per symbol, then the average and median of each column (a missing figure left
 * out), as the engine's runPortfolio answers it. `prepare` is the single-symbol main's bar checks;
 * with `readsOthers` the folder also holds the other symbols the blocks read, loaded once for every
 * symbol's run (docs/engine.md#everything-else).
 */
export function scanMainSource(
  portfolio: PortfolioSettings,
  prepare: readonly string[],
  readsOthers: boolean,
): string {
  return [
    `SYMBOLS = ${pyList(portfolio.symbols)}`,
    'SCAN_COLUMNS = ["total_return", "sharpe_ratio", "max_drawdown", "win_rate", "total_trades", "buy_and_hold_return"]',
    '# Figures every row has: their average and median read 0 when no symbol has one.',
    'REQUIRED_COLUMNS = {"total_return", "max_drawdown", "total_trades", "buy_and_hold_return"}',
    '',
    '',
    SCAN_CODE,
    '',
    '',
    'def main():',
    '    global TICKER',
    '    args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]',
    '    if len(args) != 1:',
    `        print(f"usage: python3 {sys.argv[0]} folder  (holding <SYMBOL>.csv for {${portfolioFiles(readsOthers)}})", file=sys.stderr)`,
    '        sys.exit(2)',
    ...(readsOthers ? otherBarsLoading('args[0].rstrip("/")') : []),
    '    rows = []',
    '    for symbol in SYMBOLS:',
    '        TICKER = symbol  # the metrics and trades name it',
    '        bars = load_bars(args[0].rstrip("/") + "/" + symbol + ".csv")',
    ...prepare.map((line) => `    ${line}`),
    '        signals, _columns = compute_signals(bars)',
    '        simulation = Simulation(bars, signals, build_exit_plans(bars)).run()',
    '        metrics = performance_metrics(bars, simulation)',
    '        rows.append({"ticker": symbol, **{column: metrics[column] for column in SCAN_COLUMNS}})',
    '    scan = {"mode": "separate", "rows": rows, "average": scan_summary(rows, scan_mean), "median": scan_summary(rows, scan_median)}',
    '    print(json.dumps(json_safe({"portfolio": scan}), indent=2))',
    '',
    '',
    'if __name__ == "__main__":',
    '    main()',
  ].join('\n');
}
