// The "frontend node" of a component (reference section 3, `data.node`): what the sidebar offers
// and what a new node on the canvas carries, including the component's source in `code`.
import { createHash } from 'node:crypto';
import type { ComponentNode, NodeOutput, TemplateField } from '@app/flow-graph';
import type { AnyComponent } from '../sdk/defineComponent';
import type { FieldType, InputDefinition, OutputDefinition } from '../sdk/fields';
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

export function templateField(definition: InputDefinition): TemplateField {
  const { _input_type: _ignored, options, input_types, fileTypes, table_schema, ...rest } = definition;
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
    _input_type: inputClass(definition),
  };
  if (options) field.options = [...options];
  if (input_types) field.input_types = [...input_types];
  if (fileTypes) field.fileTypes = [...fileTypes];
  if (table_schema) field.table_schema = { columns: table_schema.columns.map((column) => ({ ...column, options: column.options && [...column.options] })) };
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

export function nodeOutput(definition: OutputDefinition): NodeOutput {
  return {
    types: [...definition.types],
    selected: definition.selected ?? definition.types[0] ?? null,
    name: definition.name,
    display_name: definition.display_name,
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

/** Langflow's metadata.code_hash: the first 12 hex digits of the source's SHA-256. */
export function codeHash(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 12);
}

export function frontendNode(component: AnyComponent, source: string): ComponentNode {
  const template: ComponentNode['template'] = { _type: 'Component', code: codeField(source) };
  for (const input of component.inputs) template[input.name] = templateField(input);
  // A component may start in tool mode; it then looks as if the user had switched it on.
  const toolMode = component.tool_mode === true && supportsToolMode(component);
  if (toolMode) template[TOOLS_METADATA_FIELD] = toolsMetadataField(component, template);
  const outputs = toolMode ? [toolOutput()] : component.outputs.map(nodeOutput);
  const fieldOrder = component.inputs.map((input) => input.name);
  return {
    template,
    description: component.description,
    icon: component.icon ?? null,
    base_classes: [...new Set(component.outputs.flatMap((output) => output.types))],
    display_name: component.display_name,
    documentation: component.documentation ?? '',
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
    metadata: { code_hash: codeHash(source), module: component.type },
    tool_mode: toolMode,
  };
}
