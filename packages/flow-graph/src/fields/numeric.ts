// Numeric fields (spec/3 section 5): ranges, clamping, slider display and presets.
import type { RangeSpec, TemplateField } from '../types/fields';

export const FLOAT_DEFAULT_RANGE: RangeSpec = { min: -2, max: 2, step: 0.1 };
export const SLIDER_DEFAULT_RANGE: RangeSpec = { min: -2, max: 2, step: 0.01 };
/** Integers have no bound unless the field gives one. */
export const INT_DEFAULT_RANGE: RangeSpec = { min: -Infinity, max: Infinity, step: 1 };

/** The labels at the two ends of a slider when the field names none. */
export const SLIDER_DEFAULT_LABELS = { min: 'Precise', max: 'Creative' } as const;

export const SLIDER_PRESETS = [
  { label: 'Precise', fraction: 0.125 },
  { label: 'Balanced', fraction: 0.375 },
  { label: 'Creative', fraction: 0.625 },
  { label: 'Wild', fraction: 0.875 },
] as const;

export type SliderPresetLabel = (typeof SLIDER_PRESETS)[number]['label'];

/** The field's range_spec, each missing part taken from its type's default. */
export function numericRange(field: Pick<TemplateField, 'type' | 'range_spec'>): RangeSpec {
  const defaults =
    field.type === 'slider' ? SLIDER_DEFAULT_RANGE : field.type === 'int' ? INT_DEFAULT_RANGE : FLOAT_DEFAULT_RANGE;
  return { ...defaults, ...field.range_spec };
}

export function clampNumber(value: number, range: Pick<RangeSpec, 'min' | 'max'>): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/**
 * A numeric field's value as a number within its range: numbers and numeric strings convert
 * (ints drop their fraction); empty or non-numeric values are left for validation to report.
 */
export function toNumericValue(field: Pick<TemplateField, 'type' | 'range_spec'>, value: unknown): unknown {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(parsed)) return value;
  return clampNumber(field.type === 'int' ? Math.trunc(parsed) : parsed, numericRange(field));
}

/** A slider value as shown: two decimals. */
export function formatSliderValue(value: number): string {
  return value.toFixed(2);
}

/** The preset values of a slider, at 12.5, 37.5, 62.5 and 87.5 % of its range. */
export function sliderPresets(range: Pick<RangeSpec, 'min' | 'max'>): Array<{ label: SliderPresetLabel; value: number }> {
  return SLIDER_PRESETS.map(({ label, fraction }) => ({ label, value: range.min + (range.max - range.min) * fraction }));
}
