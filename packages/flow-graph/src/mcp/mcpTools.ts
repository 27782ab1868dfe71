// Published apps as MCP tools (issue 22): the rules of the tool name and description a builder sets
// in the 集成 tab (checked alike by the editor and the server), the names derived from an app's own
// name when the builder set none, and the tool's input schema read from the flow's input components.
import type { FlowData } from '../types/flow';
import { isGenericNode } from '../nodes/accessors';
import { refuse, type RuleResult } from '../messages';

/** MCP allows 128 characters; common clients (OpenAI and Anthropic function calling) stop at 64. */
export const MCP_TOOL_NAME_MAX_LENGTH = 64;
export const MCP_TOOL_DESCRIPTION_MAX_LENGTH = 1024;
/** The subset of MCP's tool-name characters every client accepts (no dots: some clients refuse them). */
const TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A tool name the builder typed; empty means "derive it from the app's name". */
export function checkMcpToolName(name: string): RuleResult {
  if (name === '') return { ok: true };
  if (name.length > MCP_TOOL_NAME_MAX_LENGTH) return refuse('MCP_TOOL_NAME_TOO_LONG', { max: MCP_TOOL_NAME_MAX_LENGTH });
  if (!TOOL_NAME_PATTERN.test(name)) return refuse('MCP_TOOL_NAME_CHARACTERS');
  return { ok: true };
}

export function checkMcpToolDescription(description: string): RuleResult {
  if ([...description].length > MCP_TOOL_DESCRIPTION_MAX_LENGTH) return refuse('MCP_TOOL_DESCRIPTION_TOO_LONG', { max: MCP_TOOL_DESCRIPTION_MAX_LENGTH });
  return { ok: true };
}

/**
 * A valid tool name from any text (an app's name may be Chinese): runs of other characters become
 * one underscore; `fallback` when nothing usable is left. Room is kept for uniqueMcpToolNames' suffix.
 */
export function mcpToolNameOf(text: string, fallback: string): string {
  const room = MCP_TOOL_NAME_MAX_LENGTH - 4;
  const cleaned = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, room);
  return cleaned === '' ? fallback.slice(0, room) : cleaned;
}

/** The names in order, a repeated one (case-insensitively) suffixed _2, _3, … so every tool can be called. */
export function uniqueMcpToolNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let count = 2; taken.has(candidate.toLowerCase()); count += 1) candidate = `${name.slice(0, MCP_TOOL_NAME_MAX_LENGTH - String(count).length - 1)}_${count}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** One argument of an app's tool: the chat message, or the text of one Text Input component. */
export interface McpToolArgument {
  /** The property of the input schema. */
  name: string;
  description: string;
  required: boolean;
  /** The Text Input node the value goes to (as its input_value tweak); null for the chat message. */
  nodeId: string | null;
}

/** The argument name of the chat message, as the run API names it. */
export const MCP_CHAT_ARGUMENT = 'input_value';

/**
 * The flow's inputs as tool arguments: the chat message when it has a Chat Input, and each Text
 * Input by its node id (its display name describes it). A flow without either takes a chat message
 * anyway, so every tool can be called with text.
 */
export function mcpToolArguments(flow: Pick<FlowData, 'nodes'>): McpToolArgument[] {
  const nodes = flow.nodes.filter(isGenericNode);
  const hasChatInput = nodes.some((node) => node.data.type === 'ChatInput');
  const textInputs = nodes.filter((node) => node.data.type === 'TextInput');
  const chat: McpToolArgument = { name: MCP_CHAT_ARGUMENT, description: 'The message sent to the app, as a user types it in its chat.', required: hasChatInput, nodeId: null };
  const texts = textInputs.map((node) => {
    const label = node.data.node.display_name || node.data.type;
    const info = typeof node.data.node.description === 'string' ? node.data.node.description : '';
    return { name: mcpToolNameOf(node.id, node.id), description: info ? `${label}: ${info}` : label, required: false, nodeId: node.id };
  });
  return hasChatInput || texts.length === 0 ? [chat, ...texts] : texts;
}

/** The JSON Schema of a tool's arguments (MCP's inputSchema). */
export interface McpToolInputSchema {
  type: 'object';
  properties: Record<string, { type: 'string'; description: string }>;
  required: string[];
  additionalProperties: false;
}

export function mcpToolInputSchema(toolArguments: readonly McpToolArgument[]): McpToolInputSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(toolArguments.map((argument) => [argument.name, { type: 'string' as const, description: argument.description }])),
    required: toolArguments.filter((argument) => argument.required).map((argument) => argument.name),
    additionalProperties: false,
  };
}

/** What a tool call runs: the chat message, and the Text Inputs' values as their nodes' tweaks. */
export function mcpToolRunInput(toolArguments: readonly McpToolArgument[], values: Readonly<Record<string, unknown>>): { input_value: string | null; tweaks: Record<string, { input_value: string }> } {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const tweaks: Record<string, { input_value: string }> = {};
  for (const argument of toolArguments) {
    const value = text(argument.name);
    if (argument.nodeId !== null && value !== undefined) tweaks[argument.nodeId] = { input_value: value };
  }
  const chat = toolArguments.some((argument) => argument.nodeId === null) ? text(MCP_CHAT_ARGUMENT) : undefined;
  return { input_value: chat ?? null, tweaks };
}
