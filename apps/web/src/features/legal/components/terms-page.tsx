import { PageMeta } from '../../../ui';

/** The terms of use of StratBlocks. */
export function TermsPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta title="Terms of Service" description="The terms of use of StratBlocks." />
      <h1 className="text-3xl font-semibold tracking-tight">Terms of Service</h1>
    </section>
  );
}
