// A message store over a table of conversations kept apart from the messages table: the public
// playground's visitors (public_messages, by flow) and API-key callers (key_messages, by key).
// Both tables hold the messages' columns and one scope column; a conversation is the scope, the
// run's flow id and the session. Bounded per conversation, the oldest message dropped first;
// MESSAGES_RETENTION_DAYS and deleting the scope's row drop the rest.
import type { MessageStore } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import { isoTimestamp } from '../db/rowValues';
import type { DatabaseSchema, StoredMessageColumns } from '../db/schema';
import { conversationHistory, messageContent, type MessageRows } from '../monitor/messageQueries';

/** Messages kept per conversation. */
export const MAX_SCOPED_MESSAGES = 200;

/** The tables of scoped conversations and their scope column. */
const scopeColumns = { public_messages: 'public_flow_id', key_messages: 'key_id' } as const;
type ScopedTable = keyof typeof scopeColumns;
type ScopeColumn = (typeof scopeColumns)[ScopedTable];

/** Kysely types a table named at run time only through a schema where every such table has every scope column. */
type ScopedSchema = { [T in ScopedTable]: StoredMessageColumns & Record<ScopeColumn, string> };

export interface ScopedMessageOptions {
  /** Orders the conversation; share one clock between everything that writes messages. */
  now: () => Date;
  /** Messages kept per conversation; default MAX_SCOPED_MESSAGES. */
  maxMessages?: number;
}

export function scopedMessageStore(database: Kysely<DatabaseSchema>, table: ScopedTable, scope: string, { now, maxMessages = MAX_SCOPED_MESSAGES }: ScopedMessageOptions): MessageStore {
  const db = database as unknown as Kysely<ScopedSchema>;
  const scopeColumn = scopeColumns[table];
  /** Rows of this scope under the run's flow id, optionally of one session. */
  const within =
    (runFlowId: string | null, sessionId?: string) =>
    (eb: ExpressionBuilder<ScopedSchema, ScopedTable>) =>
      // Qualified: PostgreSQL's ON CONFLICT clause also sees the `excluded` row's columns.
      eb.and([
        eb(`${table}.${scopeColumn}`, '=', scope),
        runFlowId === null ? eb(`${table}.flow_id`, 'is', null) : eb(`${table}.flow_id`, '=', runFlowId),
        ...(sessionId === undefined ? [] : [eb(`${table}.session_id`, '=', sessionId)]),
      ]);

  return {
    list: (query) => conversationHistory(db.selectFrom(table).selectAll().where(within(query.flowId, query.sessionId)) as unknown as MessageRows, query),
    async save(message: ChatMessage) {
      const content = messageContent(message);
      const runFlowId = message.flow_id ?? null;
      // A computed key is typed as any string: the row is this table's, with its one scope column.
      const row = { id: message.id, flow_id: runFlowId, timestamp: isoTimestamp(now()), ...content, [scopeColumn]: scope } as Insertable<ScopedSchema[ScopedTable]>;
      await db
        .insertInto(table)
        .values(row)
        // A message id of another conversation is never overwritten.
        .onConflict((conflict) => conflict.column('id').doUpdateSet(content).where(within(runFlowId)))
        .execute();
      const kept = db.selectFrom(table).select('id').where(within(runFlowId, content.session_id)).orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(maxMessages);
      await db.deleteFrom(table).where(within(runFlowId, content.session_id)).where('id', 'not in', kept).execute();
    },
  };
}
