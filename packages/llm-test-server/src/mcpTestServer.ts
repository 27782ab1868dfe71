// A local MCP server built with the official SDK, started by the test on a free port: streamable
// HTTP at /mcp (stateless, a server per request) and the older SSE transport at /sse. Its tools:
// `add` (two numbers), `whoami` (the Authorization header it received) and `broken` (answers
// with an error). It records the tool calls it served.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/** A script that serves `add` and `environment` over stdio: run it with `node <script>`. */
export const MCP_STDIO_SERVER_SCRIPT = fileURLToPath(new URL('../scripts/mcp-stdio-server.mjs', import.meta.url));

export interface McpTestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  calls: Array<{ name: string; args: unknown }>;
  close(): Promise<void>;
}

function toolServer(calls: McpTestServer['calls']): McpServer {
  const server = new McpServer({ name: 'test-tools', version: '1.0.0' });
  server.registerTool(
    'add',
    { description: 'Adds two numbers.', inputSchema: { a: z.number().describe('First number'), b: z.number().describe('Second number') } },
    async (args) => {
      calls.push({ name: 'add', args });
      return { content: [{ type: 'text', text: String(args.a + args.b) }] };
    },
  );
  server.registerTool('whoami', { description: 'Says which credentials arrived.' }, async (extra) => {
    calls.push({ name: 'whoami', args: {} });
    return { content: [{ type: 'text', text: `authorization: ${extra.requestInfo?.headers.authorization ?? 'none'}` }] };
  });
  server.registerTool('broken', { description: 'Always fails.' }, async () => {
    calls.push({ name: 'broken', args: {} });
    return { content: [{ type: 'text', text: 'the disk is full' }], isError: true };
  });
  return server;
}

async function streamable(calls: McpTestServer['calls'], request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST') {
    // Stateless: no stream of server-initiated messages to open.
    response.writeHead(405).end();
    return;
  }
  const server = toolServer(calls);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  response.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(request, response);
}

export async function startMcpTestServer(): Promise<McpTestServer> {
  const calls: McpTestServer['calls'] = [];
  const sse = new Map<string, SSEServerTransport>();
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const answer = async () => {
      if (url.pathname === '/mcp') return streamable(calls, request, response);
      if (url.pathname === '/sse' && request.method === 'GET') {
        const transport = new SSEServerTransport('/messages', response);
        sse.set(transport.sessionId, transport);
        response.on('close', () => sse.delete(transport.sessionId));
        await toolServer(calls).connect(transport);
        return;
      }
      const session = sse.get(url.searchParams.get('sessionId') ?? '');
      if (url.pathname === '/messages' && session) return session.handlePostMessage(request, response);
      response.writeHead(404).end();
    };
    answer().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
