// Where Langflow's MCP components (MCPTools of 1.3 and of 1.5 on, MCPSse, MCPStdio) keep their
// server, as the fields of our MCP Tools: a URL with its transport and headers, or a command line
// with its environment variables.
import type { NodeTemplate } from '../types/fields';
import { textOf, valueOf } from './templateValues';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Langflow's MCP server setting (MCPTools 1.5 on): `{ name, config: { url, headers } | { command, args } }`. */
function mcpServerConfig(template: NodeTemplate): Record<string, unknown> {
  const server = valueOf(template, 'mcp_server');
  return isObject(server) && isObject(server.config) ? server.config : {};
}

/** The server's URL in each generation of Langflow's MCP components; empty for a local command. */
function mcpUrl(template: NodeTemplate): string {
  const config = mcpServerConfig(template);
  if (typeof config.url === 'string') return config.url.trim();
  if (textOf(template, 'mode') === 'SSE') return textOf(template, 'sse_url');
  if (textOf(template, 'mode') === 'Stdio') return '';
  return textOf(template, 'url');
}

/** The command line of a server Langflow starts locally (stdio); empty when it names a URL. */
function mcpCommand(template: NodeTemplate): string {
  const config = mcpServerConfig(template);
  if (typeof config.command === 'string') {
    const args = Array.isArray(config.args) ? config.args.filter((arg): arg is string => typeof arg === 'string') : [];
    return [config.command, ...args].map((word) => (/\s/.test(word) ? `"${word}"` : word)).join(' ');
  }
  return mcpUrl(template) === '' ? textOf(template, 'command') : '';
}

/** Header rows (`[{key, value}]`), `KEY=VALUE` lines or an object, as one object of texts. */
function mcpPairs(value: unknown): Record<string, string> {
  const rows = Array.isArray(value) ? value : isObject(value) ? Object.entries(value).map(([key, text]) => ({ key, value: text })) : [];
  const pairs: Record<string, string> = {};
  for (const row of rows) {
    if (isObject(row) && typeof row.key === 'string' && typeof row.value === 'string') pairs[row.key] = row.value;
    else if (typeof row === 'string' && row.includes('=')) pairs[row.slice(0, row.indexOf('='))] = row.slice(row.indexOf('=') + 1);
  }
  return pairs;
}

const nonEmpty = (name: string, pairs: Record<string, string>) => (Object.keys(pairs).length > 0 ? { [name]: pairs } : {});

/** Our MCP Tools' server fields from a Langflow MCP node; `sse` for MCPSse, which speaks SSE only. */
export function mcpValues(sse: boolean) {
  return (template: NodeTemplate): Record<string, unknown> => {
    const config = mcpServerConfig(template);
    const command = mcpCommand(template);
    if (command !== '') return { transport: 'Stdio', command, ...nonEmpty('env', { ...mcpPairs(valueOf(template, 'env')), ...mcpPairs(config.env) }) };
    const url = mcpUrl(template);
    const own = textOf(template, 'transport');
    // Langflow 1.5 on keeps one URL for both transports; an SSE endpoint is conventionally /sse.
    const guessed = sse || textOf(template, 'mode') === 'SSE' || /\/sse\/?$/.test(url) ? 'SSE' : 'Streamable HTTP';
    // A node of ours written out without its code (our Langflow export) keeps its choice.
    const transport = own === 'SSE' || own === 'Streamable HTTP' ? own : guessed;
    return { url, transport, ...nonEmpty('headers', { ...mcpPairs(valueOf(template, 'headers_input')), ...mcpPairs(config.headers) }) };
  };
}
