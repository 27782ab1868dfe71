// Users' conversations with apps and their messages. A conversation belongs to one user and one
// store; its messages never leave it (the engine's store for a chat is bound to one conversation).
import type { ConversationRead, Paged } from '@app/api-client';
import type { MessageQuery, MessageStore } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import type { Kysely, Selectable } from 'kysely';
import { offsetOf, pageOf, type PageQuery } from '../db/paging';
import { isoTimestamp, toIsoTimestamp } from '../db/rowValues';
import type { ConversationsTable, DatabaseSchema } from '../db/schema';
import { conversationHistory, messageContent, toChatMessage, type MessageRows } from '../monitor/messageQueries';
import { NEW_CONVERSATION_TITLE } from '../store/storeMessages';

type Db = Kysely<DatabaseSchema>;
export type ConversationRow = Selectable<ConversationsTable>;

export function toConversationRead(row: ConversationRow): ConversationRead {
  return { id: row.id, title: row.title, store_id: row.store_id, created_at: toIsoTimestamp(row.created_at), updated_at: toIsoTimestamp(row.updated_at) };
}

export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The user's conversation with the store under this id, created (新对话) by its first message and
 * marked as active now; undefined when the id is someone else's or another app's.
 */
export async function openConversation(db: Db, id: string, storeId: string, userId: string, now: Date): Promise<ConversationRow | undefined> {
  const timestamp = isoTimestamp(now);
  await db
    .insertInto('conversations')
    .values({ id, store_id: storeId, user_id: userId, title: NEW_CONVERSATION_TITLE, created_at: timestamp, updated_at: timestamp })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await findConversation(db, id);
  if (!row || row.user_id !== userId || row.store_id !== storeId) return undefined;
  await db.updateTable('conversations').set({ updated_at: timestamp }).where('id', '=', id).execute();
  return { ...row, updated_at: timestamp };
}

/** The user's conversations with the store, most recently active first. */
export async function listConversations(db: Db, userId: string, storeId: string, page: PageQuery): Promise<Paged<ConversationRead>> {
  const filtered = db.selectFrom('conversations').where('user_id', '=', userId).where('store_id', '=', storeId);
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy('updated_at', 'desc').orderBy('id').limit(page.size).offset(offsetOf(page)).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toConversationRead), Number(count.total), page);
}

/** Deletes the user's conversation with its messages; false when there is none of theirs. */
export async function deleteConversation(db: Db, id: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('conversations').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A conversation's messages, oldest first. */
export async function conversationMessages(db: Db, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db.selectFrom('conversation_messages').selectAll().where('session_id', '=', conversationId).orderBy('timestamp').orderBy('id').execute();
  return rows.map(toChatMessage);
}

/** The user's messages with the store across their conversations, newest first. */
export async function storeHistory(db: Db, userId: string, storeId: string, page: PageQuery): Promise<Paged<ChatMessage>> {
  const filtered = db
    .selectFrom('conversation_messages')
    .innerJoin('conversations', 'conversations.id', 'conversation_messages.session_id')
    .where('conversations.user_id', '=', userId)
    .where('conversations.store_id', '=', storeId);
  const [rows, count] = await Promise.all([
    filtered
      .selectAll('conversation_messages')
      .orderBy('conversation_messages.timestamp', 'desc')
      .orderBy('conversation_messages.id', 'desc')
      .limit(page.size)
      .offset(offsetOf(page))
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toChatMessage), Number(count.total), page);
}

/**
 * The engine's message store for one conversation: whatever session a component names, messages
 * are read from and written to this conversation only, and a message id of another conversation
 * is never overwritten.
 */
export function conversationMessageStore(db: Db, conversationId: string, now: () => Date): MessageStore {
  return {
    list: (query: MessageQuery) =>
      conversationHistory(db.selectFrom('conversation_messages').selectAll().where('session_id', '=', conversationId) as unknown as MessageRows, query),
    async save(message: ChatMessage) {
      const content = { ...messageContent(message), session_id: conversationId };
      await db
        .insertInto('conversation_messages')
        .values({ id: message.id, flow_id: message.flow_id, timestamp: isoTimestamp(now()), ...content })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(content).where('conversation_messages.session_id', '=', conversationId))
        .execute();
    },
  };
}
