import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses, PageMeta } from '../../../ui';
import { findPost } from '../posts';
import { FadeIn } from './fade-in';
import { PostBlock } from './post-block';
import { PostMeta } from './post-meta';

function BackLink() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-fg-muted hover:text-fg"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back to Blog
    </Link>
  );
}

/** One article, block by block, with its call to action and footer links. */
export function BlogPostPage() {
  const post = findPost(useParams().postId);
  if (!post) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
        <PageMeta
          title="Post not found"
          description="This article does not exist. See the other articles on the StratBlocks blog."
        />
        <FileQuestion className="mx-auto size-10 text-fg-subtle" aria-hidden />
        <h1 className="mt-4 text-3xl font-semibold tracking-tight">Post not found</h1>
        <p className="mt-3 text-fg-muted">There is no article at this address. It may have moved.</p>
        <div className="mt-6">
          <BackLink />
        </div>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageMeta title={post.title} description={post.excerpt} />
      <BackLink />
      <header className="mt-8 border-b border-border pb-8">
        <span className="text-5xl" aria-hidden>
          {post.image}
        </span>
        <div className="mt-5">
          <PostMeta post={post} />
        </div>
        <h1 className="mt-4 text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">{post.title}</h1>
      </header>
      <div className="mt-10 space-y-6 text-fg-muted">
        {post.content.map((block, index) => (
          <FadeIn key={index}>
            <PostBlock block={block} />
          </FadeIn>
        ))}
      </div>
      <aside
        aria-label="Try it"
        className="mt-14 rounded-2xl border border-accent/40 bg-accent-soft p-6 text-center sm:p-8"
      >
        <h2 className="text-xl font-semibold tracking-tight">Put it into practice</h2>
        <p className="mx-auto mt-2 max-w-md text-fg-muted">
          Build the strategy from this article in the builder and backtest it on real data. It is free.
        </p>
        {/* The call to action points at the builder itself; a visitor who is not signed in is sent
            on to sign in from there, with the reason (docs/product.md#screens-and-routes). */}
        <Link to="/builder" className={buttonClasses('primary', 'lg', 'mt-5')}>
          Try Strategy Builder
        </Link>
      </aside>
      <nav
        aria-label="More from the blog"
        className="mt-10 flex flex-wrap justify-between gap-4 border-t border-border pt-6 text-sm"
      >
        <Link to="/blog" className="font-medium text-accent-text underline-offset-4 hover:underline">
          More Articles
        </Link>
        <Link to="/contact" className="font-medium text-accent-text underline-offset-4 hover:underline">
          Get Help
        </Link>
      </nav>
    </article>
  );
}
