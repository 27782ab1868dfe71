// One MCP server (the SDK's low-level Server) for one caller: tools/list answers the published apps
// its key may use, tools/call runs one app's released snapshot as the run API does for that key and
// answers the chat output's text. While the run streams, each token becomes a progress notification
// when the client asked for progress (a progressToken in the call's _meta).
import { randomUUID } from 'node:crypto';
import { MCP_SERVER_NAME } from '@app/api-client';
import type { TextLanguage } from '@app/engine';
import { mcpToolInputSchema, mcpToolRunInput, type BuildEvent } from '@app/flow-graph';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode as McpErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { KeyRunLimit } from '../auth/apiKeyResolver';
import type { Principal } from '../auth/authHook';
import type { EngineEnvironment } from '../build/engineEnvironment';
import type { AppError } from '../errors/appError';
import { detailIn, wordingIn } from '../errors/codedDetail';
import type { JobQueue } from '../build/jobs/jobQueue';
import { readPackageInfo } from '../config/packageInfo';
import { keyJobOwner } from '../keys/keyAccess';
import { queuedRunOutcome, rowToSend } from '../run/queuedRuns';
import { runTarget } from '../run/runAccess';
import { runBody } from '../run/runSchemas';
import { executeRun, runFailure, SERVER_RUN_FAILURE } from '../run/runService';
import { answerContent } from './mcpAnswer';
import { listMcpApps, type McpApp, type McpScope } from './mcpApps';

export interface McpContext {
  environment: EngineEnvironment;
  /** A tool call is a run: it counts against the key's runs a minute like the run API's. */
  keyRuns: KeyRunLimit;
  /** Queue mode: a tool call is a queued run, run on a worker as the run API's are. */
  runQueue?: JobQueue;
}

const serverInfo = { name: MCP_SERVER_NAME, version: readPackageInfo().version };

const failed = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

/** `language`: the opening request's (Accept-Language), for the texts of failed runs. */
export function createMcpServer(context: McpContext, principal: Principal, scope: McpScope, language: TextLanguage): Server {
  const { environment } = context;
  const server = new Server(serverInfo, {
    capabilities: { tools: { listChanged: false } },
    instructions: 'Each tool is a published app: call it with the message for the app; it answers with the app’s reply.',
  });

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const apps = await listMcpApps(environment.db, principal, scope);
    return { tools: apps.map((app) => ({ name: app.name, description: app.description, inputSchema: mcpToolInputSchema(app.toolArguments) })) };
  });

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const apps = await listMcpApps(environment.db, principal, scope);
    const app = apps.find((candidate) => candidate.name === request.params.name);
    if (!app) throw new McpError(McpErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    const progressToken = request.params._meta?.progressToken;
    let progress = 0;
    const sent: Array<Promise<void>> = [];
    const onToken =
      progressToken === undefined
        ? undefined
        : (chunk: string) => {
            progress += 1;
            // A client that went away does not fail the run; its answer simply goes nowhere.
            sent.push(extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress, message: chunk } }).catch(() => undefined));
          };
    const result = await runApp(context, principal, app, request.params.arguments ?? {}, { signal: extra.signal, onToken, language });
    // The answer goes after its progress: a client drops progress that arrives once the call has answered.
    await Promise.all(sent);
    return result;
  });

  return server;
}

interface RunHooks {
  signal: AbortSignal;
  onToken?: (chunk: string) => void;
  language: TextLanguage;
}

/** Runs the app's release for the key (its own conversation per call) and answers its chat output. */
async function runApp(context: McpContext, principal: Principal, app: McpApp, values: Record<string, unknown>, { signal, onToken, language }: RunHooks): Promise<CallToolResult> {
  const { environment } = context;
  const { input_value, tweaks } = mcpToolRunInput(app.toolArguments, values);
  const logger = environment.logger.child({ flowId: app.flowId, storeId: app.storeId, apiKeyId: principal.apiKey?.id, tool: app.name });
  try {
    if (principal.apiKey) await context.keyRuns.take(principal.apiKey.id);
    // Each call is a conversation of its own: a tool answers the call, not a chat's history.
    const body = runBody.parse({ input_value, session_id: randomUUID() });
    const target = await runTarget(environment, principal, app.flowId, body);
    logger.info('mcp tool call');
    // The Text Inputs' values are the only tweaks: the caller cannot change anything else of the app.
    const tweaked = { ...target.body, tweaks };
    const stream = onToken !== undefined;
    const onEvent = (event: BuildEvent) => (event.event === 'token' ? onToken?.(event.data.chunk) : undefined);
    const response = context.runQueue
      ? await queuedRunOutcome(
          {
            queue: context.runQueue,
            ownerId: principal.apiKey ? keyJobOwner(principal.apiKey.id) : principal.userId,
            job: { flowId: target.flow.id, releaseId: target.releaseId, readRow: rowToSend(target.flow), body: tweaked, requestVariables: {}, stream, conversation: target.options.conversation },
          },
          signal,
          onEvent,
        )
      : await executeRun(environment, target.flow, tweaked, { ...target.options, stream, signal, sink: { emit: onEvent } });
    return { content: await answerContent(environment, target.flow.user_id ?? '', response) };
  } catch (error) {
    const failure = runFailure(error);
    if (failure) return failed(await failureText(failure, language));
    logger.error({ err: error }, 'mcp tool call failed');
    return failed(SERVER_RUN_FAILURE);
  }
}

/** A failed run's reason in `language`: the coded reason itself, not Langflow's JSON detail around it. */
async function failureText(failure: AppError, language: TextLanguage): Promise<string> {
  if (!failure.coded) return failure.status < 500 ? failure.detail : failureMessage(failure.detail);
  const word = await wordingIn(language);
  return failure.coded.form === 'langflow' ? word(failure.coded.reason) : detailIn(word, failure.coded);
}

/** The component's message out of Langflow's JSON error detail (see langflowErrorDetail). */
function failureMessage(detail: string): string {
  try {
    const parsed = JSON.parse(detail) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : detail;
  } catch {
    return detail;
  }
}
