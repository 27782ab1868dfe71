// The engine's MessageStore over the message table: builds and runs save what their components
// said, and Message History reads the conversation back through it.
import type { MessageStore } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import type { Kysely } from 'kysely';
import { monotonicClock } from '../db/monotonicClock';
import type { DatabaseSchema } from '../db/schema';
import { latestMessages, listMessages, toChatMessage, upsertMessage } from './messageQueries';

/** `now` orders the conversation; share one clock between everything that writes messages. */
export function createMessageStore(db: Kysely<DatabaseSchema>, now: () => Date = monotonicClock()): MessageStore {
  return {
    async list(query) {
      const filter = {
        sessionId: query.sessionId,
        flowId: query.flowId,
        ...(query.sender !== undefined ? { sender: query.sender } : {}),
        ...(query.senderName !== undefined ? { senderName: query.senderName } : {}),
        // Message History gives a model the conversation, not the failures shown beside it.
        withoutErrors: true,
      };
      const rows = query.limit !== undefined ? await latestMessages(db, filter, query.limit) : await listMessages(db, filter);
      return rows.map(toChatMessage);
    },
    async save(message: ChatMessage) {
      await upsertMessage(db, message, now());
    },
  };
}
