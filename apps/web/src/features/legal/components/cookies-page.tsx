import { PageMeta } from '../../../ui';

/** The cookies and browser storage StratBlocks uses. */
export function CookiesPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta title="Cookie Policy" description="The cookies and browser storage StratBlocks uses." />
      <h1 className="text-3xl font-semibold tracking-tight">Cookie Policy</h1>
    </section>
  );
}
