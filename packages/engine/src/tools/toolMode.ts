// Langflow's tool mode: a node switched to it offers one output, `component_as_tool` (the
// Toolset), instead of its own; its tool-mode inputs become the tools' arguments and a
// `tools_metadata` table lets the user rename and describe each tool. One tool per output.
import type { NodeOutput, NodeTemplate, TemplateField } from '@app/flow-graph';
import type { AnyComponent } from '../sdk/defineComponent';
import type { OutputDefinition } from '../sdk/fields';
import type { TextLanguage } from '../sdk/texts';
import { toolName } from './tool';

export const TOOL_OUTPUT_NAME = 'component_as_tool';
export const TOOL_OUTPUT_TYPE = 'Tool';
export const TOOLS_METADATA_FIELD = 'tools_metadata';

/** One row of the tools table: the tool's name and description, tagged with its default name. */
export interface ToolMetadataRow {
  name: string;
  description: string;
  /** The default name of the tool the row belongs to, so a renamed row still finds its output. */
  tags: string[];
}

/** What a tool-mode node's tools are called and which output each one returns. */
export interface ToolSpec {
  output: string;
  name: string;
  description: string;
}

/** A component supports tool mode when an agent has something to fill in: a tool-mode input. */
export function supportsToolMode(component: AnyComponent): boolean {
  return component.inputs.some((input) => input.tool_mode === true);
}

/** Outputs that become tools: all but loop outputs and those declared `tool_mode: false`. */
function toolOutputs(component: AnyComponent): OutputDefinition[] {
  return component.outputs.filter((output) => output.tool_mode !== false && output.allows_loop !== true);
}

/** The texts tool mode adds to a node, in each language component texts are served in. */
const TOOL_TEXTS = {
  zh: {
    toolset: '工具集',
    tools: '工具',
    toolsInfo: '可以在这里修改工具的名称和描述，帮助智能体判断何时使用哪个工具。',
    name: '工具名称',
    nameInfo: '智能体调用工具时使用的名称（字母、数字、_ 或 -）。',
    description: '工具描述',
    descriptionInfo: '告诉智能体这个工具做什么、何时使用。',
    tags: '标识',
    withOutput: (description: string, output: string) => `${description}（输出：${output}）`,
  },
  en: {
    toolset: 'Toolset',
    tools: 'Tools',
    toolsInfo: 'Change the names and descriptions of the tools here, to help the agent decide when to use which tool.',
    name: 'Tool Name',
    nameInfo: 'The name the agent calls the tool by (letters, digits, _ or -).',
    description: 'Tool Description',
    descriptionInfo: 'Tell the agent what this tool does and when to use it.',
    tags: 'Tags',
    withOutput: (description: string, output: string) => `${description} (output: ${output})`,
  },
} as const satisfies Record<TextLanguage, unknown>;

/** The tools a component offers, as named and described before the user edits them (described in `language`). */
export function defaultToolSpecs(component: AnyComponent, language: TextLanguage = 'zh'): ToolSpec[] {
  const outputs = toolOutputs(component);
  const english = language === 'en';
  const description = (english ? component.en?.description : undefined) ?? component.description;
  return outputs.map((output) => ({
    output: output.name,
    name: toolName(output.method ?? output.name),
    description:
      outputs.length === 1 ? description : TOOL_TEXTS[language].withOutput(description, (english ? output.en?.display_name : undefined) ?? output.display_name),
  }));
}

/** The Toolset output a node in tool mode shows instead of its own. */
export function toolOutput(language: TextLanguage = 'zh'): NodeOutput {
  return {
    types: [TOOL_OUTPUT_TYPE],
    selected: TOOL_OUTPUT_TYPE,
    name: TOOL_OUTPUT_NAME,
    display_name: TOOL_TEXTS[language].toolset,
    method: 'to_toolkit',
    value: '__UNDEFINED__',
    cache: true,
    allows_loop: false,
    group_outputs: false,
    tool_mode: true,
    hidden: null,
    required_inputs: null,
  };
}

function isRow(value: unknown): value is Partial<ToolMetadataRow> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rows a node's tools table holds, whatever shape an imported flow left there. */
function storedRows(template: NodeTemplate): Array<Partial<ToolMetadataRow>> {
  const field = template[TOOLS_METADATA_FIELD];
  const value = typeof field === 'object' ? field.value : undefined;
  return Array.isArray(value) ? value.filter(isRow) : [];
}

/** The row the user may have edited for a tool: the one tagged with its default name, else the one at its place. */
function rowFor(rows: ReadonlyArray<Partial<ToolMetadataRow>>, spec: ToolSpec, index: number): Partial<ToolMetadataRow> | undefined {
  const tagged = rows.find((row) => Array.isArray(row.tags) && row.tags.includes(spec.name));
  if (tagged) return tagged;
  const atIndex = rows[index];
  return atIndex && !Array.isArray(atIndex.tags) ? atIndex : undefined;
}

/** The tools of a node: the defaults with the names and descriptions from its tools table. */
export function toolSpecs(component: AnyComponent, template: NodeTemplate, language: TextLanguage = 'zh'): ToolSpec[] {
  const rows = storedRows(template);
  return defaultToolSpecs(component, language).map((spec, index) => {
    const row = rowFor(rows, spec, index);
    const name = typeof row?.name === 'string' && row.name.trim() !== '' ? toolName(row.name) : spec.name;
    const description = typeof row?.description === 'string' && row.description.trim() !== '' ? row.description : spec.description;
    return { output: spec.output, name, description };
  });
}

/** The table field that lists the tools; edits to a row keep their tag, so they survive updates. */
export function toolsMetadataField(component: AnyComponent, template: NodeTemplate, language: TextLanguage = 'zh'): TemplateField {
  const texts = TOOL_TEXTS[language];
  const rows: ToolMetadataRow[] = toolSpecs(component, template, language).map((spec, index) => ({
    name: spec.name,
    description: spec.description,
    tags: [defaultToolSpecs(component)[index]?.name ?? spec.name],
  }));
  return {
    type: 'table',
    name: TOOLS_METADATA_FIELD,
    display_name: texts.tools,
    info: texts.toolsInfo,
    value: rows,
    show: true,
    advanced: false,
    required: false,
    list: false,
    dynamic: false,
    placeholder: '',
    real_time_refresh: true,
    tool_mode: false,
    load_from_db: false,
    table_schema: {
      columns: [
        { name: 'name', display_name: texts.name, description: texts.nameInfo, sortable: false, filterable: false, edit_mode: 'inline' },
        { name: 'description', display_name: texts.description, description: texts.descriptionInfo, sortable: false, filterable: false, edit_mode: 'popover' },
        { name: 'tags', display_name: texts.tags, hidden: true, disable_edit: true, sortable: false, filterable: false },
      ],
    },
    _input_type: 'TableInput',
  };
}
