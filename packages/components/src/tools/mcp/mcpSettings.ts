// The MCP server a node names, from its fields: an http(s) URL reached through the server's guarded
// fetch, or a command line, which only runs where an administrator allows local commands.
import type { EngineServices } from '@app/engine';
import { componentError } from '../../messages';
import { requireFetch } from '../../shared/services';
import { MCP_TRANSPORTS, type McpServerSettings, type McpTransport } from './mcpConnection';

/** The node's fields that name the server (as `run` gets them, or read from the template). */
export interface McpServerFields {
  transport: string;
  url: string;
  api_key?: string;
  headers?: Record<string, unknown>;
  command: string;
  env?: Record<string, unknown>;
  timeout: number;
}

/** A command line as words: blanks separate them, "double" or 'single' quotes keep blanks in one. */
export function commandWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3] ?? '');
  return words;
}

/** A name/value object's entries with a name, as texts. */
function texts(values: Record<string, unknown> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(values ?? {})) if (name.trim() !== '' && value !== undefined && value !== null) result[name.trim()] = String(value);
  return result;
}

function transportOf(value: string): McpTransport {
  return (MCP_TRANSPORTS as readonly string[]).includes(value) ? (value as McpTransport) : 'Streamable HTTP';
}

/** The server to connect to; refuses what cannot be reached, or may not be started, with a reason. */
export function serverSettings(fields: McpServerFields, services: EngineServices, component: string): McpServerSettings {
  const transport = transportOf(fields.transport);
  const timeoutMs = Math.max(1, fields.timeout) * 1000;
  if (transport === 'Stdio') {
    if (services.localCommands !== true) throw componentError('MCP_COMMANDS_DISABLED');
    const [command, ...args] = commandWords(fields.command);
    if (command === undefined) throw componentError('MCP_COMMAND_NONE');
    return { transport, command, args, env: texts(fields.env), timeoutMs };
  }
  const url = fields.url.trim();
  if (url === '') throw componentError('MCP_URL_NONE');
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) throw componentError('URL_INVALID', { url });
  const headers = texts(fields.headers);
  if (fields.api_key) headers.authorization = `Bearer ${fields.api_key}`;
  return { transport, url, headers, timeoutMs, fetch: requireFetch(services, component) };
}
