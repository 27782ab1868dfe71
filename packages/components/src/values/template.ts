// `{name}` templates, as Python's str.format reads them and Langflow uses them for prompts and
// Data templates: `{name}` is a field, `{{` and `}}` are literal braces. Unlike str.format, a
// brace that opens no well-formed field stays literal text instead of failing the whole template.
import { componentError } from '../messages';
import { jsonText, valueToText } from './text';

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'field'; name: string };

export function parseTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let text = '';
  let index = 0;
  while (index < template.length) {
    const char = template[index] as string;
    const next = template[index + 1];
    if ((char === '{' && next === '{') || (char === '}' && next === '}')) {
      text += char;
      index += 2;
      continue;
    }
    if (char === '{') {
      const close = template.indexOf('}', index + 1);
      const name = close === -1 ? '' : template.slice(index + 1, close);
      if (name !== '' && !name.includes('{')) {
        if (text !== '') parts.push({ kind: 'text', text });
        text = '';
        parts.push({ kind: 'field', name });
        index = close + 1;
        continue;
      }
    }
    text += char;
    index += 1;
  }
  if (text !== '') parts.push({ kind: 'text', text });
  return parts;
}

/** The field names of a template, each once, in order of first use. */
export function templateFields(template: string): string[] {
  const names = parseTemplate(template).flatMap((part) => (part.kind === 'field' ? [part.name] : []));
  return [...new Set(names)];
}

export function renderTemplate(template: string, valueOf: (name: string) => string): string {
  return parseTemplate(template)
    .map((part) => (part.kind === 'text' ? part.text : valueOf(part.name)))
    .join('');
}

/**
 * Fills a template from a record's fields (a Data's `data`, a message). `{data}` names the whole
 * record when it has no field of that name, as Langflow's data_to_text allows; any other missing
 * field is an error naming the fields there are.
 */
export function renderRecord(template: string, record: Record<string, unknown>): string {
  return renderTemplate(template, (name) => {
    if (Object.hasOwn(record, name)) return valueToText(record[name]);
    if (name === 'data') return jsonText(record);
    throw componentError('TEMPLATE_KEY_MISSING', { key: name, available: Object.keys(record).join(', ') || '(none)' });
  });
}
