import { STRATEGY_TEMPLATES, type StrategyTemplate } from '../model/templates';
import { Dialog, DialogContent } from '../../../ui';

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="New from template"
        description="Each template opens as editable rows, ready to run."
        size="lg"
      >
        <ul className="grid gap-2 sm:grid-cols-2">
          {STRATEGY_TEMPLATES.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                onClick={() => {
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
