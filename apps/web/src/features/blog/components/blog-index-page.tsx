import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../../ui';
import { POSTS } from '../posts';
import { PostMeta } from './post-meta';

/** The blog: three articles for people learning to test trading ideas. */
export function BlogIndexPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <PageMeta
        title="Blog"
        description="Guides to algorithmic trading, backtesting and technical indicators for beginners, with charts from real market data."
      />
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold text-accent-text">Blog</p>
        <h1 className="mt-2 text-4xl font-semibold tracking-tight sm:text-5xl">
          Learn to test before you trade
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-fg-muted">
          Plain-language guides to strategies, backtests and indicators, with charts drawn from real market
          data.
        </p>
      </header>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {POSTS.map((post) => (
          <li key={post.id}>
            <article className="group relative flex h-full flex-col rounded-2xl border border-border bg-surface p-6 transition-colors hover:border-accent/60">
              <span className="text-4xl" aria-hidden>
                {post.image}
              </span>
              <div className="mt-5">
                <PostMeta post={post} />
              </div>
              <h2 className="mt-3 text-xl font-semibold tracking-tight">
                <Link to={`/blog/${post.id}`} className="after:absolute after:inset-0 after:rounded-2xl">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-fg-muted">{post.excerpt}</p>
              <span
                className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-accent-text"
                aria-hidden
              >
                Read the article{' '}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
