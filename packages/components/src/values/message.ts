// Message values a component returns without sending them (a prompt, a parsed text): the same
// ChatMessage shape the engine sends, stamped with the running vertex as its source.
import type { ChatMessage } from '@app/flow-graph';
import { createChatMessage, type MessageInit, type RunContext } from '@app/engine';

type MessageSource = Pick<RunContext<unknown, string>, 'flowId' | 'sessionId' | 'vertexId' | 'displayName'>;

export function createMessageValue(context: MessageSource, init: MessageInit): ChatMessage {
  return createChatMessage(init, {
    flowId: context.flowId,
    sessionId: context.sessionId,
    source: { id: context.vertexId, display_name: context.displayName, source: context.displayName },
  });
}

/** The common case: a message that only carries text. */
export function textMessage(context: MessageSource, text: string): ChatMessage {
  return createMessageValue(context, { text });
}
