import { BarChart3, Blocks, Database, Gauge, ShieldCheck, Sigma } from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: Blocks,
    title: 'Visual strategy builder',
    text: 'Drag blocks into rows: an indicator, a comparison, another indicator. Join rows with And and Or. No code to write or debug.',
  },
  {
    icon: Gauge,
    title: 'Fast backtests',
    text: 'Runs stream their log, equity curve, metrics and trades as they are computed, usually in well under a second on daily data.',
  },
  {
    icon: BarChart3,
    title: 'Analytics that matter',
    text: 'Return, Sharpe, Sortino, Calmar, max drawdown, win rate, profit factor, exposure, VaR and buy-and-hold over the same days.',
  },
  {
    icon: Sigma,
    title: '50+ indicators',
    text: 'Moving averages, RSI, MACD, Stochastic, Bollinger Bands, ATR, Keltner, Donchian, volume and candlestick patterns, computed like TA-Lib.',
  },
  {
    icon: ShieldCheck,
    title: 'Risk management',
    text: 'Stop losses, take profits, trailing and ATR stops, a drawdown halt, daily loss limits and position sizing, applied bar by bar.',
  },
  {
    icon: Database,
    title: 'Unlimited storage',
    text: 'Save as many strategies as you like with their last results, export them as JSON, trades as CSV and the logic as Python.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-24 sm:px-6"
    >
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything a strategy needs, nothing it does not"
      >
        The tools of a quant desk, arranged so that a first-time trader can use them and an experienced one
        does not have to fight them.
      </SectionHeading>
      <ul className="mt-14 grid gap-px overflow-hidden rounded-2xl border border-border bg-border sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="bg-bg p-6 sm:p-8">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-fg-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
