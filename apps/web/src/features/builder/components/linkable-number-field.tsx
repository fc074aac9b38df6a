import type { StrategyInputDeclaration } from '@stratblocks/contracts';
import type { NumberProperty } from '@stratblocks/engine';
import { Link2, Link2Off } from 'lucide-react';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  NumberField,
} from '../../../ui';

interface LinkableNumberFieldProps {
  name: string;
  /** The number, or the name of the input it is linked to. */
  value: number | { input: string };
  spec: NumberProperty | undefined;
  hint: string | undefined;
  inputs: readonly StrategyInputDeclaration[];
  onChange: (value: number) => void;
  onLink: (input: string) => void;
  /** Links to a new input holding the field's value. */
  onLinkNew: () => void;
  onUnlink: (value: number) => void;
}

/**
 * A numeric block parameter that may be linked to one of the strategy's inputs (docs/engine.md#strategy-inputs):
 * linked, it shows the input's name and value and an Unlink button; else a number field with a
 * "Link to input" menu.
 */
export function LinkableNumberField({
  name,
  value,
  spec,
  hint,
  inputs,
  onChange,
  onLink,
  onLinkNew,
  onUnlink,
}: LinkableNumberFieldProps) {
  if (typeof value === 'object') {
    const input = inputs.find((candidate) => candidate.name === value.input);
    return (
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" id={`linked-${name}`}>
          {name}
        </span>
        <div
          className="flex min-h-10 items-center gap-2 rounded-lg border border-accent/50 bg-accent/5 px-3 py-1.5"
          role="group"
          aria-labelledby={`linked-${name}`}
        >
          <Link2 className="size-4 shrink-0 text-accent" aria-hidden />
          <span className="min-w-0 flex-1 truncate text-sm">
            Input <strong className="font-semibold">{value.input}</strong>
            {input ? (
              <span className="tabular text-fg-muted"> = {input.value}</span>
            ) : (
              <span className="text-danger"> (not declared)</span>
            )}
          </span>
          <IconButton
            label={`Unlink input: ${name}`}
            size="sm"
            icon={<Link2Off />}
            onClick={() => {
              onUnlink(input?.value ?? spec?.default ?? 0);
            }}
          />
        </div>
        {hint ? <p className="text-xs text-fg-muted">{hint}</p> : null}
      </div>
    );
  }
  return (
    <div className="flex items-start gap-1">
      <NumberField
        className="min-w-0 flex-1"
        label={name}
        value={value}
        min={spec?.min}
        max={spec?.max}
        step={spec?.integer ? 1 : undefined}
        hint={hint}
        onChange={onChange}
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            className="mt-7 shrink-0 px-2"
            aria-label={`Link to input: ${name}`}
            title="Link to input"
          >
            <Link2 className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Link {name} to</DropdownMenuLabel>
          {inputs.map((input) => (
            <DropdownMenuItem
              key={input.name}
              onSelect={() => {
                onLink(input.name);
              }}
            >
              {input.name} <span className="ml-auto tabular text-fg-muted">{input.value}</span>
            </DropdownMenuItem>
          ))}
          {inputs.length > 0 ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem onSelect={onLinkNew}>New input from this value</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
