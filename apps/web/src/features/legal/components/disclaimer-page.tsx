import { PageMeta } from '../../../ui';

/** StratBlocks is for education and research; it is not investment advice. */
export function DisclaimerPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Disclaimer"
        description="StratBlocks is for education and research; it is not investment advice."
      />
      <h1 className="text-3xl font-semibold tracking-tight">Disclaimer</h1>
    </section>
  );
}
