// MCP endpoints of published apps (issue 22) on Langflow's paths: /api/v1/mcp/… for every app the
// caller's key may use, /api/v1/mcp/project/{folder_id}/… for those in one of the key owner's folders. Streamable HTTP
// (current revision) is served statelessly: each POST gets a fresh server for its caller. The SSE
// transport of the 2024-11-05 revision keeps one server per open stream, in this process; its
// POSTs must come with the key that opened the stream. Only API keys (x-api-key or Bearer) sign in.
import { ROLE_USER } from '@app/api-client';
import type { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf, type Principal } from '../auth/authHook';
import { notAuthenticated, notFound } from '../errors/appError';
import { rateLimited } from '../http/rateLimited';
import { flowMessages } from '../flows/flowRules';
import { crossOriginHeaders } from '../http/cors';
import { requestLanguage } from '../http/requestLanguage';
import type { createMcpServer, McpContext } from './mcpServer';
import type { McpScope } from './mcpApps';

const folderParams = z.object({ folderId: z.uuid() });
const sessionQuery = z.object({ sessionId: z.string().min(1).max(200) });

/**
 * SSE streams one key may hold open in this process. Each keeps a socket and an MCP server; a key
 * can be a channel code sitting in a public page, so without a bound anyone holding it could open
 * streams until the process runs out. A client opens one; streamable HTTP opens none.
 */
export const MCP_SSE_STREAMS_PER_KEY = 32;

export const mcpMessages = {
  SESSION_NOT_FOUND: 'MCP session not found',
} as const;

/** The MCP SDK's server side, loaded with the first MCP request: most servers never get one. */
let sdk: Promise<{ createMcpServer: typeof createMcpServer; SSEServerTransport: typeof SSEServerTransport; StreamableHTTPServerTransport: typeof StreamableHTTPServerTransport }> | undefined;
function loadSdk() {
  sdk ??= Promise.all([import('./mcpServer'), import('@modelcontextprotocol/sdk/server/sse.js'), import('@modelcontextprotocol/sdk/server/streamableHttp.js')]).then(
    ([{ createMcpServer }, { SSEServerTransport }, { StreamableHTTPServerTransport }]) => ({ createMcpServer, SSEServerTransport, StreamableHTTPServerTransport }),
  );
  return sdk;
}

interface SseSession {
  transport: SSEServerTransport;
  keyId: string;
}

/** The route config of every MCP route: API keys only, as a header or a Bearer token; reading (no run rate limit per message). */
const keyRoute: { config: FastifyContextConfig } = { config: { auth: ROLE_USER, apiKey: 'read', apiKeyAsBearer: true } };

function keyCaller(request: FastifyRequest): Principal & { apiKey: NonNullable<Principal['apiKey']> } {
  const principal = principalOf(request);
  // A console session is not an MCP credential: clients are configured with keys.
  if (!principal.apiKey) throw notAuthenticated();
  return principal as Principal & { apiKey: NonNullable<Principal['apiKey']> };
}

export interface McpRoutesContext extends McpContext {
  /** CORS_ORIGINS: browser clients on other sites may connect (keys travel in headers, never cookies). */
  corsOrigins: readonly string[] | null;
}

export function registerMcpRoutes(app: FastifyInstance, context: McpRoutesContext): void {
  const { db } = context.environment;
  const sseSessions = new Map<string, SseSession>();
  app.addHook('preClose', async () => {
    await Promise.all([...sseSessions.values()].map(({ transport }) => transport.close()));
  });

  /**
   * The caller's own folder, as Langflow serves only the key owner's projects; another user's
   * answers as a missing one, so folder ids cannot be probed and no one learns which of the apps
   * they may use sit in whose folder.
   */
  async function scopeOf(request: FastifyRequest, principal: Principal): Promise<McpScope> {
    if (!(request.params as { folderId?: string }).folderId) return { folderId: null };
    const { folderId } = folderParams.parse(request.params);
    const folder = await db.selectFrom('folders').select('id').where('id', '=', folderId).where('user_id', '=', principal.userId).executeTakeFirst();
    if (!folder) throw notFound(flowMessages.FOLDER_NOT_FOUND);
    return { folderId };
  }

  /** Hands the response to the SDK, which writes it itself: the CORS headers Fastify would add go on first. */
  function handOver(request: FastifyRequest, reply: FastifyReply): void {
    reply.hijack();
    for (const [name, value] of Object.entries(crossOriginHeaders(request, { origins: context.corsOrigins }))) reply.raw.setHeader(name, value);
  }

  async function streamable(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const principal = keyCaller(request);
    const { createMcpServer, StreamableHTTPServerTransport } = await loadSdk();
    const server = createMcpServer(context, principal, await scopeOf(request, principal), requestLanguage(request));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    handOver(request, reply);
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  }

  async function openSse(request: FastifyRequest, reply: FastifyReply, messagesPath: string): Promise<void> {
    const principal = keyCaller(request);
    const open = [...sseSessions.values()].filter((session) => session.keyId === principal.apiKey.id).length;
    if (open >= MCP_SSE_STREAMS_PER_KEY) throw rateLimited('RATE_LIMIT_MCP_SSE_STREAMS', MCP_SSE_STREAMS_PER_KEY);
    const { createMcpServer, SSEServerTransport } = await loadSdk();
    const server = createMcpServer(context, principal, await scopeOf(request, principal), requestLanguage(request));
    handOver(request, reply);
    const transport = new SSEServerTransport(messagesPath, reply.raw);
    sseSessions.set(transport.sessionId, { transport, keyId: principal.apiKey.id });
    transport.onclose = () => sseSessions.delete(transport.sessionId);
    reply.raw.on('close', () => {
      sseSessions.delete(transport.sessionId);
      void server.close();
    });
    await server.connect(transport);
  }

  async function sseMessage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const principal = keyCaller(request);
    const { sessionId } = sessionQuery.parse(request.query);
    const session = sseSessions.get(sessionId);
    // Another key's stream is as unknown as a closed one.
    if (!session || session.keyId !== principal.apiKey.id) throw notFound(mcpMessages.SESSION_NOT_FOUND);
    handOver(request, reply);
    await session.transport.handlePostMessage(request.raw, reply.raw, request.body);
  }

  for (const base of ['/api/v1/mcp', '/api/v1/mcp/project/:folderId']) {
    app.route({ method: ['POST', 'GET', 'DELETE'], url: `${base}/streamable`, ...keyRoute, handler: streamable });
    app.get(`${base}/sse`, keyRoute, (request, reply) => {
      const { folderId } = request.params as { folderId?: string };
      return openSse(request, reply, folderId ? `/api/v1/mcp/project/${folderId}/` : '/api/v1/mcp/');
    });
    // Langflow's message paths: the server's own path (the SSE stream names it with the session).
    app.post(base, keyRoute, sseMessage);
  }
}
