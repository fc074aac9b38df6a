import type { PortfolioSettings } from '../../portfolio/types';
import type { StrategyInput } from '../../strategy/types';
import { dedent } from './literals';
import { block, lines, sharedRunCode } from './portfolio-shared-run';
import type { SimulationFeatures } from './simulation';

/** The portfolio of a strategy when it runs one account ("shared", the default mode). */
export function sharedOf(strategy: StrategyInput): PortfolioSettings | null {
  const portfolio = (strategy as StrategyInput & { portfolio?: PortfolioSettings }).portfolio;
  return portfolio && portfolio.mode !== 'separate' ? portfolio : null;
}

/**
 * The shared portfolio's main: every symbol's bars from <folder>/<SYMBOL>.csv, its signals, exit
 * plans and rank column, then the one account (docs/engine.md#shared-one-account); prints the closed trades with
 * their ticker, the equity at each date of the union calendar and the final equity.
 */
export function sharedMainSource(
  portfolio: PortfolioSettings,
  features: SimulationFeatures,
  rankKey: string | null,
  prepare: readonly string[],
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
    dedent(`
      def order_candidates(symbols, values):
          """By rank value (ties in list order), candidates without a value after, in list order."""
          with_value = [(value, s) for s, value in zip(symbols, values) if math.isfinite(value)]
          without = [s for s, value in zip(symbols, values) if not math.isfinite(value)]
          with_value.sort(key=lambda pair: (-pair[0] if RANK_ORDER == "highest" else pair[0], pair[1]))
          return [s for _value, s in with_value] + without


      def main():
          args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
          if len(args) != 1:
              print(f"usage: python3 {sys.argv[0]} folder  (holding <SYMBOL>.csv for {', '.join(SYMBOLS)})", file=sys.stderr)
              sys.exit(2)
          lanes = []
          for symbol in SYMBOLS:
              bars = load_bars(args[0].rstrip("/") + "/" + symbol + ".csv")
    `),
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
        run = SharedRun(lanes).run()
        report = {
            "mode": "shared",
            "closed_trades": run.trades,
            "equity": run.equity,
            "dates": run.times,
            "final_equity": run.equity[-1],
        }
        print(json.dumps(json_safe({"portfolio": report}), indent=2))


    if __name__ == "__main__":
        main()
      `,
    ),
  );
}
