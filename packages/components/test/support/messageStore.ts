// An in-memory message store with the semantics the server's store has: filtered by session,
// flow, sender and sender name, the newest `limit` returned oldest first.
import type { MessageStore } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';

export interface MemoryMessageStore extends MessageStore {
  readonly messages: ChatMessage[];
}

export function createMemoryMessageStore(initial: ChatMessage[] = []): MemoryMessageStore {
  const messages = [...initial];
  return {
    messages,
    async list(query) {
      const matching = messages.filter(
        (message) =>
          message.session_id === query.sessionId &&
          (query.flowId === null || message.flow_id === query.flowId) &&
          (query.sender === undefined || message.sender === query.sender) &&
          (query.senderName === undefined || message.sender_name === query.senderName),
      );
      return query.limit === undefined ? matching : matching.slice(-query.limit);
    },
    async save(message) {
      messages.push(message);
    },
  };
}
