import { ChevronDown, FilePlus2, LayoutTemplate, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  buttonClasses,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  type ButtonSize,
} from '../../../ui';

export interface CreateStrategyMenuProps {
  /** The button's words ('Create Strategy', 'Create New Strategy'). */
  label: string;
  size?: ButtonSize;
}

/**
 * The dashboard's Create Strategy: a blank strategy or one of the builder's templates (the
 * builder opens them: /builder?start=blank or ?start=template).
 */
export function CreateStrategyMenu({ label, size = 'md' }: CreateStrategyMenuProps) {
  const navigate = useNavigate();
  // Not modal: the page behind stays readable (a modal menu hides it from assistive technology).
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={buttonClasses('primary', size)}>
        <Plus className="size-4" aria-hidden />
        {label}
        <ChevronDown className="size-4 opacity-80" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuItem onSelect={() => void navigate('/builder?start=blank')} className="items-start">
          <FilePlus2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="block font-medium">Blank strategy</span>
            <span className="block text-xs text-fg-muted">Build it from blocks, step by step</span>
          </span>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/builder?start=template')} className="items-start">
          <LayoutTemplate className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="block font-medium">From a template</span>
            <span className="block text-xs text-fg-muted">A ready strategy to run and change</span>
          </span>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
