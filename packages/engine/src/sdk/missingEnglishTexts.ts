// What a built-in component still lacks in English: its name and description always, and every
// other text whose Chinese base holds Chinese characters. English texts must hold none themselves.
import type { AnyComponent } from './defineComponent';
import type { InputDefinition, OutputDefinition } from './fields';
import { hasChinese } from './texts';

/** Notes the English text at `place` (e.g. "ChatInput input sender display_name") when it is missing or still Chinese. */
function check(missing: string[], place: string, base: string | undefined, english: string | undefined, required = false): void {
  if ((required || hasChinese(base)) && (english === undefined || english === '')) missing.push(`${place}: missing`);
  else if (hasChinese(english)) missing.push(`${place}: not English`);
}

function inputTexts(missing: string[], place: string, input: InputDefinition): void {
  const en = input.en;
  for (const key of ['display_name', 'info', 'placeholder', 'helper_text', 'list_add_label'] as const) {
    check(missing, `${place} ${key}`, input[key], en?.[key]);
  }
  for (const option of input.options ?? []) check(missing, `${place} option ${option}`, option, en?.options?.[option]);
  // A default value in words (a prompt, a sample row) is shown to the user like any other text.
  const defaultText = input.value === undefined ? undefined : JSON.stringify(input.value);
  check(missing, `${place} value`, defaultText, en?.value === undefined ? undefined : JSON.stringify(en.value));
  for (const column of input.table_schema?.columns ?? []) {
    const columnEn = en?.columns?.[column.name];
    check(missing, `${place} column ${column.name} display_name`, column.display_name, columnEn?.display_name);
    check(missing, `${place} column ${column.name} description`, column.description, columnEn?.description);
  }
}

function outputTexts(missing: string[], place: string, output: OutputDefinition): void {
  check(missing, `${place} display_name`, output.display_name, output.en?.display_name);
}

/** Every English text the component lacks; empty when it can be served in English throughout. */
export function missingEnglishTexts(component: AnyComponent): string[] {
  const missing: string[] = [];
  const { type, en } = component;
  check(missing, `${type} display_name`, component.display_name, en?.display_name, true);
  check(missing, `${type} description`, component.description, en?.description, true);
  check(missing, `${type} documentation`, component.documentation, en?.documentation, component.documentation !== undefined);
  for (const input of component.inputs) inputTexts(missing, `${type} input ${input.name}`, input);
  for (const output of component.outputs) outputTexts(missing, `${type} output ${output.name}`, output);
  return missing;
}
