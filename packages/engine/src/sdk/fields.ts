// Input and output declarations of a component. The field types are the template field types the
// editor knows (spec/3 section 3); the resolved value a component receives is derived from them so
// that `run` is typed from the declaration alone.
import type { RangeSpec, TableColumn, TemplateFieldType } from '@app/flow-graph';
import type { FieldTextsEn, OutputTextsEn } from './texts';

/** The template field types, plus `other` for inputs that only take a connection (Langflow's HandleInput). */
export type FieldType = TemplateFieldType | 'other';

/** A table column as declared; the same as flow-graph's, with read-only options for `const` declarations. */
export type TableColumnDefinition = Omit<TableColumn, 'options'> & { readonly options?: readonly string[] };

/**
 * One input of a component; it becomes one template field of the node. Any property the editor
 * understands may be given and is copied into the template as is.
 */
export interface InputDefinition {
  readonly type: FieldType;
  readonly name: string;
  readonly display_name?: string;
  readonly info?: string;
  readonly required?: boolean;
  readonly advanced?: boolean;
  readonly show?: boolean;
  readonly list?: boolean;
  readonly options?: readonly string[];
  /** How many options a list field may hold (the editor's default is one). */
  readonly limit?: number;
  readonly value?: unknown;
  /** Output types that may be connected to this field; a field without them has no handle. */
  readonly input_types?: readonly string[];
  readonly range_spec?: RangeSpec;
  readonly placeholder?: string;
  readonly multiline?: boolean;
  readonly password?: boolean;
  /** The value names a global variable that the server resolves at run time. */
  readonly load_from_db?: boolean;
  readonly combobox?: boolean;
  readonly real_time_refresh?: boolean;
  readonly refresh_button?: boolean;
  readonly dynamic?: boolean;
  readonly tool_mode?: boolean;
  readonly readonly?: boolean;
  readonly helper_text?: string;
  readonly list_add_label?: string;
  readonly fileTypes?: readonly string[];
  readonly table_schema?: { readonly columns: readonly TableColumnDefinition[] };
  /** Langflow's input class name; derived from `type` when omitted. */
  readonly _input_type?: string;
  /** The English texts of the field; the ones above are the Chinese base texts. */
  readonly en?: FieldTextsEn;
}

export interface OutputDefinition {
  readonly name: string;
  readonly display_name: string;
  readonly types: readonly string[];
  readonly method?: string;
  /** The output feeds a loop body; the body's last vertex connects back to a handle of this name. */
  readonly allows_loop?: boolean;
  readonly loop_types?: readonly string[];
  readonly group_outputs?: boolean;
  readonly selected?: string;
  readonly hidden?: boolean;
  readonly cache?: boolean;
  readonly tool_mode?: boolean;
  readonly required_inputs?: readonly string[];
  /** The English texts of the output; `display_name` above is the Chinese base text. */
  readonly en?: OutputTextsEn;
}

interface FieldValueByType {
  str: string;
  prompt: string;
  code: string;
  query: string;
  link: string;
  tab: string;
  auth: string;
  connect: string;
  file: string;
  bool: boolean;
  int: number;
  float: number;
  slider: number;
  dict: Record<string, unknown>;
  NestedDict: Record<string, unknown>;
  table: Array<Record<string, unknown>>;
  sortableList: Array<Record<string, unknown>>;
  other: unknown;
}

type ScalarValue<D extends InputDefinition> = FieldValueByType[D['type']];

type ListedValue<D extends InputDefinition> = D extends { readonly list: true } ? Array<ScalarValue<D>> : ScalarValue<D>;

/** What `run` receives for one input: absent only when the input is optional and has no default. */
export type InputValue<D extends InputDefinition> = D extends { readonly required: true } | { readonly value: unknown }
  ? ListedValue<D>
  : ListedValue<D> | undefined;

export type ResolvedInputs<I extends readonly InputDefinition[]> = {
  readonly [D in I[number] as D['name']]: InputValue<D>;
};

export type OutputName<O extends readonly OutputDefinition[]> = O[number]['name'];

/** Field types whose values are text; a connected Message arrives as its text. */
export const TEXT_FIELD_TYPES: ReadonlySet<FieldType> = new Set<FieldType>([
  'str',
  'prompt',
  'code',
  'query',
  'link',
  'tab',
  'auth',
  'connect',
  'file',
]);
