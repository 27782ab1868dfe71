// The flow info form rules of spec/3 section 5, enforced on the server with the form's own texts.
import { ErrorCode } from '@app/api-client';
import { checkMcpToolDescription, checkMcpToolName, fittedName, FLOW_NAME_MAX_LENGTH, isGenericNode, type FlowData, type RuleResult } from '@app/flow-graph';
import { AppError, invalidInput } from '../errors/appError';

export const flowMessages = {
  NAME_REQUIRED: '请填写名称',
  NAME_TOO_LONG: `名称最多${FLOW_NAME_MAX_LENGTH}个字符`,
  NAME_TAKEN: '名称已存在',
  ENDPOINT_NAME_CHARACTERS: '仅可使用字母、数字、连字符和下划线',
  ENDPOINT_NAME_TAKEN: '端点名称已存在',
  FLOW_NOT_FOUND: 'Flow not found',
  FOLDER_NOT_FOUND: 'Folder not found',
} as const;

const ENDPOINT_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The trimmed name; refused when empty or longer than 50 characters. */
export function checkFlowName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') throw invalidInput(flowMessages.NAME_REQUIRED);
  if ([...trimmed].length > FLOW_NAME_MAX_LENGTH) throw invalidInput(flowMessages.NAME_TOO_LONG);
  return trimmed;
}

/**
 * An imported flow's name made to fit the limit with `suffix` (" (1)"): Langflow has no limit, so
 * its files may carry longer names; those are cut and end with "…" instead of refusing the file.
 */
export function fittedFlowName(name: string, suffix = ''): string {
  return fittedName(name.trim(), FLOW_NAME_MAX_LENGTH, suffix);
}

/** An empty endpoint name is stored as null; others may use letters, digits, `-` and `_` only. */
export function checkEndpointName(endpointName: string | null | undefined): string | null {
  const trimmed = endpointName?.trim() ?? '';
  if (trimmed === '') return null;
  if (!ENDPOINT_NAME_PATTERN.test(trimmed)) throw invalidInput(flowMessages.ENDPOINT_NAME_CHARACTERS);
  return trimmed;
}

/** The MCP tool name: trimmed, empty stored as null (derived from the app's name), else flow-graph's rule. */
export function checkToolName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  const verdict = checkMcpToolName(trimmed);
  if (!verdict.ok) throw ruleRefusal(verdict);
  return trimmed === '' ? null : trimmed;
}

/** The MCP tool description: trimmed, empty stored as null (the app's description). */
export function checkToolDescription(description: string | null | undefined): string | null {
  const trimmed = description?.trim() ?? '';
  const verdict = checkMcpToolDescription(trimmed);
  if (!verdict.ok) throw ruleRefusal(verdict);
  return trimmed === '' ? null : trimmed;
}

/** 400 with the rule's text and its flow-graph code (params.rule), which clients word in their language. */
function ruleRefusal(verdict: Extract<RuleResult, { ok: false }>): AppError {
  return new AppError(400, ErrorCode.PARAMETER_ERROR, { detail: verdict.message, params: { rule: verdict.code } });
}

/** Tags are a set: a repeated tag is kept once, in its first position. */
export function normalizeTags(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

/** Whether the flow has a Webhook component (Langflow's `webhook` flag, shown by the editor). */
export function hasWebhook(data: Pick<FlowData, 'nodes'> | null | undefined): boolean {
  return (data?.nodes ?? []).some((node) => isGenericNode(node) && node.data.type === 'Webhook');
}
