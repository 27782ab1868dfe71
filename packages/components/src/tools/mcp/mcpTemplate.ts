// The editor's template updates of MCP Tools: choosing the transport shows the URL fields or the
// command fields; the refresh button of the tool choice connects and offers the server's tools.
import type { TemplateUpdate, TemplateUpdateResult } from '@app/engine';
import type { NodeTemplate, TemplateField } from '@app/flow-graph';
import { componentError, withCauses } from '../../messages';
import { serverLabel, withMcpClient, type McpServerSettings } from './mcpConnection';
import { listServerTools, type McpToolInfo } from './mcpServerTools';
import { serverSettings } from './mcpSettings';

const URL_FIELDS = ['url', 'api_key', 'headers'];
const COMMAND_FIELDS = ['command', 'env'];

/** The server's tools, or a refusal that says which server failed and why. */
export async function serverTools(settings: McpServerSettings, signal: AbortSignal): Promise<McpToolInfo[]> {
  try {
    return await withMcpClient(settings, signal, (client) => listServerTools(client, settings, signal));
  } catch (error) {
    // A cancelled build stops as it is; the editor's own time limit is a failure worth a reason.
    if (signal.aborted && (signal.reason as Error | undefined)?.name !== 'TimeoutError') throw signal.reason;
    const failure = componentError('MCP_CONNECT_FAILED', { url: serverLabel(settings), detail: error instanceof Error ? error.message : String(error) });
    // The guard's coded refusal travels along, so the client words it in the user's language.
    throw error instanceof Error ? withCauses(failure, { detail: error }) : failure;
  }
}

function fieldOf(template: NodeTemplate, name: string): TemplateField | undefined {
  const field = template[name];
  return typeof field === 'object' && field !== null ? field : undefined;
}

/** The URL fields for Streamable HTTP and SSE, the command fields for Stdio. */
function showTransportFields(template: NodeTemplate, transport: unknown): NodeTemplate {
  const next = structuredClone(template);
  const stdio = transport === 'Stdio';
  for (const name of URL_FIELDS) Object.assign(fieldOf(next, name) ?? {}, { show: !stdio });
  for (const name of COMMAND_FIELDS) Object.assign(fieldOf(next, name) ?? {}, { show: stdio });
  return next;
}

async function settingsOf(update: TemplateUpdate): Promise<McpServerSettings> {
  const value = (name: string) => fieldOf(update.template, name)?.value;
  const key = fieldOf(update.template, 'api_key');
  const keyText = typeof key?.value === 'string' ? key.value : '';
  const apiKey = key?.load_from_db === true && keyText !== '' ? await update.resolveVariable?.(keyText, 'api_key') : keyText;
  const fields = {
    transport: String(value('transport') ?? ''),
    url: String(value('url') ?? ''),
    api_key: apiKey,
    headers: (value('headers') ?? {}) as Record<string, unknown>,
    command: String(value('command') ?? ''),
    env: (value('env') ?? {}) as Record<string, unknown>,
    timeout: Number(value('timeout') ?? 30),
  };
  return serverSettings(fields, update.services ?? {}, 'MCP Tools');
}

/** The tool choice offering the server's tools, keeping the chosen names it still offers. */
async function toolOptions(update: TemplateUpdate): Promise<NodeTemplate> {
  const settings = await settingsOf(update);
  const names = (await serverTools(settings, AbortSignal.timeout(settings.timeoutMs))).map((tool) => tool.name);
  const template = structuredClone(update.template);
  const field = fieldOf(template, 'tool_names') as TemplateField;
  const chosen = Array.isArray(field.value) ? field.value.filter((name) => names.includes(String(name))) : [];
  template.tool_names = { ...field, options: names, limit: Math.max(names.length, 1), value: chosen };
  return template;
}

export async function mcpTemplateUpdate(update: TemplateUpdate): Promise<TemplateUpdateResult> {
  if (update.field === 'transport') return { template: showTransportFields(update.template, update.value) };
  // The user's services come with built-in components only; without them there is nothing to ask.
  if (update.field === 'tool_names' && update.services) return { template: await toolOptions(update) };
  return {};
}
