import type { BlockElement, StrategyInputDeclaration } from '@stratblocks/contracts';
import { formatTextError, type TextError } from '@stratblocks/engine';
import { propertySummary } from './row-element';

/**
 * What a rule text makes, shown before it is applied: the blocks in order, or where the text
 * stops reading and why (docs/builder.md#rules-as-text).
 */
export function BlockPreview({
  elements,
  label,
  inputs,
}: {
  elements: readonly BlockElement[];
  label: string;
  inputs: readonly StrategyInputDeclaration[];
}) {
  return (
    <ol aria-label={label} className="flex flex-wrap items-center gap-1">
      {elements.map((element, index) => {
        const summary = propertySummary(element, inputs);
        return (
          <li
            // The preview is rebuilt on every keystroke: the place is the identity.
            key={index}
            className="inline-flex h-6 items-center gap-1 rounded border border-border bg-surface-2 px-1.5 text-[12px] whitespace-nowrap"
          >
            <span>{element.name}</span>
            {summary ? <span className="text-[11px] text-fg-muted tabular">{summary}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The error's message with its line and column, and the line with a caret under the word. */
export function TextErrorView({ error, text, id }: { error: TextError; text: string; id?: string }) {
  const line = text.split(/\r\n|\r|\n/)[error.line - 1] ?? '';
  return (
    <div id={id} role="status" className="rounded-md border border-loss/30 bg-loss-soft p-2 text-xs text-fg">
      <p>{formatTextError(error)}</p>
      {line.trim() !== '' ? (
        <pre aria-hidden className="mt-1 overflow-x-auto font-mono text-[11px] leading-tight text-fg-muted">
          {line}
          {'\n'}
          {' '.repeat(Math.max(0, error.column - 1))}
          <span className="text-loss">^</span>
        </pre>
      ) : null}
    </div>
  );
}
