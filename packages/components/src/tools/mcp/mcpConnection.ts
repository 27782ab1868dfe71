// One session with an MCP server through the official SDK client: streamable HTTP (the current
// protocol revision) or SSE (servers of the older revision), every request through the server's
// guarded fetch, so an MCP URL reaches no private, local or metadata address unless an
// administrator allowed it (FETCH_ALLOWED_HOSTS), exactly as the URL and API components; or a
// local command speaking MCP on its stdin and stdout, when an administrator allows commands.
import { tmpdir } from 'node:os';
import type { OutboundFetch } from '@app/engine';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';

export const MCP_TRANSPORTS = ['Streamable HTTP', 'SSE', 'Stdio'] as const;
export type McpTransport = (typeof MCP_TRANSPORTS)[number];

interface RequestLimit {
  /** Limit of one request (connect, list, call), in ms. */
  timeoutMs: number;
}

export interface McpHttpServer extends RequestLimit {
  transport: 'Streamable HTTP' | 'SSE';
  url: string;
  /** Sent with every request (an API key among them). */
  headers: Record<string, string>;
  fetch: OutboundFetch;
}

export interface McpCommandServer extends RequestLimit {
  transport: 'Stdio';
  command: string;
  args: string[];
  /** Added to the few variables every command gets, never the server's own environment. */
  env: Record<string, string>;
}

export type McpServerSettings = McpHttpServer | McpCommandServer;

/** What names the server in messages: its URL or its command line. */
export function serverLabel(settings: McpServerSettings): string {
  return settings.transport === 'Stdio' ? [settings.command, ...settings.args].join(' ') : settings.url;
}

type Fetch = typeof globalThis.fetch;
type RequestOptions = NonNullable<Parameters<Fetch>[1]>;

/** Who we are to the server (its logs, its capability checks). */
const CLIENT_INFO = { name: 'ai-flow-platform', version: '1.0.0' };

/** A response body may stream for as long as the request may last, plus a moment to close it. */
const EXCHANGE_MARGIN_MS = 5_000;

function requestBody(body: RequestOptions['body']): string | Uint8Array | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  // The SDK sends JSON-RPC as text; anything else would be a new kind of request worth noticing.
  throw new TypeError(`Unsupported request body for an MCP request: ${Object.prototype.toString.call(body)}`);
}

/** The guarded fetch in the shape the SDK's transports call. */
export function mcpFetch(outbound: OutboundFetch, timeoutMs: number): Fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return outbound(url, {
      method: init?.method,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: requestBody(init?.body),
      signal: init?.signal ?? undefined,
      redirect: init?.redirect === 'manual' || init?.redirect === 'error' ? 'manual' : 'follow',
      timeoutMs: timeoutMs + EXCHANGE_MARGIN_MS,
    });
  };
}

// The SDK loads with the first MCP session: a server whose flows use no MCP server never needs it.
async function transportFor(settings: McpServerSettings): Promise<Transport> {
  if (settings.transport === 'Stdio') {
    const { getDefaultEnvironment, StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
    // The server's secrets stay out of the command's environment; its output on stderr is not ours to log.
    const env = { ...getDefaultEnvironment(), ...settings.env };
    return new StdioClientTransport({ command: settings.command, args: settings.args, env, cwd: tmpdir(), stderr: 'ignore' });
  }
  const url = new URL(settings.url);
  const fetch = mcpFetch(settings.fetch, settings.timeoutMs);
  const requestInit = { headers: settings.headers };
  if (settings.transport === 'SSE') {
    const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
    return new SSEClientTransport(url, { fetch, requestInit });
  }
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  return new StreamableHTTPClientTransport(url, { fetch, requestInit });
}

/**
 * Connects, runs `use` with the initialised client, and closes the session whatever happens (a
 * tool call opens its own: the flow may run long after the tools were listed; a command ends).
 */
export async function withMcpClient<T>(settings: McpServerSettings, signal: AbortSignal, use: (client: Client) => Promise<T>): Promise<T> {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const client = new Client(CLIENT_INFO);
  try {
    await client.connect(await transportFor(settings), { signal, timeout: settings.timeoutMs });
    return await use(client);
  } finally {
    await client.close().catch(() => undefined);
  }
}
