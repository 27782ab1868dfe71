// Prompt templates: the `{variables}` of a template and the input fields they become. The Prompt
// component renders with them, and the server's POST /api/v1/validate/prompt and the editor's
// prompt field use the same two helpers, so a variable the editor shows is one the build fills.
import type { NodeTemplate, TemplateField } from '@app/flow-graph';
import { componentError } from '../messages';
import { templateFields } from '../values/template';

/** Langflow's INVALID_CHARACTERS: names that could not be Python keyword arguments. */
const INVALID_CHARACTERS = /[\s,.:;!?/\\()[\]]/u;

/**
 * Names a variable cannot take: Langflow's reserved prompt names, plus the Prompt's own fields,
 * which a variable field of the same name would overwrite.
 */
const RESERVED_NAMES = new Set([
  'code',
  'input_variables',
  'output_parser',
  'partial_variables',
  'template',
  'template_format',
  'validate_template',
  '_type',
]);

/** The fields a Prompt node has besides its variables. */
export const PROMPT_OWN_FIELDS: ReadonlySet<string> = new Set(['template', 'code', '_type']);

/** Input types a variable field accepts; Langflow's DEFAULT_PROMPT_INTUT_TYPES. */
export const PROMPT_VARIABLE_INPUT_TYPES = ['Message'] as const;

/**
 * The variables of a prompt template, each once, in order of first use. `{{x}}` is the literal
 * text `{x}`, not a variable. Throws a ComponentError for names Langflow would refuse.
 */
export function promptVariables(template: string): string[] {
  const names = templateFields(template);
  const invalid = names.filter((name) => INVALID_CHARACTERS.test(name) || /^\p{Nd}/u.test(name));
  if (invalid.length > 0) throw componentError('PROMPT_INVALID_VARIABLES', { names: invalid.join(', ') });
  const reserved = names.find((name) => RESERVED_NAMES.has(name));
  if (reserved !== undefined) throw componentError('PROMPT_RESERVED_VARIABLE', { name: reserved });
  return names;
}

/** The input field of one variable (Langflow's DefaultPromptField). */
export function promptVariableField(name: string, value: unknown = ''): TemplateField {
  return {
    type: 'str',
    field_type: 'str',
    name,
    display_name: name,
    value,
    show: true,
    advanced: false,
    required: false,
    multiline: true,
    list: false,
    dynamic: false,
    load_from_db: false,
    placeholder: '',
    info: '',
    title_case: false,
    fileTypes: [],
    file_path: '',
    input_types: [...PROMPT_VARIABLE_INPUT_TYPES],
  };
}

export interface PromptTemplateFields {
  input_variables: string[];
  /** The node's template with the prompt text set and one field per variable. */
  template: NodeTemplate;
}

/**
 * Updates a Prompt node's template for a new prompt text: the `template` field takes the text,
 * every variable gets its field (keeping the value it had), and fields of variables no longer in
 * the text are removed. The existing template is not modified.
 */
export function promptTemplateFields(template: string, existingTemplate: NodeTemplate): PromptTemplateFields {
  const variables = promptVariables(template);
  const wanted = new Set(variables);
  const next: NodeTemplate = {};
  for (const [name, field] of Object.entries(structuredClone(existingTemplate))) {
    if (PROMPT_OWN_FIELDS.has(name) || wanted.has(name)) next[name] = field;
  }
  const templateField = next.template;
  if (typeof templateField === 'object') templateField.value = template;
  for (const name of variables) {
    const existing = existingTemplate[name];
    next[name] = promptVariableField(name, typeof existing === 'object' ? existing.value : '');
  }
  return { input_variables: variables, template: next };
}
