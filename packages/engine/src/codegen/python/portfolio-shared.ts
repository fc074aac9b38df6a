import type { PortfolioSettings } from '../../portfolio/types';
import type { StrategyInput } from '../../strategy/types';
import { dedent } from './literals';
import { block, lines, sharedRunCode } from './portfolio-shared-run';
import { otherBarsLoading, portfolioFiles } from './other-bars';
import { runtimeModule } from './runtime';
import type { SimulationFeatures } from './simulation';
import type { PythonFunction } from './types';

const portfolioPython = runtimeModule('portfolio');

/** The fixed functions of a shared portfolio's script (python/runtime/portfolio.py), in script order. */
export const PORTFOLIO_FUNCTIONS: readonly PythonFunction[] = [
  portfolioPython('order_candidates', []),
  portfolioPython('equal_weight_benchmark', []),
  portfolioPython('symbol_breakdown', []),
  portfolioPython('AccountFigures', []),
  portfolioPython('shared_report', ['equal_weight_benchmark', 'symbol_breakdown', 'AccountFigures']),
];

const PORTFOLIO_CODE = PORTFOLIO_FUNCTIONS.map((fn) => fn.code).join('\n\n\n');

/** The portfolio of a strategy when it runs one account ("shared", the default mode). */
export function sharedOf(strategy: StrategyInput): PortfolioSettings | null {
  const { portfolio } = strategy;
  return portfolio && portfolio.mode !== 'separate' ? portfolio : null;
}

/**
 * The shared portfolio's main: every symbol's bars from <folder>/<SYMBOL>.csv, its signals, exit
 * plans and rank column, then the one account (docs/engine.md#shared-one-account); prints what
 * `stratblocks backtest --json` gives a shared portfolio (closed trades with their ticker, the metrics,
 * the per-symbol part), with the equity and dates of the union calendar in place of the chart. With
 * `readsOthers` the folder also holds the other symbols the blocks read, loaded once and read by
 * every symbol's signals (docs/engine.md#everything-else).
 */
export function sharedMainSource(
  portfolio: PortfolioSettings,
  features: SimulationFeatures,
  rankKey: string | null,
  prepare: readonly string[],
  readsOthers: boolean,
): string {
  const order = portfolio.rankBy?.order ?? 'highest';
  return lines(
    sharedRunCode(features),
    '',
    '',
    `SYMBOLS = [${portfolio.symbols.map((symbol) => JSON.stringify(symbol)).join(', ')}]`,
    `RANK_ORDER = "${order}"  # candidates with the ${order} rank value first`,
    '',
    '',
    PORTFOLIO_CODE,
    '',
    '',
    dedent(`
      def main():
          global TICKER
          TICKER = ", ".join(SYMBOLS)  # the metrics name every symbol
          args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
          if len(args) != 1:
              print(f"usage: python3 {sys.argv[0]} folder  (holding <SYMBOL>.csv for {${portfolioFiles(readsOthers)}})", file=sys.stderr)
              sys.exit(2)
    `),
    ...(readsOthers ? otherBarsLoading('args[0].rstrip("/")') : []),
    block(
      `
        lanes = []
        for symbol in SYMBOLS:
            bars = load_bars(args[0].rstrip("/") + "/" + symbol + ".csv")
      `,
      4,
    ),
    ...prepare.map((line) => `    ${line}`),
    block(
      `
        signals, columns = compute_signals(bars)
        lanes.append(
            {
                "symbol": symbol,
                "bars": bars,
                "signals": {name: column.tolist() for name, column in signals.items()},
                "plans": build_exit_plans(bars),
                "rank": ${rankKey === null ? 'None' : `as_column(columns[${JSON.stringify(rankKey)}]).tolist()`},
            }
        )
      `,
      8,
    ),
    dedent(
      `
        print(json.dumps(json_safe(shared_report(SharedRun(lanes).run())), indent=2))


    if __name__ == "__main__":
        main()
      `,
    ),
  );
}
