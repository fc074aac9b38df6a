import { BLOCK_CATEGORIES, BLOCKS, indicatorBlocks } from '@stratblocks/engine';

/** The public home page. */
export function LandingPage() {
  const indicatorCount = indicatorBlocks().length;
  return (
    <main className="min-h-screen">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <a href="/" className="flex items-center gap-2 text-lg font-semibold">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          StratBlocks
          <span className="rounded bg-emerald-500/20 px-2 py-0.5 text-xs font-bold text-emerald-300">
            FREE
          </span>
        </a>
      </header>
      <section id="hero" className="mx-auto max-w-6xl px-6 py-20">
        <p className="mb-4 text-sm font-semibold tracking-wide text-emerald-300 uppercase">100% free</p>
        <h1 className="max-w-3xl text-5xl leading-tight font-bold">
          Build trading strategies from blocks. Backtest them on real market data.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300">
          No code: drag indicators, conditions and exits into entry and exit rules, run a backtest and watch
          the logs, chart, metrics and trades stream in.
        </p>
      </section>
      <section id="features" className="mx-auto max-w-6xl px-6 pb-20">
        <h2 className="mb-6 text-2xl font-semibold">The block library</h2>
        <p className="mb-6 text-slate-300">
          {BLOCKS.length} blocks, {indicatorCount} of them indicators and patterns, in{' '}
          {BLOCK_CATEGORIES.length} categories.
        </p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {BLOCK_CATEGORIES.map((category) => (
            <li key={category} className="rounded-xl border border-slate-800 bg-slate-900 p-4">
              <h3 className="font-semibold">{category}</h3>
              <p className="text-sm text-slate-400">
                {BLOCKS.filter((block) => block.category === category).length} blocks
              </p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
