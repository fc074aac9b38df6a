import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { readStrategyText, sidesOf, strategyLines, withStrategyLogic } from '../model/rule-text';
import { useBuilderDocument, useBuilderStore } from '../store';
import { Alert, Button, cn, Dialog, DialogContent, inputClasses } from '../../../ui';
import { BlockPreview, TextErrorView } from './rule-text-parts';

/** As the Export dialog: 'Copied!' shows for 2 s. */
const COPIED_MS = 2000;

/**
 * 'Strategy as text' (docs/builder.md#rules-as-text): the strategy's rules as lines with Copy, and
 * 'Paste rules', which reads pasted lines into a preview and on Apply makes them the strategy's
 * rows and slots, one undo step.
 */
export function StrategyTextDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Strategy as text" size="xl">
        {open ? (
          <StrategyTextBody
            onApplied={() => {
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function StrategyTextBody({ onApplied }: { onApplied: () => void }) {
  const document = useBuilderDocument();
  const described = useMemo(() => strategyLines(document), [document]);
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Rules" className="flex flex-col gap-2">
        {!described.ok ? (
          <Alert tone="warning" title="These rules cannot be written as text">
            {described.message}
          </Alert>
        ) : described.lines.length === 0 ? (
          <p className="text-sm text-fg-muted">No rules yet: place a row in a slot, or paste rules below.</p>
        ) : (
          <>
            <pre
              aria-label="Rules as text"
              tabIndex={0}
              className="overflow-x-auto rounded-lg border border-border bg-bg p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap"
            >
              {described.lines.join('\n')}
            </pre>
            <CopyButton text={described.lines.join('\n')} />
          </>
        )}
      </section>
      <PasteRules onApplied={onApplied} />
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => {
      setCopied(false);
    }, COPIED_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [copied]);
  return (
    <Button
      size="sm"
      variant="outline"
      className="self-start"
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => {
            setCopied(true);
          },
          (error: unknown) => {
            // As the Export dialog: a clipboard failure is logged only.
            console.error('Clipboard copy failed', error);
          },
        );
      }}
    >
      {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}

function PasteRules({ onApplied }: { onApplied: () => void }) {
  const id = useId();
  const inputs = useBuilderDocument().inputs;
  const edit = useBuilderStore((state) => state.edit);
  const [text, setText] = useState('');
  const outcome = useMemo(() => (text.trim() === '' ? null : readStrategyText(text, inputs)), [text, inputs]);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 border-t border-border pt-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Paste rules
      </h3>
      <p className="text-xs text-fg-muted">
        One line per side: Buy, Sell, Short, Cover. Apply replaces the strategy&apos;s rows and slots; Undo
        brings them back.
      </p>
      <textarea
        id={id}
        aria-label="Paste rules"
        rows={4}
        value={text}
        spellCheck={false}
        placeholder={'Buy when SMA(20) crosses above SMA(50)\nSell when stop loss 5% or take profit 10%'}
        aria-invalid={outcome?.ok === false || undefined}
        aria-describedby={`${id}-result`}
        onChange={(event) => {
          setText(event.target.value);
        }}
        className={cn(inputClasses, 'h-auto min-h-24 resize-y py-1.5 font-mono text-xs')}
      />
      <div id={`${id}-result`} aria-live="polite">
        {outcome === null ? null : outcome.ok ? (
          <ul aria-label="Rows from the text" className="flex flex-col gap-1.5">
            {sidesOf(outcome.logic).map((side) => (
              <li key={side.side} className="flex items-start gap-2">
                <span className="w-12 shrink-0 pt-1 text-xs font-semibold text-fg-muted">{side.side}</span>
                <BlockPreview elements={side.elements} label={`${side.side} blocks`} inputs={inputs} />
              </li>
            ))}
          </ul>
        ) : (
          <TextErrorView error={outcome.error} text={text} />
        )}
      </div>
      <Button
        size="sm"
        className="self-end"
        disabled={!outcome?.ok}
        onClick={() => {
          if (!outcome?.ok) return;
          edit((document) => withStrategyLogic(document, outcome.logic));
          onApplied();
        }}
      >
        Apply
      </Button>
    </section>
  );
}
