import { PageMeta } from '../../../ui';

/** What StratBlocks stores about you and why. */
export function PrivacyPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta title="Privacy Policy" description="What StratBlocks stores about you and why." />
      <h1 className="text-3xl font-semibold tracking-tight">Privacy Policy</h1>
    </section>
  );
}
