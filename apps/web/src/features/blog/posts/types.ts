import type { BlogPostId } from '@stratblocks/contracts';

/** docs/product.md#entities-and-fields, blog post: the blocks an article is made of. */
export type ChartId = 'btc-sma-crossover' | 'btc-ma-equity' | 'aapl-rsi' | 'aapl-bollinger';

export type BlogBlock =
  | { type: 'intro'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'callout'; variant: 'info' | 'success' | 'warning'; text: string }
  | { type: 'chart'; component: ChartId; caption: string }
  | { type: 'code'; language: string; code: string; caption?: string }
  | { type: 'image'; src: string; alt: string; caption?: string }
  | { type: 'quote'; text: string; author: string }
  | { type: 'comparison'; goodTitle: string; badTitle: string; good: string[]; bad: string[] }
  | { type: 'stats'; items: Array<{ value: string; label: string }> };

export interface BlogPost {
  /** One of the contracts' BLOG_POST_IDS (the sitemap lists the same). */
  id: BlogPostId;
  title: string;
  excerpt: string;
  /** ISO date of publication. */
  date: string;
  category: 'Beginner' | 'Intermediate' | 'Education';
  /** The post's emoji. */
  image: string;
  content: BlogBlock[];
}
