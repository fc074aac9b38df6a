import { formatDate } from '../../../lib/format';
import { Badge } from '../../../ui';
import { readTimeMinutes, type BlogPost } from '../posts';

/** Category badge, date and read time of a post. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
      <Badge tone="accent">{post.category}</Badge>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden>·</span>
      <span>{readTimeMinutes(post)} min read</span>
    </div>
  );
}
