import { BookOpen, LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui';
import type { StrategyTemplate } from '../model/templates';
import { useBuilderStore } from '../store';
import { TemplatesDialog } from './templates-dialog';

/** Opens a template as one undoable edit, on the Entry Logic tab where its rows are. */
export function openTemplate(template: StrategyTemplate): void {
  const { edit, setActiveTab } = useBuilderStore.getState();
  edit(() => template.build());
  setActiveTab('entry');
}

/**
 * What an empty Entry or Exit Logic area offers a new user besides dragging blocks: a ready
 * strategy from the templates, or the Quick Start's walk-through.
 */
export function StartFromTemplate() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 rounded-lg bg-surface-2 px-4 py-3 text-sm text-fg-muted">
      <span>New here? Begin with a ready strategy and change it:</span>
      <Button
        size="sm"
        onClick={() => {
          setOpen(true);
        }}
      >
        <LayoutTemplate className="size-4" aria-hidden />
        Start from a template
      </Button>
      <span className="inline-flex items-center gap-1.5">
        <BookOpen className="size-4" aria-hidden />
        or follow the
        <Link to="/quick-start" className="font-medium text-accent-text underline-offset-4 hover:underline">
          Quick Start
        </Link>
      </span>
      <TemplatesDialog open={open} onOpenChange={setOpen} onPick={openTemplate} />
    </div>
  );
}
