import { Check } from 'lucide-react';

const POINTS = [
  'No premium tier, no trial, no credit card: every feature is in the free plan.',
  'Backtests run on bundled historical data and efficient workers, so a run costs very little to serve.',
  'Nothing is sold: not your strategies, not your email, not your results.',
  'We would rather people learn to test ideas before risking money than pay to find out.',
];

export function WhyFreeSection() {
  return (
    <section
      id="why-free"
      aria-labelledby="why-free-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-24 sm:px-6"
    >
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-accent-text">Why it is free</p>
          <h2 id="why-free-title" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            Testing an idea should not cost money
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-fg-muted">
            Most traders lose money because they trade rules that were never tested. StratBlocks exists so
            that anyone can test first, and it stays free so that cost is never the reason not to.
          </p>
        </div>
        <ul className="space-y-4">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-3 rounded-xl border border-border bg-surface p-4">
              <Check className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
              <span className="text-sm leading-relaxed">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
