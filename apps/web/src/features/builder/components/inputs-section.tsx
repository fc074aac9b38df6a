import type { StrategyInputDeclaration } from '@stratblocks/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  addInput,
  deleteInput,
  inputNameProblem,
  inputUseCount,
  renameInput,
  setInputField,
} from '../model/inputs';
import { useBuilderDocument, useBuilderStore } from '../store';
import { Button, IconButton, NumberField, TextField } from '../../../ui';
import { DeleteInputDialog } from './delete-input-dialog';

/**
 * The Inputs section of Strategy Settings (docs/engine.md#strategy-inputs): named numbers that block parameters link
 * to, so that one value (a fast period) drives every block linked to it and a sweep varies it.
 */
export function InputsSection() {
  const document = useBuilderDocument();
  const inputs = document.inputs;
  const edit = useBuilderStore((state) => state.edit);
  const addButton = useRef<HTMLButtonElement>(null);
  /** The input whose deletion waits for the user's answer (it is used by blocks). */
  const [asking, setAsking] = useState<string | null>(null);
  const deletedByDialog = useRef(false);
  /** The input last asked about: Cancel gives focus back to its Delete button. */
  const askedLast = useRef('');
  const section = useRef<HTMLElement>(null);
  const remove = (name: string) => {
    edit((current) => deleteInput(current, name));
    // Its row (and the button that had focus) goes: focus stays in the section, on Add input.
    addButton.current?.focus();
  };
  return (
    <section
      ref={section}
      aria-labelledby="strategy-inputs-title"
      className="mt-6 grid gap-3 border-t border-border pt-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="strategy-inputs-title" className="mr-auto text-base font-semibold">
          Inputs
        </h2>
        <Button
          ref={addButton}
          variant="outline"
          size="sm"
          onClick={() => {
            edit((document) => addInput(document));
          }}
        >
          <Plus className="size-4" aria-hidden />
          Add input
        </Button>
      </div>
      <p className="text-sm text-fg-muted">
        Name a number once and link block parameters to it from the Parameters panel: every linked block reads
        its value, and the Optimise panel sweeps it.
      </p>
      {inputs.length === 0 ? (
        <p className="text-sm text-fg-subtle">No inputs yet.</p>
      ) : (
        <ul className="grid gap-3">
          {inputs.map((input, index) => (
            <InputRow
              key={index}
              input={input}
              inputs={inputs}
              onDelete={() => {
                // Blocks linked to it would silently become plain numbers: ask first (docs/builder.md, "Inputs").
                if (inputUseCount(document, input.name) > 0) {
                  askedLast.current = input.name;
                  setAsking(input.name);
                } else remove(input.name);
              }}
            />
          ))}
        </ul>
      )}
      <DeleteInputDialog
        name={asking}
        uses={asking === null ? 0 : inputUseCount(document, asking)}
        value={inputs.find((input) => input.name === asking)?.value}
        onCancel={() => {
          setAsking(null);
        }}
        onConfirm={(name) => {
          deletedByDialog.current = true;
          setAsking(null);
          edit((current) => deleteInput(current, name));
        }}
        onCloseAutoFocus={(event) => {
          // Cancel returns focus to the input's Delete button; after a deletion that button is gone.
          event.preventDefault();
          if (deletedByDialog.current) addButton.current?.focus();
          else
            section.current
              ?.querySelector<HTMLElement>(
                `[aria-label="${CSS.escape(`Delete input ${askedLast.current}`)}"]`,
              )
              ?.focus();
          deletedByDialog.current = false;
        }}
      />
    </section>
  );
}

/** The optional numbers of an input, as the form names them. */
const BOUNDS = [
  { field: 'min', label: 'Min' },
  { field: 'max', label: 'Max' },
  { field: 'step', label: 'Step' },
] as const;

/** A number that may be left empty (an input's min, max and step). */
function OptionalNumberField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // An outside change (undo) replaces the text unless it already reads as that number.
    setShown(value);
    if (!(text.trim() !== '' && Number(text) === value)) setText(value === undefined ? '' : String(value));
  }
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step="any"
      placeholder="none"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const number = event.target.valueAsNumber;
        if (event.target.value.trim() === '') onChange(undefined);
        else if (Number.isFinite(number)) onChange(number);
      }}
    />
  );
}

function InputRow({
  input,
  inputs,
  onDelete,
}: {
  input: StrategyInputDeclaration;
  inputs: readonly StrategyInputDeclaration[];
  onDelete: () => void;
}) {
  const edit = useBuilderStore((state) => state.edit);
  // The name is renamed when it is valid; meanwhile the field keeps what the user types.
  const [draft, setDraft] = useState(input.name);
  const [shownName, setShownName] = useState(input.name);
  if (shownName !== input.name) {
    setShownName(input.name);
    setDraft(input.name);
  }
  const problem = inputNameProblem(inputs, input.name, draft);
  const set = (field: 'value' | 'min' | 'max' | 'step', value: number | undefined) => {
    edit((document) => setInputField(document, input.name, field, value), `input.${input.name}.${field}`);
  };
  return (
    <li className="grid grid-cols-2 items-start gap-2 rounded-lg border border-border p-3 sm:grid-cols-[minmax(8rem,1.4fr)_repeat(4,minmax(4.5rem,1fr))_auto]">
      <TextField
        label="Input name"
        containerClassName="col-span-2 sm:col-span-1"
        value={draft}
        maxLength={40}
        error={problem ?? undefined}
        onChange={(event) => {
          const name = event.target.value;
          setDraft(name);
          if (inputNameProblem(inputs, input.name, name) === null)
            edit((document) => renameInput(document, input.name, name), `input.${input.name}.name`);
        }}
        onBlur={() => {
          setDraft(input.name);
        }}
      />
      <NumberField
        label="Input value"
        value={input.value}
        onChange={(value) => {
          set('value', value);
        }}
      />
      {BOUNDS.map(({ field, label }) => (
        <OptionalNumberField
          key={field}
          label={label}
          value={input[field]}
          onChange={(value) => {
            // A step is above 0; an empty or zero step means none.
            set(field, field === 'step' && value !== undefined && !(value > 0) ? undefined : value);
          }}
        />
      ))}
      <IconButton
        className="col-span-2 justify-self-end sm:col-span-1 sm:mt-7"
        label={`Delete input ${input.name}`}
        icon={<Trash2 />}
        onClick={onDelete}
      />
    </li>
  );
}
