// Conversations kept in this process's memory (the messages of runs made with API keys, see
// keyAccess): per flow id and session, bounded, the oldest conversation dropped first, so callers
// cannot grow the server. With several API instances each one keeps its own.
import type { MessageQuery, MessageStore } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';

const DEFAULT_MAX_CONVERSATIONS = 2_000;
const DEFAULT_MAX_MESSAGES = 200;

export interface MemoryConversationLimits {
  /** Conversations (flow id + session) kept at once. */
  maxConversations?: number;
  /** Messages kept per conversation; older ones are forgotten first. */
  maxMessages?: number;
}

export function createMemoryConversations({ maxConversations = DEFAULT_MAX_CONVERSATIONS, maxMessages = DEFAULT_MAX_MESSAGES }: MemoryConversationLimits = {}): MessageStore {
  // Map order is recency: a conversation written to moves to the young end.
  const conversations = new Map<string, ChatMessage[]>();
  const keyOf = (flowId: string | null, sessionId: string) => JSON.stringify([flowId, sessionId]);

  return {
    async list(query: MessageQuery) {
      const found = (conversations.get(keyOf(query.flowId, query.sessionId)) ?? []).filter(
        (message) =>
          message.error !== true &&
          (query.sender === undefined || message.sender === query.sender) &&
          (query.senderName === undefined || message.sender_name === query.senderName),
      );
      return structuredClone(query.limit !== undefined ? found.slice(Math.max(0, found.length - query.limit)) : found);
    },
    async save(message: ChatMessage) {
      const key = keyOf(message.flow_id ?? null, message.session_id);
      const messages = conversations.get(key) ?? [];
      conversations.delete(key);
      const at = messages.findIndex((kept) => kept.id === message.id);
      if (at >= 0) messages[at] = structuredClone(message);
      else messages.push(structuredClone(message));
      if (messages.length > maxMessages) messages.splice(0, messages.length - maxMessages);
      conversations.set(key, messages);
      if (conversations.size > maxConversations) conversations.delete(conversations.keys().next().value as string);
    },
  };
}
