// A conversation kept apart from the messages table, named as data: a job carries it to the worker
// that runs it (queue mode), which opens the same store in the shared database.
import type { MessageStore } from '@app/engine';
import type { EngineEnvironment } from '../build/engineEnvironment';
import { publicConversations } from '../build/publicConversations';
import { keyConversations } from '../keys/keyAccess';
import { conversationMessageStore } from './conversationQueries';

export type ConversationRef =
  /** The public playground visitors' conversations of a flow (public_messages). */
  | { kind: 'public'; flowId: string }
  /** The conversations of an API key's callers (key_messages). */
  | { kind: 'key'; keyId: string }
  /** A marketplace user's conversation with an app (conversation_messages). */
  | { kind: 'app'; conversationId: string };

/** A run or build whose conversation is not the flow owner's: where its messages go, and its own frozen-vertex cache. */
export interface ApartConversation {
  messages: ConversationRef;
  cacheKey: string;
}

export function conversationStore(environment: Pick<EngineEnvironment, 'db' | 'now'>, ref: ConversationRef): MessageStore {
  switch (ref.kind) {
    case 'public':
      return publicConversations(environment.db, ref.flowId, { now: environment.now });
    case 'key':
      return keyConversations(environment.db, ref.keyId, environment.now);
    case 'app':
      return conversationMessageStore(environment.db, ref.conversationId, environment.now);
  }
}
