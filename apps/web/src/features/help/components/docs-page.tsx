import { METRIC_DEFINITIONS, type MetricDefinition } from '@stratblocks/contracts';
import { BLOCKS } from '@stratblocks/engine';
import { Link } from 'react-router';
import { Card, PageHeader, PageMeta } from '../../../ui';
import { EXECUTION_MODEL } from '../content';
import { Markdown } from '../markdown';
import { BlockReference } from './block-reference';

const UNIT_LABELS: Record<MetricDefinition['unit'], string> = {
  text: 'text',
  money: '$',
  percent: '%',
  ratio: 'ratio',
  count: 'count',
  bars: 'bars',
};

const SECTIONS = [
  { id: 'blocks', label: 'Blocks' },
  { id: 'execution-model', label: 'Execution model' },
  { id: 'metrics', label: 'Metrics' },
] as const;

function MetricReference() {
  const entries = Object.entries(METRIC_DEFINITIONS) as [string, MetricDefinition][];
  return (
    <dl className="divide-y divide-border rounded-lg border border-border bg-surface">
      {entries.map(([key, definition]) => (
        <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-fg">
            {definition.label}
            <span className="ml-1.5 text-xs font-normal text-fg-subtle">
              ({UNIT_LABELS[definition.unit]}
              {definition.unit === 'text' ? '' : `, ${definition.decimals} decimals`})
            </span>
          </dt>
          <dd className="text-sm text-fg-muted">{definition.formula}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /docs: the block catalogue, the execution model and the metric formulas, from their one source
 * each. A public page (pre-rendered, readable before signing up).
 */
export function DocsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="Docs"
        description="Every block of the StratBlocks strategy builder, how a backtest runs bar by bar, and how each metric is computed."
      />
      <PageHeader
        title="Documentation"
        description={`Every one of the ${BLOCKS.length} blocks, how a backtest runs bar by bar, and how every metric is computed.`}
      />
      <nav aria-label="On this page" className="mb-8 flex flex-wrap gap-2">
        {SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="rounded-full border border-border px-3 py-1 text-sm text-fg-muted hover:bg-surface-2 hover:text-fg"
          >
            {section.label}
          </a>
        ))}
        <Link
          to="/quick-start"
          className="rounded-full border border-border px-3 py-1 text-sm text-accent-text hover:bg-surface-2"
        >
          New here? Quick Start
        </Link>
      </nav>
      <section id="blocks" aria-labelledby="blocks-heading" className="scroll-mt-20 space-y-3">
        <h2 id="blocks-heading" className="text-xl font-semibold tracking-tight text-fg">
          Blocks
        </h2>
        <p className="text-sm text-fg-muted">
          A strategy is rows of blocks: values (prices, indicators, numbers) compared by operators,
          conditions, and exits, joined with And / Or. The parameters below are what each block starts with
          when you drop it.
        </p>
        <BlockReference />
      </section>
      <section
        id="execution-model"
        aria-labelledby="execution-heading"
        className="mt-12 scroll-mt-20 space-y-3"
      >
        <h2 id="execution-heading" className="text-xl font-semibold tracking-tight text-fg">
          Execution model
        </h2>
        <p className="text-sm text-fg-muted">
          The exact rules every backtest follows: which bars count, when orders fill, how costs, stops and
          risk limits apply.
        </p>
        <Card className="p-5">
          <Markdown blocks={EXECUTION_MODEL} baseLevel={3} />
        </Card>
      </section>
      <section id="metrics" aria-labelledby="metrics-heading" className="mt-12 scroll-mt-20 space-y-3">
        <h2 id="metrics-heading" className="text-xl font-semibold tracking-tight text-fg">
          Metrics
        </h2>
        <p className="text-sm text-fg-muted">
          Each figure of a backtest&apos;s results, with its unit and formula. E is equity at each close, r
          the period returns in percent, A the periods per year (252 for stocks and forex, 365 for crypto).
        </p>
        <MetricReference />
      </section>
    </div>
  );
}
