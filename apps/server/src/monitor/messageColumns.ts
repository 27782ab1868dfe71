// How the messages table keeps a message's time and session small (0019_compact_monitor_records):
// a run writes two messages, each with its time and session in the row and again in the
// conversation index (flow_id, session_id, timestamp), so these take most of what a run costs.
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import { isoTimestamp } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { onSqlite } from './compactIds';

type Db = Kysely<DatabaseSchema>;

/**
 * A time as the messages table stores it: on SQLite milliseconds since 1970 (6 bytes, not 24 of
 * ISO text), for PostgreSQL's timestamptz ISO text.
 */
export function messageTime(db: Db, at: Date): string | number {
  return onSqlite(db) ? at.getTime() : isoTimestamp(at);
}

/**
 * The session column of a message of the flow `flowId`: null for the flow's own session (its id,
 * the run API's default), which would repeat the flow id in the row and the index.
 */
export function storedSession(flowId: string | null, sessionId: string): string | null {
  return flowId !== null && sessionId === flowId ? null : sessionId;
}

/** The session of a stored row (of any message table: only the messages table stores null). */
export function sessionOf(row: { flow_id: string | null; session_id: string | null }): string {
  return row.session_id ?? (row.flow_id as string);
}

/** The session as a column expression, for grouping and ordering. */
export const sessionColumn: RawBuilder<string> = sql<string>`coalesce(session_id, flow_id)`;

/** The session column set to `sessionId`, row by row (each row's flow decides its stored form). */
export function sessionValue(sessionId: string): RawBuilder<string | null> {
  return sql<string | null>`case when flow_id = ${sessionId} then null else ${sessionId} end`;
}

/**
 * Rows of the session `sessionId`. `flowId`: the flow the query is narrowed to (null: messages of
 * no flow, which store their session as it is), so that the index (flow_id, session_id,
 * timestamp) finds them by equality.
 */
export function inSession(sessionId: string, flowId: string | null | undefined) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'messages'>) => {
    if (flowId === sessionId) return eb('messages.session_id', 'is', null);
    if (flowId !== undefined) return eb('messages.session_id', '=', sessionId);
    return eb.or([eb('messages.session_id', '=', sessionId), eb.and([eb('messages.session_id', 'is', null), eb('messages.flow_id', '=', sessionId)])]);
  };
}
