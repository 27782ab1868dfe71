// The engine's MessageStore over the message table: builds and runs save what their components
// said, and Message History reads the conversation back through it.
import type { MessageStore } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import type { Kysely } from 'kysely';
import { monotonicClock } from '../db/monotonicClock';
import type { DatabaseSchema } from '../db/schema';
import { conversationHistory, matchingMessages, upsertMessage, upsertMessages, type TimedMessage } from './messageQueries';

/** A message store that also saves several messages of distinct ids at once, each with its own time. */
export interface BatchMessageStore extends MessageStore {
  saveAll(messages: readonly TimedMessage[]): Promise<void>;
}

/** `now` orders the conversation; share one clock between everything that writes messages. */
export function createMessageStore(db: Kysely<DatabaseSchema>, now: () => Date = monotonicClock()): BatchMessageStore {
  return {
    saveAll: (messages) => upsertMessages(db, messages),
    list: (query) => conversationHistory(matchingMessages(db, { sessionId: query.sessionId, flowId: query.flowId }), query),
    async save(message: ChatMessage) {
      await upsertMessage(db, message, now());
    },
  };
}
