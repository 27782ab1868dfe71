// Dropdowns (spec/3 section 5): a value that is not among the options is cleared, unless the
// field is a combobox, where users may type their own value.
import type { TemplateField } from '../types/fields';

export function normalizeOptionValue(field: Pick<TemplateField, 'options' | 'combobox' | 'value'>): unknown {
  const { options, value } = field;
  if (!options || field.combobox) return value;
  if (Array.isArray(value)) return value.filter((entry) => options.includes(entry as string));
  return typeof value === 'string' && !options.includes(value) ? '' : value;
}
