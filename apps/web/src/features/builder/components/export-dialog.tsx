import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogContent, EmptyState } from '../../../ui';

/** docs/product.md#business-constants-and-limits: 'Copied!' shows for 2 s. */
const COPIED_MS = 2000;

/** 'Export Python Code': the last run's script with Copy to Clipboard, or the empty state. */
export function ExportDialog({
  open,
  onOpenChange,
  code,
  onRun,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  code: string | null;
  onRun: () => void;
}) {
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Export Python Code"
        size="xl"
        footer={
          code ? (
            <Button
              onClick={() => {
                navigator.clipboard.writeText(code).then(
                  () => {
                    setCopied(true);
                  },
                  (error: unknown) => {
                    // docs/product.md#error-catalogue: a clipboard failure is logged only.
                    console.error('Clipboard copy failed', error);
                  },
                );
              }}
            >
              {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
              {copied ? 'Copied!' : 'Copy to Clipboard'}
            </Button>
          ) : null
        }
      >
        {code ? (
          <pre
            aria-label="Python code"
            tabIndex={0}
            className="max-h-[60vh] overflow-auto rounded-lg border border-border bg-bg p-3 font-mono text-xs leading-relaxed"
          >
            {code}
          </pre>
        ) : (
          <EmptyState
            title="No Python Code Yet"
            description="Run your strategy to generate the Python code"
            action={
              <Button
                onClick={() => {
                  onOpenChange(false);
                  onRun();
                }}
              >
                Run strategy
              </Button>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
