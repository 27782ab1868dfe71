// A Langflow node's field values as its mappings read them.
import type { NodeTemplate } from '../types/fields';

export const valueOf = (template: NodeTemplate, name: string): unknown => {
  const field = template[name];
  return typeof field === 'object' && field !== null ? field.value : undefined;
};

/** A text value, trimmed; anything else is empty. */
export const textOf = (template: NodeTemplate, name: string): string => {
  const value = valueOf(template, name);
  return typeof value === 'string' ? value.trim() : '';
};
