// The messages of public playground builds. A visitor's builds run under a virtual flow id of their
// own (client_id + flow id), so Message History reads back that visitor's conversation and no one
// else's. They live in memory, not the messages table: the visitor keeps their sessions in the
// browser's session storage, the owner's monitor never lists strangers' chats, and a virtual id is
// no flow row. Bounded, oldest conversation dropped first, so visitors cannot grow the server.
import { createHash } from 'node:crypto';
import type { MessageQuery, MessageStore } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';

const DEFAULT_MAX_CONVERSATIONS = 2_000;
const DEFAULT_MAX_MESSAGES = 200;

/**
 * The deterministic virtual flow id of a visitor's builds of a public flow: a UUID v5 (RFC 9562)
 * named by the client id in the flow id's namespace, as Langflow's build_public_tmp derives it.
 */
export function virtualFlowId(clientId: string, flowId: string): string {
  const namespace = Buffer.from(flowId.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(clientId, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface PublicConversationLimits {
  /** Conversations (virtual flow id + session) kept at once. */
  maxConversations?: number;
  /** Messages kept per conversation; older ones are forgotten first. */
  maxMessages?: number;
}

export function createPublicConversations({ maxConversations = DEFAULT_MAX_CONVERSATIONS, maxMessages = DEFAULT_MAX_MESSAGES }: PublicConversationLimits = {}): MessageStore {
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
