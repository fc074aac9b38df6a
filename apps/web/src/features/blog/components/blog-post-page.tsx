import { PageMeta } from '../../../ui';

/** An article of the StratBlocks blog. */
export function BlogPostPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta title="Blog post" description="An article of the StratBlocks blog." />
      <h1 className="text-3xl font-semibold tracking-tight">Blog post</h1>
    </section>
  );
}
