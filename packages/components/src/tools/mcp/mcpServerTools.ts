// An MCP server's tools as engine tools an agent calls: the name, description and argument schema
// the server lists, each call sent to the server and its content read back as text for the model.
import { createTool, type JsonSchema, type Tool, type ToolParameters } from '@app/engine';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { componentError } from '../../messages';
import { withMcpClient, type McpServerSettings } from './mcpConnection';

/** A tool as the server lists it (the SDK's type, reduced to what is used here). */
export interface McpToolInfo {
  name: string;
  description?: string;
  inputSchema: { properties?: Record<string, unknown>; required?: string[] };
}

/** One piece of a tool's answer, as MCP content blocks come. */
interface McpContent {
  type: string;
  text?: string;
  mimeType?: string;
  uri?: string;
  name?: string;
  resource?: { uri?: string; text?: string; mimeType?: string };
}

/** Servers page long lists; a broken server could page forever. */
const MAX_LIST_PAGES = 50;

/** Every tool the server offers, following its pages. */
export async function listServerTools(client: Client, settings: McpServerSettings, signal: AbortSignal): Promise<McpToolInfo[]> {
  const tools: McpToolInfo[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
    const result = await client.listTools(cursor === undefined ? undefined : { cursor }, { signal, timeout: settings.timeoutMs });
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (cursor === undefined) break;
  }
  return tools;
}

function contentText(content: McpContent): string {
  switch (content.type) {
    case 'text':
      return content.text ?? '';
    case 'resource':
      return content.resource?.text ?? `[${content.resource?.mimeType ?? 'resource'}: ${content.resource?.uri ?? ''}]`;
    case 'resource_link':
      return `[${content.name ?? 'resource'}: ${content.uri ?? ''}]`;
    default:
      // Images and audio are data a text model cannot read; it learns that there was one.
      return `[${content.type}${content.mimeType ? `: ${content.mimeType}` : ''}]`;
  }
}

/** The text the model reads for a tool's answer: its content, or its structured result as JSON. */
export function toolResultText(result: Record<string, unknown>): string {
  const contents = Array.isArray(result.content) ? (result.content as McpContent[]) : [];
  if (contents.length === 0 && result.structuredContent !== undefined) return JSON.stringify(result.structuredContent);
  return contents.map(contentText).join('\n');
}

/** The server's argument schema as the engine's: always an object with its properties. */
function toolParameters(info: McpToolInfo): ToolParameters {
  const properties = (info.inputSchema.properties ?? {}) as Record<string, JsonSchema>;
  return { type: 'object', properties, required: info.inputSchema.required ?? [], additionalProperties: false };
}

/** The engine tool that calls `info` on the server, in a session of its own, with the run's signal. */
export function serverTool(info: McpToolInfo, settings: McpServerSettings, runSignal: AbortSignal): Tool {
  return createTool({
    name: info.name,
    description: info.description ?? info.name,
    parameters: toolParameters(info),
    invoke: async (args, options) => {
      const signal = options?.signal ? AbortSignal.any([runSignal, options.signal]) : runSignal;
      const result = await withMcpClient(settings, signal, (client) =>
        client.callTool({ name: info.name, arguments: { ...args } }, undefined, { signal, timeout: settings.timeoutMs }),
      );
      const text = toolResultText(result);
      // The server says the tool failed: the agent shows it as the call's error and tells the model.
      if (result.isError === true) throw componentError('MCP_TOOL_FAILED', { tool: info.name, detail: text });
      return text;
    },
  });
}
