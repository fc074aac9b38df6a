import { loadedLater } from '../../../lib/loaded-later';
import { Skeleton } from '../../../ui';
import { SectionHeading } from '../sections/section-heading';
import { whenNear } from '../../../lib/when-near';

// The workbench (and the engine behind it) loads when the reader heads for the demo.
const DemoWorkbench = loadedLater(async () => {
  await whenNear('demo');
  return import('./demo-workbench');
});

/** The interactive demo: build a small strategy and backtest it with the real engine. */
export function DemoSection() {
  return (
    <section
      id="demo"
      aria-labelledby="demo-title"
      className="scroll-mt-16 border-b border-border bg-surface"
    >
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
        <SectionHeading
          id="demo-title"
          eyebrow="Interactive demo"
          title="Build a strategy. Backtest it. Right here."
        >
          Drop entry and exit conditions into the strategy, choose a market and run it. The engine that runs
          it is the one behind every backtest in StratBlocks, working on real daily bars from 2020 to 2025.
        </SectionHeading>
        {/* Drawn in the browser only: the pre-rendered page holds its place. */}
        <DemoWorkbench fallback={<Skeleton className="mt-12 h-[560px] rounded-2xl" />} />
      </div>
    </section>
  );
}
