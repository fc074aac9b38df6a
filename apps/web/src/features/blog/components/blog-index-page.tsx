import { PageMeta } from '../../../ui';

/** Guides to algorithmic trading, backtesting and technical indicators. */
export function BlogIndexPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Blog"
        description="Guides to algorithmic trading, backtesting and technical indicators."
      />
      <h1 className="text-3xl font-semibold tracking-tight">Blog</h1>
    </section>
  );
}
