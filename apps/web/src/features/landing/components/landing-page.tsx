import { BLOCK_CATEGORIES, BLOCKS } from '@stratblocks/engine';
import { Link } from 'react-router';
import { buttonClasses, PageMeta } from '../../../ui';

/** The public home page. */
export function LandingPage() {
  return (
    <>
      <PageMeta
        title="StratBlocks: build and backtest trading strategies without code"
        description="Build trading strategies from blocks, without code, and backtest them on real historical market data. Free, with Python export."
      />
      <section id="hero" className="dark bg-bg pt-16 text-fg">
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
          <p className="mb-4 text-sm font-semibold tracking-wide text-accent-text uppercase">100% free</p>
          <h1 className="max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
            Build trading strategies from blocks. Backtest them on real market data.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-fg-muted">
            No code: drag indicators, conditions and exits into entry and exit rules, run a backtest and watch
            the logs, chart, metrics and trades stream in.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/auth" className={buttonClasses('primary', 'lg')}>
              Start Building Free
            </Link>
          </div>
        </div>
      </section>
      <section id="features" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2 className="mb-3 text-2xl font-semibold tracking-tight">The block library</h2>
        <p className="mb-6 text-fg-muted">
          {BLOCKS.length} blocks in {BLOCK_CATEGORIES.length} categories.
        </p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {BLOCK_CATEGORIES.map((category) => (
            <li key={category} className="rounded-xl border border-border bg-surface p-4">
              <h3 className="font-semibold">{category}</h3>
              <p className="text-sm text-fg-muted">
                {BLOCKS.filter((block) => block.category === category).length} blocks
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
