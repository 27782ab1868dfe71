// An int or float field (spec/3 section 5): typed freely, clamped to range_spec when it loses focus
// (float default -2..2 step 0.1; int step 1 without bounds; ints drop their fraction).
import { clampNumber, numericRange } from '@app/flow-graph';
import { NumberInput } from '@mantine/core';
import type { FieldEditorProps } from './types';

/** A stored value as the number box shows it: numbers and numeric strings; anything else is empty. */
export function numberOf(value: unknown): number | '' {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : '';
}

export function NumberField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const range = numericRange(field);
  const integer = field.type === 'int';
  const value = numberOf(field.value);

  const settle = () => {
    if (value === '') return;
    const settled = clampNumber(integer ? Math.trunc(value) : value, range);
    if (settled !== value) onChange(settled);
  };

  return (
    <NumberInput
      size="xs"
      aria-label={label}
      value={value}
      step={range.step}
      min={Number.isFinite(range.min) ? range.min : undefined}
      max={Number.isFinite(range.max) ? range.max : undefined}
      clampBehavior="none"
      allowDecimal={!integer}
      placeholder={field.placeholder}
      readOnly={readOnly}
      onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))}
      onBlur={settle}
    />
  );
}
