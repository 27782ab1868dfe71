// The "frontend node" of a component (reference section 3, `data.node`): what the sidebar offers
// and what a new node on the canvas carries, including the component's source in `code`.
import { createHash } from 'node:crypto';
import type { ComponentNode, NodeOutput, TableColumn, TemplateField } from '@app/flow-graph';
import type { AnyComponent } from '../sdk/defineComponent';
import type { FieldType, InputDefinition, OutputDefinition } from '../sdk/fields';
import type { TextLanguage } from '../sdk/texts';
import { supportsToolMode, toolOutput, toolsMetadataField, TOOLS_METADATA_FIELD } from '../tools/toolMode';

/** Langflow's input class per field type; the editor picks widgets by it. */
const INPUT_CLASS: Record<FieldType, string> = {
  str: 'StrInput',
  bool: 'BoolInput',
  int: 'IntInput',
  float: 'FloatInput',
  dict: 'DictInput',
  NestedDict: 'NestedDictInput',
  prompt: 'PromptInput',
  code: 'CodeInput',
  file: 'FileInput',
  table: 'TableInput',
  link: 'LinkInput',
  slider: 'SliderInput',
  tab: 'TabInput',
  sortableList: 'SortableListInput',
  connect: 'ConnectionInput',
  auth: 'AuthInput',
  query: 'QueryInput',
  other: 'HandleInput',
};

/** What an unset field holds in a fresh template. */
function emptyValue(definition: InputDefinition): unknown {
  if (definition.list === true) return [];
  switch (definition.type) {
    case 'bool':
      return false;
    case 'int':
    case 'float':
    case 'slider':
      return definition.range_spec?.min ?? 0;
    case 'dict':
    case 'NestedDict':
      return {};
    case 'table':
    case 'sortableList':
      return [];
    default:
      return '';
  }
}

function inputClass(definition: InputDefinition): string {
  if (definition._input_type) return definition._input_type;
  if (definition.type !== 'str') return INPUT_CLASS[definition.type];
  if (definition.password) return 'SecretStrInput';
  if (definition.options) return 'DropdownInput';
  if (definition.input_types?.length) return 'MessageTextInput';
  return definition.multiline ? 'MultilineInput' : 'StrInput';
}

/** The field's texts in `language`: the Chinese base, or its English texts where it has them. */
function fieldTexts(definition: InputDefinition, language: TextLanguage): Partial<TemplateField> {
  const en = definition.en;
  if (language !== 'en' || !en) return {};
  const texts: Partial<TemplateField> = {};
  for (const key of ['display_name', 'info', 'placeholder', 'helper_text', 'list_add_label'] as const) {
    if (en[key] !== undefined) texts[key] = en[key];
  }
  if (en.options) texts.option_labels = { ...en.options };
  if (en.value !== undefined) texts.value = structuredClone(en.value);
  return texts;
}

function tableColumns(definition: InputDefinition, language: TextLanguage): TableColumn[] {
  const columns = definition.table_schema?.columns ?? [];
  return columns.map((column) => {
    const en = language === 'en' ? definition.en?.columns?.[column.name] : undefined;
    return { ...column, ...en, options: column.options && [...column.options] };
  });
}

export function templateField(definition: InputDefinition, language: TextLanguage = 'zh'): TemplateField {
  const { _input_type: _ignored, en: _english, options, input_types, fileTypes, table_schema, ...rest } = definition;
  const field: TemplateField = {
    tool_mode: false,
    trace_as_metadata: true,
    list: false,
    required: false,
    placeholder: '',
    show: true,
    value: emptyValue(definition),
    display_name: definition.name,
    advanced: false,
    dynamic: false,
    info: '',
    title_case: false,
    load_from_db: false,
    ...rest,
    ...fieldTexts(definition, language),
    _input_type: inputClass(definition),
  };
  if (options) field.options = [...options];
  if (input_types) field.input_types = [...input_types];
  if (fileTypes) field.fileTypes = [...fileTypes];
  if (table_schema) field.table_schema = { columns: tableColumns(definition, language) };
  return field;
}

/** The code field every node carries; the editor's code view shows it and outdated detection compares it. */
export function codeField(source: string): TemplateField {
  return {
    type: 'code',
    required: true,
    placeholder: '',
    list: false,
    show: true,
    multiline: true,
    value: source,
    fileTypes: [],
    file_path: '',
    password: false,
    name: 'code',
    advanced: true,
    dynamic: true,
    info: '',
    load_from_db: false,
    title_case: false,
  };
}

export function nodeOutput(definition: OutputDefinition, language: TextLanguage = 'zh'): NodeOutput {
  return {
    types: [...definition.types],
    selected: definition.selected ?? definition.types[0] ?? null,
    name: definition.name,
    display_name: (language === 'en' ? definition.en?.display_name : undefined) ?? definition.display_name,
    method: definition.method ?? definition.name,
    value: '__UNDEFINED__',
    cache: definition.cache ?? true,
    allows_loop: definition.allows_loop ?? false,
    group_outputs: definition.group_outputs ?? false,
    tool_mode: definition.tool_mode ?? true,
    hidden: definition.hidden ?? null,
    required_inputs: definition.required_inputs ? [...definition.required_inputs] : null,
    ...(definition.loop_types ? { loop_types: [...definition.loop_types] } : {}),
  };
}

/** The component's name and description in every language. */
function knownTexts(component: AnyComponent): { display_names: Record<TextLanguage, string>; descriptions: Record<TextLanguage, string> } {
  return {
    display_names: { zh: component.display_name, en: component.en?.display_name ?? component.display_name },
    descriptions: { zh: component.description, en: component.en?.description ?? component.description },
  };
}

/** Langflow's metadata.code_hash: the first 12 hex digits of the source's SHA-256. */
export function codeHash(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 12);
}

/**
 * The component as a new node carries it, its texts in `language` (Chinese, the base, by default).
 * `metadata.display_names` and `metadata.descriptions` hold its name and description in every
 * language, so an editor can tell a node the user renamed from one stored in another language.
 */
export function frontendNode(component: AnyComponent, source: string, language: TextLanguage = 'zh'): ComponentNode {
  const en = language === 'en' ? component.en : undefined;
  const template: ComponentNode['template'] = { _type: 'Component', code: codeField(source) };
  for (const input of component.inputs) template[input.name] = templateField(input, language);
  // A component may start in tool mode; it then looks as if the user had switched it on.
  const toolMode = component.tool_mode === true && supportsToolMode(component);
  if (toolMode) template[TOOLS_METADATA_FIELD] = toolsMetadataField(component, template, language);
  const outputs = toolMode ? [toolOutput(language)] : component.outputs.map((output) => nodeOutput(output, language));
  const fieldOrder = component.inputs.map((input) => input.name);
  return {
    template,
    description: en?.description ?? component.description,
    icon: component.icon ?? null,
    base_classes: [...new Set(component.outputs.flatMap((output) => output.types))],
    display_name: en?.display_name ?? component.display_name,
    documentation: en?.documentation ?? component.documentation ?? '',
    minimized: false,
    custom_fields: {},
    output_types: [],
    pinned: false,
    conditional_paths: [],
    frozen: false,
    outputs,
    field_order: toolMode ? [TOOLS_METADATA_FIELD, ...fieldOrder] : fieldOrder,
    beta: component.beta ?? false,
    legacy: component.legacy ?? false,
    edited: false,
    metadata: { code_hash: codeHash(source), module: component.type, ...knownTexts(component) },
    tool_mode: toolMode,
  };
}
