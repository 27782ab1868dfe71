// The messages of public playground builds. A visitor's builds run under a virtual flow id of their
// own (client_id + flow id), so Message History reads back that visitor's conversation and no one
// else's. They live in the public_messages table, not the messages table: the visitor keeps their
// sessions in the browser's session storage, the owner's monitor never lists strangers' chats, and
// a virtual id is no flow row. In the database, every API instance reads what another wrote (queue
// mode). Bounded per conversation, oldest message dropped first; MESSAGES_RETENTION_DAYS and
// deleting the flow drop the rest.
import { createHash } from 'node:crypto';
import type { MessageStore } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { isoTimestamp } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { messageContent, toChatMessage } from '../monitor/messageQueries';

/** Messages kept per conversation (virtual flow id + session). */
export const MAX_PUBLIC_MESSAGES = 200;

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

export interface PublicConversationOptions {
  /** Orders the conversation; share one clock between everything that writes messages. */
  now: () => Date;
  /** Messages kept per conversation; default MAX_PUBLIC_MESSAGES. */
  maxMessages?: number;
}

/** The message store of the public builds of one flow (`flowId`, the real one). */
export function publicConversations(db: Kysely<DatabaseSchema>, flowId: string, { now, maxMessages = MAX_PUBLIC_MESSAGES }: PublicConversationOptions): MessageStore {
  /** Rows of this flow under the run's flow id (the visitor's virtual one), optionally of one session. */
  const within =
    (runFlowId: string | null, sessionId?: string) =>
    (eb: ExpressionBuilder<DatabaseSchema, 'public_messages'>) =>
      eb.and([
        eb('public_messages.public_flow_id', '=', flowId),
        runFlowId === null ? eb('public_messages.flow_id', 'is', null) : eb('public_messages.flow_id', '=', runFlowId),
        ...(sessionId === undefined ? [] : [eb('public_messages.session_id', '=', sessionId)]),
      ]);

  return {
    async list(query) {
      let rows = db.selectFrom('public_messages').selectAll().where(within(query.flowId, query.sessionId)).where('error', '=', false);
      if (query.sender !== undefined) rows = rows.where('sender', '=', query.sender);
      if (query.senderName !== undefined) rows = rows.where('sender_name', '=', query.senderName);
      if (query.limit === undefined) return (await rows.orderBy('timestamp').orderBy('id').execute()).map(toChatMessage);
      const latest = await rows.orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
      return latest.reverse().map(toChatMessage);
    },
    async save(message: ChatMessage) {
      const content = messageContent(message);
      const runFlowId = message.flow_id ?? null;
      await db
        .insertInto('public_messages')
        .values({ id: message.id, public_flow_id: flowId, flow_id: runFlowId, timestamp: isoTimestamp(now()), ...content })
        // A message id of another conversation is never overwritten.
        .onConflict((conflict) => conflict.column('id').doUpdateSet(content).where(within(runFlowId)))
        .execute();
      const kept = db.selectFrom('public_messages').select('id').where(within(runFlowId, content.session_id)).orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(maxMessages);
      await db.deleteFrom('public_messages').where(within(runFlowId, content.session_id)).where('id', 'not in', kept).execute();
    },
  };
}
