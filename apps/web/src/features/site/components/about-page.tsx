import { PageMeta } from '../../../ui';

/** What StratBlocks is, what it is not, and where its market data comes from. */
export function AboutPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta
        title="About StratBlocks"
        description="What StratBlocks is, what it is not, and where its market data comes from."
      />
      <h1 className="text-3xl font-semibold tracking-tight">About StratBlocks</h1>
    </section>
  );
}
