// POST /v1/messages (Anthropic Messages API): a message object, or with `stream: true` the named
// events message_start, content_block_start, ping, content_block_delta (text_delta,
// input_json_delta), content_block_stop, message_delta and message_stop.
import type { Exchange } from './exchange';
import type { FinishReason, PlannedReply } from './replies';

export interface MessagesRequest {
  model: string;
  max_tokens: number;
  messages: Array<{ role: string; content: unknown }>;
  system?: unknown;
  stream?: boolean;
}

/** A problem with the body in Anthropic's words, or undefined when it is a messages request. */
export function messagesRequestProblem(body: unknown): string | undefined {
  const request = body as Partial<MessagesRequest> | null;
  if (typeof request !== 'object' || request === null) return 'Request body is not valid JSON.';
  if (typeof request.model !== 'string' || request.model === '') return 'model: Field required';
  if (typeof request.max_tokens !== 'number') return 'max_tokens: Field required';
  if (!Array.isArray(request.messages) || request.messages.length === 0) return 'messages: at least one message is required';
  return undefined;
}

const STOP_REASONS: Record<FinishReason, string> = {
  stop: 'end_turn',
  length: 'max_tokens',
  tool_calls: 'tool_use',
  content_filter: 'refusal',
};

function contentBlocks(reply: PlannedReply) {
  return [
    ...(reply.text !== '' || reply.toolCalls.length === 0 ? [{ type: 'text', text: reply.text }] : []),
    ...reply.toolCalls.map((call) => ({ type: 'tool_use', id: call.id, name: call.name, input: JSON.parse(call.arguments) as unknown })),
  ];
}

export function anthropicMessage(request: MessagesRequest, reply: PlannedReply, id: string) {
  return {
    id,
    type: 'message',
    role: 'assistant',
    model: request.model,
    content: contentBlocks(reply),
    stop_reason: STOP_REASONS[reply.finishReason],
    stop_sequence: null,
    usage: { input_tokens: reply.promptTokens, output_tokens: reply.completionTokens },
  };
}

export async function streamAnthropicMessage(exchange: Exchange, request: MessagesRequest, reply: PlannedReply, id: string): Promise<void> {
  const send = (name: string, data: Record<string, unknown>) => exchange.event({ type: name, ...data }, name);
  if (!(await exchange.pause(reply.firstChunkDelayMs))) return;
  send('message_start', {
    message: { ...anthropicMessage(request, reply, id), content: [], stop_reason: null, usage: { input_tokens: reply.promptTokens, output_tokens: 1 } },
  });
  let index = 0;
  if (reply.text !== '' || reply.toolCalls.length === 0) {
    send('content_block_start', { index, content_block: { type: 'text', text: '' } });
    send('ping', {});
    for (const [position, piece] of reply.pieces.entries()) {
      if (reply.dropAfterChunks !== undefined && position >= reply.dropAfterChunks) return exchange.drop();
      if (position > 0 && !(await exchange.pause(reply.delayMs))) return;
      exchange.markContent();
      send('content_block_delta', { index, delta: { type: 'text_delta', text: piece } });
    }
    send('content_block_stop', { index });
    index += 1;
  }
  for (const call of reply.toolCalls) {
    if (!(await exchange.pause(reply.delayMs))) return;
    exchange.markContent();
    send('content_block_start', { index, content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} } });
    for (const piece of call.argumentPieces) {
      if (!(await exchange.pause(reply.delayMs))) return;
      send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } });
    }
    send('content_block_stop', { index });
    index += 1;
  }
  send('message_delta', { delta: { stop_reason: STOP_REASONS[reply.finishReason], stop_sequence: null }, usage: { output_tokens: reply.completionTokens } });
  send('message_stop', {});
  exchange.end();
}
