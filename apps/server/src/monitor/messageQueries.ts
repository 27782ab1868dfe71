// The message table (reference section 5): what chats and builds said, per flow and session.
import type { MessageOrderColumn } from '@app/api-client';
import type { ChatMessage, ContentBlock, MessageProperties } from '@app/flow-graph';
import { formatMessageTimestamp, type MessageQuery } from '@app/engine';
import type { ExpressionBuilder, Insertable, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { fromJson, toBoolean, toJson } from '../db/rowValues';
import type { DatabaseSchema, MessagesTable } from '../db/schema';
import { idText, storedId } from './compactIds';
import { compiledWrite } from './compiledWrites';
import { inSession, messageTime, sessionColumn, sessionOf, sessionValue, storedSession } from './messageColumns';
import { compactProperties, fullProperties } from './storedValues';

type Db = Kysely<DatabaseSchema>;
export type MessageRow = Selectable<MessagesTable>;

/** A row of any message table (messageColumns' stored forms or as written) as the API answers it. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: idText(row.id),
    flow_id: row.flow_id,
    // Langflow answers message times as "YYYY-MM-DD HH:MM:SS UTC", the form the events carry.
    timestamp: formatMessageTimestamp(new Date(row.timestamp)),
    sender: row.sender,
    sender_name: row.sender_name,
    session_id: sessionOf(row),
    text: row.text,
    files: fromJson<string[]>(row.files, []),
    error: toBoolean(row.error),
    edit: toBoolean(row.edit),
    properties: fullProperties(fromJson<Record<string, unknown> | unknown[]>(row.properties, {})),
    category: row.category,
    content_blocks: fromJson<ContentBlock[]>(row.content_blocks, []),
  };
}

/** A message with the time it was first saved. */
export interface TimedMessage {
  message: ChatMessage;
  storedAt: Date;
}

/**
 * Inserts a message, or replaces the content of the one with the same id (a streamed message is
 * sent again with its final text; a component may also save what the build already stored). The
 * first time stays: it orders the conversation.
 */
export async function upsertMessage(db: Db, message: ChatMessage, storedAt: Date): Promise<void> {
  await upsertMessages(db, [{ message, storedAt }]);
}

/** upsertMessage for several messages of distinct ids in one statement (a run's messages). */
export async function upsertMessages(db: Db, messages: readonly TimedMessage[]): Promise<void> {
  await messageUpsert.execute(
    db,
    messages.map(({ message, storedAt }) => ({
      id: storedId(db, message.id),
      flow_id: message.flow_id,
      timestamp: messageTime(db, storedAt),
      ...messageContent(message),
      session_id: storedSession(message.flow_id, message.session_id),
    })),
  );
}

const MESSAGE_CONTENT_COLUMNS = ['sender', 'sender_name', 'session_id', 'text', 'files', 'error', 'edit', 'properties', 'category', 'content_blocks'] as const;

/**
 * Every run writes its messages: compiled once per row count (compiledWrites). The update takes
 * the row's own values (excluded), so each value is bound once and rows share the statement.
 */
const messageUpsert = compiledWrite<Insertable<MessagesTable>>(['id', 'flow_id', 'timestamp', ...MESSAGE_CONTENT_COLUMNS], (db, rows) =>
  db
    .insertInto('messages')
    .values(rows)
    .onConflict((conflict) => conflict.column('id').doUpdateSet((update) => Object.fromEntries(MESSAGE_CONTENT_COLUMNS.map((column) => [column, update.ref(`excluded.${column}`)])))),
);

/** The stored columns of a message beside its id, flow and time (shared with conversation messages). */
export function messageContent(message: ChatMessage) {
  return {
    sender: message.sender,
    sender_name: message.sender_name,
    session_id: message.session_id,
    text: message.text ?? '',
    files: toJson(message.files ?? []),
    error: message.error === true,
    edit: message.edit === true,
    // Default properties are filled in on reading: two messages a run, most of their properties the defaults.
    properties: toJson(compactProperties(message.properties)),
    category: message.category ?? 'message',
    content_blocks: toJson(message.content_blocks ?? []),
  };
}

export interface MessageFilter {
  /** Only messages of flows this user owns; undefined for every flow (administrators). */
  ownerId?: string;
  /** null: messages of no flow. */
  flowId?: string | null;
  sessionId?: string;
  sender?: string;
  senderName?: string;
  /** Leave error messages out. */
  withoutErrors?: boolean;
}

function ownedBy(ownerId: string) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'messages'>) =>
    eb('messages.flow_id', 'in', eb.selectFrom('flows').select('flows.id').where('flows.user_id', '=', ownerId));
}

function filtered(db: Db, filter: MessageFilter): SelectQueryBuilder<DatabaseSchema, 'messages', object> {
  let query = db.selectFrom('messages');
  if (filter.ownerId !== undefined) query = query.where(ownedBy(filter.ownerId));
  if (filter.flowId === null) query = query.where('flow_id', 'is', null);
  else if (filter.flowId !== undefined) query = query.where('flow_id', '=', filter.flowId);
  if (filter.sessionId !== undefined) query = query.where(inSession(filter.sessionId, filter.flowId));
  if (filter.sender !== undefined) query = query.where('sender', '=', filter.sender);
  if (filter.senderName !== undefined) query = query.where('sender_name', '=', filter.senderName);
  if (filter.withoutErrors) query = query.where('error', '=', false);
  return query;
}

export async function listMessages(db: Db, filter: MessageFilter, orderBy: MessageOrderColumn = 'timestamp'): Promise<MessageRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy(orderBy === 'session_id' ? sessionColumn : orderBy)
    .orderBy('timestamp')
    .orderBy('id')
    .execute();
}

/** The message table's rows that match the filter, to narrow further or list. */
export function matchingMessages(db: Db, filter: MessageFilter): MessageRows {
  return filtered(db, filter).selectAll();
}

/**
 * Rows of a table with the message table's columns (messages, conversation_messages,
 * public_messages, key_messages), narrowed to one conversation. The conversation tables cast their
 * query to this type: the history below names only the columns they all share.
 */
export type MessageRows = SelectQueryBuilder<Pick<DatabaseSchema, 'messages'>, 'messages', MessageRow>;

/**
 * A conversation as the engine's message stores list it (Message History): oldest first, the
 * newest `limit` when given, without errors: a model gets the conversation, not the failures
 * shown beside it.
 */
export async function conversationHistory(rows: MessageRows, query: Pick<MessageQuery, 'sender' | 'senderName' | 'limit'>): Promise<ChatMessage[]> {
  let matching = rows.where('error', '=', false);
  if (query.sender !== undefined) matching = matching.where('sender', '=', query.sender);
  if (query.senderName !== undefined) matching = matching.where('sender_name', '=', query.senderName);
  if (query.limit === undefined) return (await matching.orderBy('timestamp').orderBy('id').execute()).map(toChatMessage);
  const latest = await matching.orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
  return latest.reverse().map(toChatMessage);
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', storedId(db, id)).executeTakeFirst();
}

/** Session ids of the flow's messages, oldest session first (a session is not a table). */
export async function listSessionIds(db: Db, filter: MessageFilter): Promise<string[]> {
  const rows = await filtered(db, filter)
    .select([sessionColumn.as('session'), (eb) => eb.fn.min('timestamp').as('started')])
    .groupBy(sessionColumn)
    .orderBy('started')
    .orderBy('session')
    .execute();
  return rows.map((row) => row.session);
}

export interface MessageChanges {
  text?: string;
  sender?: string;
  sender_name?: string;
  session_id?: string;
  files?: string[];
  edit?: boolean;
  error?: boolean;
  properties?: MessageProperties;
}

/** Writes the changes given; an update that changes nothing (an empty body) writes nothing. */
export async function updateMessage(db: Db, id: string, changes: MessageChanges): Promise<void> {
  const { files, properties, session_id: sessionId, ...plain } = changes;
  const values = Object.fromEntries(
    Object.entries({
      ...plain,
      session_id: sessionId === undefined ? undefined : sessionValue(sessionId),
      files: files === undefined ? undefined : toJson(files),
      properties: properties === undefined ? undefined : toJson(compactProperties(properties)),
    }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  if (Object.keys(values).length === 0) return;
  await db.updateTable('messages').set(values).where('id', '=', storedId(db, id)).execute();
}

export async function deleteMessages(db: Db, filter: MessageFilter & { ids?: string[] }): Promise<void> {
  if (filter.ids?.length === 0) return;
  let query = db.deleteFrom('messages');
  if (filter.ids !== undefined) query = query.where(
      'id',
      'in',
      filter.ids.map((id) => storedId(db, id)),
    );
  if (filter.ownerId !== undefined) query = query.where(ownedBy(filter.ownerId));
  if (filter.flowId) query = query.where('flow_id', '=', filter.flowId);
  if (filter.sessionId !== undefined) query = query.where(inSession(filter.sessionId, filter.flowId || undefined));
  await query.execute();
}

/** Moves a session's messages to another session id; returns the ids moved. */
export async function renameSession(db: Db, filter: MessageFilter & { sessionId: string }, newSessionId: string): Promise<string[]> {
  const ids = (await filtered(db, filter).select('id').execute()).map((row) => row.id);
  if (ids.length > 0) await db.updateTable('messages').set({ session_id: sessionValue(newSessionId) }).where('id', 'in', ids).execute();
  return ids.map(idText);
}
