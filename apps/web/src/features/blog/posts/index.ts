import { GETTING_STARTED } from './getting-started';
import { TECHNICAL_INDICATORS } from './technical-indicators';
import type { BlogBlock, BlogPost } from './types';
import { UNDERSTANDING_BACKTESTING } from './understanding-backtesting';

export type { BlogBlock, BlogPost, ChartId } from './types';

import type { BlogPostId } from '@stratblocks/contracts';

/** One article per id of the contracts' list (which the sitemap is made from): a missing one is a type error. */
const BY_ID: Record<BlogPostId, BlogPost> = {
  'getting-started-algorithmic-trading': GETTING_STARTED,
  'understanding-backtesting': UNDERSTANDING_BACKTESTING,
  'technical-indicators-guide': TECHNICAL_INDICATORS,
};

/** The three articles, oldest first. */
export const POSTS: readonly BlogPost[] = Object.values(BY_ID).sort((a, b) => a.date.localeCompare(b.date));

export function findPost(id: string | undefined): BlogPost | undefined {
  return POSTS.find((post) => post.id === id);
}

function blockWords(block: BlogBlock): string[] {
  switch (block.type) {
    case 'list':
      return block.items;
    case 'comparison':
      return [block.goodTitle, block.badTitle, ...block.good, ...block.bad];
    case 'stats':
      return block.items.flatMap((item) => [item.value, item.label]);
    case 'chart':
      return [block.caption];
    case 'code':
      return [block.code];
    case 'image':
      return [block.alt, block.caption ?? ''];
    case 'quote':
      return [block.text, block.author];
    default:
      return [block.text];
  }
}

/** Words of a post, counted the way the read time is (code included). */
export function wordCount(post: BlogPost): number {
  return post.content
    .flatMap(blockWords)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Minutes at 200 words a minute, the usual reading pace for instructional text. */
export function readTimeMinutes(post: BlogPost): number {
  return Math.max(1, Math.round(wordCount(post) / 200));
}
