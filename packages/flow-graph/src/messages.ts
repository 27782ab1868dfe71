// Every user-visible text of this package, in one coded table (like xyflow's `errorMessages`).
// Texts are Chinese where spec/3 gives them in Chinese and the spec's English otherwise, so the
// editor tooltip, the server's build error and the i18n catalogue all start from the same string.
// Callers keep the code, not the text, when they need to translate or compare.

import type { CodedText } from './events';

export const messages = {
  // Connections (spec/3 section 5)
  CONNECTION_SAME_NODE: () => '不能连接到同一个节点',
  CONNECTION_INCOMPATIBLE: () => '与其不兼容',
  // The spec names the rule (one connection for a non-list field) but gives no text for it.
  CONNECTION_HANDLE_OCCUPIED: () => '该字段只能有一个连接',
  HANDLE_VISIBILITY_CONNECTED: () => '无法更改已连接句柄的可见性',

  // Validation before build (spec/3 section 5)
  FLOW_NO_COMPONENTS: () => 'No components found in the flow. Please add at least one component to the flow.',
  NODE_MISSING_FIELD: (p: { component: string; field: string }) => `${p.component} is missing ${p.field}.`,
  NODE_DICT_DUPLICATE_KEYS: (p: { component: string; field: string }) =>
    `${p.component} (${p.field}) contains duplicate keys with the same values.`,
  NODE_DICT_EMPTY_KEY: (p: { component: string; field: string }) => `${p.component} (${p.field}) field must not be empty.`,
  // A component's own check of a field value (e.g. a pattern the regex engine refuses).
  NODE_FIELD_INVALID: (p: { component: string; field: string; reason: string }) => `${p.component} (${p.field}): ${p.reason}`,
  FLOW_INCOMPLETE_LOOP: () => 'The flow has an incomplete loop. Check your connections and try again.',
  NODE_INVALID: () => '无效的组件',
  // The same for API callers, who have no canvas to see which component is meant: its type.
  NODE_INVALID_TYPE: (p: { type: string }) => `无效的组件：${p.type}`,
  // A node from a Langflow file that no component here stands for (its Python code never runs).
  LANGFLOW_UNSUPPORTED: (p: { name: string }) => `Langflow 组件 ${p.name} 暂不支持`,
  UNIQUE_CHAT_INPUT: () => '在一个流程中只能有一个聊天输入组件。',
  UNIQUE_WEBHOOK: () => '在一个流程中只能有一个Webhook组件。',
  UNIQUE_UI_INPUT: () => '在一个流程中只能有一个UI界面输入组件。',
  UNIQUE_UI_OUTPUT: () => '在一个流程中只能有一个UI界面输出组件。',

  // The sidebar labels of a unique component that is already on the canvas (spec/3 section 2)
  ADDED_CHAT_INPUT: () => '聊天输入已添加',
  ADDED_WEBHOOK: () => 'Webhook 已添加',
  ADDED_UI_INPUT: () => 'UI界面输入 已添加',
  ADDED_UI_OUTPUT: () => 'UI界面输出 已添加',

  // Grouping preconditions (spec/3 section 5)
  GROUP_TOO_FEW: () => 'Please select more than one component',
  GROUP_INPUT_OUTPUT: () => 'Select non-input/output components only',
  GROUP_MULTIPLE_FREE_OUTPUTS: () => 'Select only one component with free outputs',
  GROUP_NOT_CONNECTED: () => 'Select only connected components',
  GROUP_NOT_FOUND: (p: { id: string }) => `Node ${p.id} is not a group`,

  // Minimize (spec/3 section 4)
  MINIMIZE_TOO_MANY_HANDLES: () => '仅支持单个连接点或更少的组件最小化.',

  // The tool name and description of a published app in MCP clients (issue 22)
  MCP_TOOL_NAME_CHARACTERS: () => '工具名称仅可使用字母、数字、连字符和下划线',
  MCP_TOOL_NAME_TOO_LONG: (p: { max: number }) => `工具名称最多${p.max}个字符`,
  MCP_TOOL_DESCRIPTION_TOO_LONG: (p: { max: number }) => `工具描述最多${p.max}个字符`,

  // Ordering (reference section 4)
  SORT_START_AND_STOP: () => 'You can only provide one of stop_component_id or start_component_id',
} as const;

export type MessageCode = keyof typeof messages;

type MessageParams<C extends MessageCode> = Parameters<(typeof messages)[C]>;

/** Renders the text of a message code; codes with placeholders take their parameters. */
export function formatMessage<C extends MessageCode>(code: C, ...params: MessageParams<C>): string {
  const render = messages[code] as (...args: MessageParams<C>) => string;
  return render(...params);
}

/** A rule's verdict: allowed, or refused with the code and text to show. */
export type RuleResult = { ok: true } | { ok: false; code: MessageCode; message: string };

export const RULE_OK: RuleResult = { ok: true };

export function refuse<C extends MessageCode>(code: C, ...params: MessageParams<C>): RuleResult {
  return { ok: false, code, message: formatMessage(code, ...params) };
}

/**
 * The codes validateFlow and validateNode report before a build: the editor words each from its
 * own catalogue (canvas:rules of @app/i18n), so every one needs a text there in every language.
 */
export const VALIDATION_ISSUE_CODES = [
  'FLOW_NO_COMPONENTS',
  'NODE_MISSING_FIELD',
  'NODE_DICT_DUPLICATE_KEYS',
  'NODE_DICT_EMPTY_KEY',
  'FLOW_INCOMPLETE_LOOP',
  'NODE_INVALID',
  'LANGFLOW_UNSUPPORTED',
  'UNIQUE_CHAT_INPUT',
  'UNIQUE_WEBHOOK',
  'UNIQUE_UI_INPUT',
  'UNIQUE_UI_OUTPUT',
] as const satisfies readonly MessageCode[];

export type ValidationIssueCode = (typeof VALIDATION_ISSUE_CODES)[number];

/** One problem found in a flow; nodeId/edgeId point at the culprit when there is one. */
export interface FlowIssue<C extends MessageCode = MessageCode> {
  code: C;
  message: string;
  /** What the message was rendered from, so a client can word it in the reader's language. */
  params?: Record<string, string>;
  nodeId?: string;
  edgeId?: string;
}

/** An issue of validateFlow or validateNode: one of the codes the editor has texts for. */
export type ValidationIssue = FlowIssue<ValidationIssueCode>;

/** The issue as coded text, for the clients' wording by code (the message is the fallback). */
export function issueCodedText(issue: FlowIssue): CodedText {
  return { code: issue.code, text: issue.message, params: issue.params ?? {} };
}

/** Thrown where a rule makes the requested operation impossible (e.g. sorting a graph with a loop-free cycle). */
export class FlowGraphError extends Error {
  readonly code: MessageCode;

  constructor(code: MessageCode, message: string) {
    super(message);
    this.name = 'FlowGraphError';
    this.code = code;
  }
}

export function flowGraphError<C extends MessageCode>(code: C, ...params: MessageParams<C>): FlowGraphError {
  return new FlowGraphError(code, formatMessage(code, ...params));
}
