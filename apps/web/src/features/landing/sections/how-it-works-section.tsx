import { SectionHeading } from './section-heading';

const STEPS = [
  {
    title: 'Choose a market and a period',
    text: 'Pick a stock, ETF, crypto or forex symbol, a date range, your starting capital, commission and slippage.',
  },
  {
    title: 'Assemble the rules',
    text: 'Drop blocks into entry and exit rows, such as SMA(20) Cross Above SMA(50), then add a stop loss and a take profit.',
  },
  {
    title: 'Backtest and read the results',
    text: 'Run it and watch the log, the equity curve and drawdown, every metric and every closed trade stream in. Save it, change it, run it again.',
  },
];

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-20 border-y border-border bg-surface"
    >
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
        <SectionHeading id="how-title" eyebrow="How it works" title="From idea to evidence in three steps" />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-border bg-bg p-6">
              <span className="text-sm font-semibold text-accent-text tabular">Step {index + 1}</span>
              <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-fg-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
