// Template fields: the inputs of a component as the flow JSON stores them (spec/3 section 3,
// reference section 3). Langflow writes more keys than we name (dynamic, title_case,
// trace_as_input, ...); the index signatures keep those typed as unknown instead of rejecting
// imported flows, and every function here copies them through untouched.

export const TEMPLATE_FIELD_TYPES = [
  'str',
  'bool',
  'float',
  'int',
  'code',
  'prompt',
  'file',
  'dict',
  'NestedDict',
  'table',
  'link',
  'slider',
  'tab',
  'sortableList',
  'connect',
  'auth',
  'query',
] as const;

export type TemplateFieldType = (typeof TEMPLATE_FIELD_TYPES)[number];

export interface RangeSpec {
  min: number;
  max: number;
  step: number;
  step_type?: 'int' | 'float';
}

/** On a group node's field: the inner node and field it stands for. */
export interface FieldProxy {
  id: string;
  field: string;
}

export type TableColumnFormatter = 'date' | 'text' | 'number' | 'json' | 'boolean';

export interface TableColumn {
  name: string;
  display_name: string;
  sortable?: boolean;
  filterable?: boolean;
  default?: unknown;
  hidden?: boolean;
  formatter?: TableColumnFormatter;
  edit_mode?: 'inline' | 'popover';
  options?: string[];
  description?: string;
  disable_edit?: boolean;
}

export type AuthTooltipState = '' | 'error' | 'validated';

export interface TemplateField {
  /** One of TEMPLATE_FIELD_TYPES; Langflow also emits types such as "other" for handle-only inputs. */
  type: TemplateFieldType | (string & {});
  value?: unknown;
  show: boolean;
  advanced?: boolean;
  required?: boolean;
  display_name?: string;
  name?: string;
  info?: string;
  list?: boolean;
  options?: string[];
  options_metadata?: Array<Record<string, unknown>>;
  /** The label shown for an option value, where it differs from the value (a translated provider name). */
  option_labels?: Record<string, string>;
  combobox?: boolean;
  multiline?: boolean;
  password?: boolean;
  load_from_db?: boolean;
  real_time_refresh?: boolean;
  refresh_button?: boolean;
  toggle?: boolean;
  toggle_value?: boolean;
  input_types?: string[];
  placeholder?: string;
  tool_mode?: boolean;
  helper_text?: string;
  limit?: number;
  readonly?: boolean;
  _input_type?: string;
  proxy?: FieldProxy;
  range_spec?: RangeSpec;
  fileTypes?: string[];
  file_path?: string | string[];
  table_schema?: { columns: TableColumn[] };
  table_options?: Record<string, unknown>;
  dialog_inputs?: Record<string, unknown>;
  auth_tooltip?: AuthTooltipState;
  [extra: string]: unknown;
}

/** A component's fields by name. `_type` ("Component") is the one entry that is a plain string. */
export interface NodeTemplate {
  _type?: string;
  [field: string]: TemplateField | string | undefined;
}

/** A key-value list as the dict editor stores it: an array of single-pair objects. */
export type KeyPairList = Array<Record<string, unknown>>;
