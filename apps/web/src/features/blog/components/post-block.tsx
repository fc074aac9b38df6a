import { AlertTriangle, CheckCircle2, Info, ThumbsDown, ThumbsUp } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenNear } from '../../../lib/when-near';
import { cn, Skeleton } from '../../../ui';
import type { BlogBlock, ChartId } from '../posts';
import { RichText } from './rich-text';

const BlogChart = lazy(() => import('../charts/blog-chart'));

const CALLOUTS = {
  info: { icon: Info, classes: 'border-info/40 bg-info-soft', iconClass: 'text-info', label: 'Note' },
  success: {
    icon: CheckCircle2,
    classes: 'border-accent/40 bg-accent-soft',
    iconClass: 'text-accent-text',
    label: 'Tip',
  },
  warning: {
    icon: AlertTriangle,
    classes: 'border-warning/50 bg-warning-soft',
    iconClass: 'text-warning',
    label: 'Warning',
  },
} as const;

/** One block of an article (the block types (docs/product.md#entities-and-fields)). */
export function PostBlock({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'intro':
      return (
        <p className="text-xl leading-relaxed text-fg">
          <RichText text={block.text} />
        </p>
      );
    case 'heading':
      return <h2 className="pt-6 text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{block.text}</h2>;
    case 'subheading':
      return <h3 className="pt-2 text-xl font-semibold tracking-tight text-fg">{block.text}</h3>;
    case 'paragraph':
      return (
        <p className="leading-8">
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={cn('space-y-2 pl-6 leading-7', block.ordered ? 'list-decimal' : 'list-disc')}>
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'callout': {
      const callout = CALLOUTS[block.variant];
      const Icon = callout.icon;
      // A note, not a landmark: an article with two callouts of one kind would hold two landmarks
      // of the same name.
      return (
        <div
          role="note"
          aria-label={callout.label}
          data-variant={block.variant}
          className={cn('flex gap-3 rounded-xl border p-4', callout.classes)}
        >
          <Icon className={cn('mt-0.5 size-5 shrink-0', callout.iconClass)} aria-hidden />
          <p className="leading-7 text-fg">
            <RichText text={block.text} />
          </p>
        </div>
      );
    }
    case 'chart':
      return (
        <figure
          className="rounded-xl border border-border bg-surface p-4"
          data-chart-figure={block.component}
        >
          <NearChart id={block.component} />
          <figcaption className="mt-3 text-sm text-fg-muted">{block.caption}</figcaption>
        </figure>
      );
    case 'code':
      return (
        <figure>
          <pre
            tabIndex={0}
            aria-label={`${block.language} code`}
            className="overflow-x-auto rounded-xl border border-border bg-surface-2 p-4 font-mono text-sm leading-6 text-fg"
          >
            <code>{block.code}</code>
          </pre>
          {block.caption ? (
            <figcaption className="mt-2 text-sm text-fg-muted">{block.caption}</figcaption>
          ) : null}
        </figure>
      );
    case 'image':
      return (
        <figure>
          <img
            src={block.src}
            alt={block.alt}
            loading="lazy"
            className="w-full rounded-xl border border-border bg-surface"
          />
          {block.caption ? (
            <figcaption className="mt-2 text-sm text-fg-muted">{block.caption}</figcaption>
          ) : null}
        </figure>
      );
    case 'quote':
      return (
        <figure className="border-l-4 border-accent pl-5">
          <blockquote className="text-xl leading-relaxed text-fg italic">
            <p>“{block.text}”</p>
          </blockquote>
          <figcaption className="mt-2 text-sm text-fg-muted">— {block.author}</figcaption>
        </figure>
      );
    case 'comparison':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {[
            { title: block.goodTitle, items: block.good, good: true },
            { title: block.badTitle, items: block.bad, good: false },
          ].map((column) => (
            <div key={column.title} className="rounded-xl border border-border bg-surface p-4">
              <h3 className="flex items-center gap-2 font-semibold text-fg">
                {column.good ? (
                  <ThumbsUp className="size-4 text-accent-text" aria-hidden />
                ) : (
                  <ThumbsDown className="size-4 text-fg-muted" aria-hidden />
                )}
                {column.title}
              </h3>
              <ul className="mt-3 space-y-2 text-sm leading-6">
                {column.items.map((item) => (
                  <li key={item}>
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      );
    case 'stats':
      return (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {block.items.map((item) => (
            <div key={item.label} className="flex flex-col rounded-xl border border-border bg-surface p-4">
              <dt className="text-sm text-fg-muted">{item.label}</dt>
              <dd className="order-first text-2xl font-semibold tracking-tight text-fg tabular">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/**
 * An article chart, drawn when a reader nears it: it runs the engine on a year of bars on the
 * main thread, work the first screen of the article must not wait behind. Until then (and in the
 * pre-rendered page) its placeholder holds its place.
 */
function NearChart({ id }: { id: ChartId }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    let live = true;
    if (placeholder.current)
      void whenNear(placeholder.current).then(() => {
        if (live) setNear(true);
      });
    return () => {
      live = false;
    };
  }, []);
  const skeleton = <Skeleton className="h-64 w-full" />;
  if (!near) return <div ref={placeholder}>{skeleton}</div>;
  return (
    <Suspense fallback={skeleton}>
      <BlogChart id={id} />
    </Suspense>
  );
}
