/** Right sidebar of the Strategy Settings tab. */
export function StrategyBuilderGuide() {
  return (
    <section aria-labelledby="builder-guide" className="p-3 text-sm">
      <h2 id="builder-guide" className="mb-2 font-semibold">
        Strategy Builder Guide
      </h2>
      <dl className="grid gap-2 text-fg-muted">
        <Item term="Market Data">Open, High, Low, Close, Volume and price levels of each bar.</Item>
        <Item term="Indicators">SMA, EMA, RSI, MACD, Bollinger Bands and more, computed on the bars.</Item>
        <Item term="Conditions">Ready-made true/false tests such as Trending Up or High Volume.</Item>
        <Item term="Logic Operators">
          AND/OR join conditions; &gt;, &lt;, = and Cross Above/Below compare two values.
        </Item>
        <Item term="Exits">Stops, targets and time exits, on the Exit Logic tab.</Item>
      </dl>
      <p className="mt-3 text-xs text-fg-subtle">
        Build rows on the Entry and Exit Logic tabs, then drag a valid row into Entry Long or Exit Long.
      </p>
    </section>
  );
}

/** Right sidebar of the Risk Management tab. */
export function RiskManagementGuide() {
  return (
    <section aria-labelledby="risk-guide" className="p-3 text-sm">
      <h2 id="risk-guide" className="mb-2 font-semibold">
        Risk Management Guide
      </h2>
      <dl className="grid gap-2 text-fg-muted">
        <Item term="Position sizing">Percent of equity per trade, or a fixed dollar amount.</Item>
        <Item term="Stop loss">Add Stop Loss % or $ on the Exit Logic tab to cap a trade's loss.</Item>
        <Item term="Take profit">Take Profit % or $ closes a trade at its target.</Item>
        <Item term="Max open trades">How many trades may be open at once.</Item>
        <Item term="Drawdown limits">
          Max drawdown halts the run; the daily loss limit pauses entries for a day.
        </Item>
        <Item term="Risk/reward ratio">
          The target as a multiple of the stop distance (Risk/Reward Ratio block).
        </Item>
      </dl>
    </section>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-fg">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
