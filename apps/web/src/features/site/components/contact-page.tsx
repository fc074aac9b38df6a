import { PageMeta } from '../../../ui';

/** Write to the StratBlocks team. */
export function ContactPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta title="Contact" description="Write to the StratBlocks team." />
      <h1 className="text-3xl font-semibold tracking-tight">Contact</h1>
    </section>
  );
}
