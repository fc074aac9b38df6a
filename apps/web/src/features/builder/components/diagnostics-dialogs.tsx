import type { Diagnostic } from '@stratblocks/engine';
import { AlertTriangle, Info } from 'lucide-react';
import { Dialog, DialogContent } from '../../../ui';

/** View Alerts: the strategy's current diagnostics from the engine's compiler. */
export function AlertsDialog({
  open,
  onOpenChange,
  diagnostics,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  diagnostics: readonly Diagnostic[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Alerts" description="What the engine says about this strategy now." size="lg">
        {diagnostics.length === 0 ? (
          <p className="text-sm text-fg-muted">No alerts: the strategy is ready to run.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Strategy alerts">
            {diagnostics.map((diagnostic, index) => (
              <li
                // Diagnostics have no identity; the list is rebuilt as a whole.
                key={index}
                className="flex items-start gap-2 rounded-md border border-border bg-surface-2 px-3 py-2 text-sm"
              >
                {diagnostic.severity === 'error' ? (
                  <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-label="Error" />
                ) : (
                  <Info className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-label="Warning" />
                )}
                <span>{diagnostic.message}</span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** View Traceback: the last run's error in full. */
export function TracebackDialog({
  open,
  onOpenChange,
  error,
  streamErrors,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error: string | null;
  streamErrors: readonly string[];
}) {
  const text = [error, ...streamErrors].filter(Boolean).join('\n');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Traceback" description="The last run's error, in full." size="lg">
        {text ? (
          <pre className="max-h-[50vh] overflow-auto rounded-md border border-border bg-bg p-3 font-mono text-xs whitespace-pre-wrap">
            {text}
          </pre>
        ) : (
          <p className="text-sm text-fg-muted">The last run ended without an error.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
