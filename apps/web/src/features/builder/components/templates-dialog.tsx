import { useRef } from 'react';
import { STRATEGY_TEMPLATES, type StrategyTemplate } from '../model/templates';
import { Dialog, DialogContent } from '../../../ui';
import { focusWorkspaceTab } from './focus-targets';

/** 'New from template': real strategies that open as ordinary rows. */
export function TemplatesDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (template: StrategyTemplate) => void;
}) {
  const picked = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="New from template"
        description="Each template opens as editable rows, ready to run."
        size="lg"
        onCloseAutoFocus={(event) => {
          // What opened the dialog (a menu item, an empty row's button) is gone: focus goes to the
          // Entry Logic tab, where the template's rows are.
          if (!picked.current) return;
          picked.current = false;
          if (focusWorkspaceTab('entry')) event.preventDefault();
        }}
      >
        <ul className="grid gap-2 sm:grid-cols-2">
          {STRATEGY_TEMPLATES.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                onClick={() => {
                  picked.current = true;
                  onPick(template);
                  onOpenChange(false);
                }}
                className="h-full w-full rounded-lg border border-border bg-surface p-3 text-left hover:border-accent hover:bg-accent-soft/40"
              >
                <span className="block text-sm font-semibold">{template.name}</span>
                <span className="mt-1 block text-xs text-fg-muted">{template.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
