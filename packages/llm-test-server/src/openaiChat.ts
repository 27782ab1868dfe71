// POST /v1/chat/completions: a chat.completion object, or with `stream: true` chat.completion.chunk
// events (role first, content pieces, tool-call deltas, the finish reason, usage when
// stream_options.include_usage asks for it) closed by `data: [DONE]`.
import type { Exchange } from './exchange';
import type { PlannedReply } from './replies';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content?: unknown }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

/** A problem with the body in OpenAI's words, or undefined when it is a chat request. */
export function chatRequestProblem(body: unknown): string | undefined {
  const request = body as Partial<ChatRequest> | null;
  if (typeof request !== 'object' || request === null) return 'We could not parse the JSON body of your request.';
  if (typeof request.model !== 'string' || request.model === '') return 'you must provide a model parameter';
  if (!Array.isArray(request.messages) || request.messages.length === 0) return "'messages' must contain at least one message.";
  return undefined;
}

function usageOf(reply: PlannedReply) {
  return { prompt_tokens: reply.promptTokens, completion_tokens: reply.completionTokens, total_tokens: reply.promptTokens + reply.completionTokens };
}

export function chatCompletion(request: ChatRequest, reply: PlannedReply, id: string) {
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    system_fingerprint: 'fp_llm_test',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.toolCalls.length > 0 && reply.text === '' ? null : reply.text,
          refusal: null,
          ...(reply.toolCalls.length > 0
            ? { tool_calls: reply.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })) }
            : {}),
        },
        logprobs: null,
        finish_reason: reply.finishReason,
      },
    ],
    usage: usageOf(reply),
  };
}

export async function streamChatCompletion(exchange: Exchange, request: ChatRequest, reply: PlannedReply, id: string): Promise<void> {
  const includeUsage = request.stream_options?.include_usage === true;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model: request.model,
    system_fingerprint: 'fp_llm_test',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(includeUsage ? { usage: null } : {}),
  });

  if (!(await exchange.pause(reply.firstChunkDelayMs))) return;
  exchange.event(chunk({ role: 'assistant', content: '', refusal: null }));
  for (const [index, piece] of reply.pieces.entries()) {
    if (reply.dropAfterChunks !== undefined && index >= reply.dropAfterChunks) return exchange.drop();
    if (index > 0 && !(await exchange.pause(reply.delayMs))) return;
    exchange.markContent();
    exchange.event(chunk({ content: piece }));
  }
  for (const [index, call] of reply.toolCalls.entries()) {
    if (!(await exchange.pause(reply.delayMs))) return;
    exchange.markContent();
    exchange.event(chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }));
    for (const piece of call.argumentPieces) {
      if (!(await exchange.pause(reply.delayMs))) return;
      exchange.event(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  }
  exchange.event(chunk({}, reply.finishReason));
  if (includeUsage) {
    exchange.event({ id, object: 'chat.completion.chunk', created, model: request.model, system_fingerprint: 'fp_llm_test', choices: [], usage: usageOf(reply) });
  }
  exchange.event('[DONE]');
  exchange.end();
}
