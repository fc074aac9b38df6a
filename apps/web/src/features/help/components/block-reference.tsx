import { BLOCK_CATEGORIES, BLOCKS, type BlockDefinition, type PropertySpec } from '@stratblocks/engine';
import { Search } from 'lucide-react';
import { useState } from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Badge,
  cn,
  EmptyState,
  inputClasses,
} from '../../../ui';

const TYPE_LABELS: Record<BlockDefinition['type'], string> = {
  comparable: 'Value',
  boolean: 'Condition',
  'boolean-operator': 'And / Or',
  'compare-operator': 'Comparison',
  exit: 'Exit',
};

function describeDefault(property: PropertySpec): string {
  if (property.kind === 'choice') return `${property.default} (${property.choices.join(', ')})`;
  return String(property.default);
}

/** A block matches when the text is in its name, group, description or a property's name. */
export function blockMatches(block: BlockDefinition, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [block.name, block.group, block.category, block.description, ...block.properties.map((p) => p.name)]
    .join(' ')
    .toLowerCase()
    .includes(needle);
}

function BlockEntry({ block }: { block: BlockDefinition }) {
  return (
    <article
      className="rounded-lg border border-border bg-surface p-4"
      aria-labelledby={`block-${block.name}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`block-${block.name}`} className="text-sm font-semibold text-fg">
          {block.name}
        </h4>
        <Badge tone="outline">{TYPE_LABELS[block.type]}</Badge>
        {block.intradayOnly ? <Badge tone="warning">Intraday bars</Badge> : null}
      </div>
      <p className="mt-1.5 text-sm text-fg-muted">{block.description}</p>
      {block.properties.length > 0 ? (
        <dl className="mt-3 space-y-1.5 border-t border-border pt-3">
          {block.properties.map((property) => (
            <div key={property.name} className="text-xs">
              <dt className="inline font-mono font-medium text-fg">{property.name}</dt>
              <dd className="inline text-fg-muted">
                {' '}
                default <span className="font-mono text-fg">{describeDefault(property)}</span>
                {property.description ? ` · ${property.description}` : ''}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}

/** Every block of the catalogue with its description, parameters and defaults, searchable. */
export function BlockReference() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState<string[]>(['Market Data']);
  const searching = text.trim().length > 0;
  const matching = BLOCKS.filter((block) => blockMatches(block, text));
  return (
    <div className="space-y-5">
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-subtle"
          aria-hidden
        />
        <input
          type="search"
          aria-label="Search blocks"
          placeholder="Search blocks, e.g. RSI, stop, volume"
          className={cn(inputClasses, 'pl-8')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </div>
      <p className="text-xs text-fg-muted" aria-live="polite">
        {matching.length} of {BLOCKS.length} blocks
      </p>
      {matching.length === 0 ? (
        <EmptyState
          title="No blocks match your search"
          description="Try a block name such as SMA, or a word such as trend or stop."
          action={
            <button
              type="button"
              className="text-sm font-medium text-accent-text hover:underline"
              onClick={() => {
                setText('');
              }}
            >
              Clear search
            </button>
          }
        />
      ) : (
        <Accordion
          type="multiple"
          // While searching, every category with a match is open; otherwise the reader chooses.
          value={
            searching
              ? BLOCK_CATEGORIES.filter((category) => matching.some((b) => b.category === category))
              : open
          }
          onValueChange={(value) => {
            if (!searching) setOpen(value);
          }}
          className="rounded-xl border border-border bg-surface px-4"
        >
          {BLOCK_CATEGORIES.map((category) => {
            const blocks = matching.filter((block) => block.category === category);
            if (blocks.length === 0) return null;
            const groups = [...new Set(blocks.map((block) => block.group))];
            return (
              <AccordionItem key={category} value={category} className="last:border-b-0">
                <AccordionTrigger className="min-w-0">
                  <span className="min-w-0">
                    <span className="block text-base font-semibold">
                      {category} <span className="text-sm font-normal text-fg-subtle">({blocks.length})</span>
                    </span>
                    <span className="block truncate text-xs font-normal text-fg-muted">
                      {groups.join(' · ')}
                    </span>
                  </span>
                </AccordionTrigger>
                <AccordionContent>
                  <div className="grid gap-3 md:grid-cols-2">
                    {blocks.map((block) => (
                      <BlockEntry key={block.name} block={block} />
                    ))}
                  </div>
                </AccordionContent>
              </AccordionItem>
            );
          })}
        </Accordion>
      )}
    </div>
  );
}
