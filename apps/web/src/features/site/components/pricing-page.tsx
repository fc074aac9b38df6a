import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, PageMeta } from '../../../ui';
import { PageIntro } from './page-intro';
import { SIGN_UP_PATH } from '../../../lib/auth-paths';

const INCLUDED = [
  'Unlimited strategies and backtests',
  'Every block: 50+ indicators, conditions, operators and exits',
  'Bundled daily data of 120+ US stocks and ETFs, indices, crypto and forex',
  'Your own CSV data, per symbol',
  'Streaming logs, equity curve, drawdown, metrics and trades',
  'Export as JSON, trades and equity as CSV, logic as Python',
  'Risk controls: stops, targets, trailing stops, drawdown halt, daily loss limit',
  'Light and dark themes, on any screen size',
];

const WHY = [
  {
    title: 'There is one plan',
    text: 'Accounts carry a label (free, premium or enterprise) for display only. Every account has every feature; nothing is held back for a paid tier because there is none.',
  },
  {
    title: 'No card, no trial',
    text: 'Signing up asks for an email address and a password, or a Google account. Nothing expires after 14 days and nothing renews.',
  },
  {
    title: 'Why it costs nothing',
    text: 'Backtests on daily data are cheap to compute, and the data ships with the app. We would rather more people test their ideas than pay to find out they did not work.',
  },
];

/** Spec: pricing states that only a free plan exists. */
export function PricingPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <PageMeta
        title="Pricing"
        description="StratBlocks has one plan and it is free: unlimited strategies and backtests, every block, every export. No credit card."
      />
      <PageIntro eyebrow="Pricing" title="Free. That is the whole price list.">
        One plan with every feature, for everyone. No credit card, no trial, no premium tier.
      </PageIntro>

      <section aria-labelledby="plan-title" className="mx-auto mt-14 max-w-xl">
        <div className="rounded-2xl border border-accent/50 bg-surface p-8 shadow-lg">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="plan-title" className="text-xl font-semibold">
              Free
            </h2>
            <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-text">
              The only plan
            </span>
          </div>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-5xl font-semibold tracking-tight tabular">$0</span>
            <span className="text-fg-muted">per month, forever</span>
          </p>
          <ul className="mt-8 space-y-3">
            {INCLUDED.map((item) => (
              <li key={item} className="flex gap-3 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
          <Link to={SIGN_UP_PATH} className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
            Start Building Free
          </Link>
          <p className="mt-3 text-center text-xs text-fg-muted">No credit card required.</p>
        </div>
      </section>

      <section aria-labelledby="why-title" className="mt-20">
        <h2 id="why-title" className="text-center text-2xl font-semibold tracking-tight">
          Questions about the price
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {WHY.map((item) => (
            <div key={item.title} className="rounded-xl border border-border p-6">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-fg-muted">{item.text}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
