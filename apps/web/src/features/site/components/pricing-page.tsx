import { PageMeta } from '../../../ui';

/** StratBlocks has one plan, and it is free. */
export function PricingPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta title="Pricing" description="StratBlocks has one plan, and it is free." />
      <h1 className="text-3xl font-semibold tracking-tight">Pricing</h1>
    </section>
  );
}
