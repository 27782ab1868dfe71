// Where MCP clients reach published apps as tools (issue 22) and the configuration the 集成 tab
// hands to them: Langflow's paths (one server for every app the key may use, one per folder as
// Langflow serves one per project), streamable HTTP first, SSE for clients of the older revision.
import { API_KEY_HEADER } from './apiKeyTypes';

/** The current protocol revision's transport. */
export const MCP_STREAMABLE_PATH = '/api/v1/mcp/streamable';
/** The 2024-11-05 revision's transport: GET opens the event stream, POSTs go to the path it names. */
export const MCP_SSE_PATH = '/api/v1/mcp/sse';

/** The server's name for itself (its serverInfo), and the configuration key of the all-apps server. */
export const MCP_SERVER_NAME = 'published-apps';

export interface McpEndpoints {
  streamable: string;
  sse: string;
}

const trimHost = (host: string) => host.replace(/\/+$/, '');

/** The endpoints of every app the caller may use, or of those in one folder (Langflow's /mcp/project/{id}). */
export function mcpEndpoints(host: string, folderId?: string | null): McpEndpoints {
  const base = `${trimHost(host)}/api/v1/mcp${folderId ? `/project/${encodeURIComponent(folderId)}` : ''}`;
  return { streamable: `${base}/streamable`, sse: `${base}/sse` };
}

export interface McpClientConfigOptions {
  /** The streamable HTTP endpoint (mcpEndpoints). */
  url: string;
  /** The key under mcpServers. */
  serverName: string;
  /** Sent as x-api-key. */
  apiKey: string;
}

export interface McpClientConfigs {
  /** Cursor, Windsurf, Claude Code and other clients that speak streamable HTTP themselves. */
  cursor: string;
  /** Claude Desktop, which starts local servers only: mcp-remote bridges to the URL, the key in its env. */
  claudeDesktop: string;
}

/** The `mcpServers` JSON of common clients, ready to paste into their configuration file. */
export function mcpClientConfigs({ url, serverName, apiKey }: McpClientConfigOptions): McpClientConfigs {
  const cursor = { mcpServers: { [serverName]: { url, headers: { [API_KEY_HEADER]: apiKey } } } };
  const claudeDesktop = {
    mcpServers: {
      [serverName]: {
        command: 'npx',
        // No space after the colon: Claude Desktop on Windows splits arguments at spaces.
        args: ['-y', 'mcp-remote', url, '--header', `${API_KEY_HEADER}:\${API_KEY}`],
        env: { API_KEY: apiKey },
      },
    },
  };
  return { cursor: JSON.stringify(cursor, null, 2), claudeDesktop: JSON.stringify(claudeDesktop, null, 2) };
}

/** A server name clients accept (letters, digits, - and _), from a folder's or the site's name. */
export function mcpServerName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return cleaned === '' ? 'apps' : cleaned.slice(0, 40);
}
