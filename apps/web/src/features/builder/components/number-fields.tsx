import type { ReactNode } from 'react';
import { NumberField } from '../../../ui';

/** The keys of a settings object whose values are numbers. */
export type NumberKey<Settings> = {
  [Key in keyof Settings]-?: Settings[Key] extends number ? Key : never;
}[keyof Settings];

/** One row of a field table: which setting, how it is labelled and bounded. */
export interface NumberFieldSpec<Settings> {
  key: NumberKey<Settings>;
  label: string;
  unit?: '$' | '%';
  min?: number;
  max?: number;
  step?: number;
  /** Under the field; a function of the settings when it says what the value means. */
  hint?: ReactNode | ((settings: Settings) => ReactNode);
  /** The field is greyed out unless this holds of the settings. */
  enabledWhen?: (settings: Settings) => boolean;
}

export interface NumberFieldsProps<Settings> {
  fields: readonly NumberFieldSpec<Settings>[];
  settings: Settings;
  onChange: (key: NumberKey<Settings>, value: number) => void;
}

/** A field table's number fields, in its order, as siblings in the form's grid. */
export function NumberFields<Settings>({ fields, settings, onChange }: NumberFieldsProps<Settings>) {
  return (
    <>
      {fields.map((field) => {
        const value = settings[field.key];
        return (
          <NumberField
            key={String(field.key)}
            label={field.label}
            unit={field.unit}
            min={field.min}
            max={field.max}
            step={field.step}
            hint={typeof field.hint === 'function' ? field.hint(settings) : field.hint}
            value={typeof value === 'number' ? value : Number.NaN}
            disabled={field.enabledWhen ? !field.enabledWhen(settings) : false}
            onChange={(next) => {
              onChange(field.key, next);
            }}
          />
        );
      })}
    </>
  );
}
