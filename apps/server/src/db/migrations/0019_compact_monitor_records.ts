import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database';

/** A lowercase UUID, which the monitor stores on SQLite as its 16 bytes (monitor/compactIds). */
const UUID_GLOB = '[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]';

/**
 * Every run writes two messages and a transaction per component: their tables take less space.
 *
 * A message of its flow's own session (the run API's default: the session id is the flow id)
 * stores a null session instead of the flow id again, in its row and in the conversation index.
 * On both dialects.
 *
 * On SQLite (a file that grows by what runs write) the tables are also rebuilt in a smaller
 * layout. The execution log becomes a table clustered by flow and time (WITHOUT ROWID, keyed by
 * flow_id, timestamp, id): every query of it names a flow and walks it by time, which the rowid
 * table did through an index (flow_id, timestamp) beside the id's unique index, three b-trees
 * written per row (no query finds a transaction by its id alone). A message's time becomes
 * milliseconds since 1970 (an integer, 6 bytes, not 24 of ISO text) and its id the UUID's 16
 * bytes, in its row and in the indexes. The API formats both back.
 */
export function compactMonitorRecordsMigration(dialect: Dialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      if (dialect !== 'sqlite') {
        await sql`ALTER TABLE messages ALTER COLUMN session_id DROP NOT NULL`.execute(db);
        await sql`UPDATE messages SET session_id = NULL WHERE session_id = flow_id`.execute(db);
        return;
      }
      const compactId = sql`CASE WHEN length(id) = 36 AND id GLOB ${UUID_GLOB} THEN unhex(replace(id, '-', '')) ELSE id END`;
      // One transaction: a stop half-way must not leave a table in two. The migrator's, on SQLite
      // (database.ts), which has no transaction inside another.
      const inOneTransaction = (body: (trx: typeof db) => Promise<void>) => (db.isTransaction ? body(db) : db.transaction().execute(body));
      await inOneTransaction(async (trx) => {
        await sql`CREATE TABLE transactions_compact (
          id text NOT NULL,
          timestamp text NOT NULL,
          vertex_id text NOT NULL,
          target_id text,
          inputs text NOT NULL,
          outputs text NOT NULL,
          status text NOT NULL,
          error text,
          flow_id text NOT NULL REFERENCES flows (id) ON DELETE CASCADE,
          PRIMARY KEY (flow_id, timestamp, id)
        ) WITHOUT ROWID`.execute(trx);
        await sql`INSERT INTO transactions_compact (id, timestamp, vertex_id, target_id, inputs, outputs, status, error, flow_id)
          SELECT ${compactId}, timestamp, vertex_id, target_id, inputs, outputs, status, error, flow_id FROM transactions`.execute(trx);
        await sql`DROP TABLE transactions`.execute(trx);
        await sql`ALTER TABLE transactions_compact RENAME TO transactions`.execute(trx);

        await sql`CREATE TABLE messages_compact (
          id text PRIMARY KEY,
          flow_id text REFERENCES flows (id) ON DELETE CASCADE,
          timestamp integer NOT NULL,
          sender text NOT NULL,
          sender_name text NOT NULL,
          session_id text,
          text text NOT NULL,
          files text NOT NULL,
          error integer NOT NULL DEFAULT 0,
          edit integer NOT NULL DEFAULT 0,
          properties text NOT NULL,
          category text NOT NULL,
          content_blocks text NOT NULL
        )`.execute(trx);
        // Stored times are ISO texts of toISOString (YYYY-MM-DDTHH:MM:SS.sssZ): whole seconds, then the milliseconds.
        await sql`INSERT INTO messages_compact (id, flow_id, timestamp, sender, sender_name, session_id, text, files, error, edit, properties, category, content_blocks)
          SELECT ${compactId}, flow_id, CAST(strftime('%s', timestamp) AS INTEGER) * 1000 + CAST(substr(timestamp, 21, 3) AS INTEGER),
            sender, sender_name, CASE WHEN session_id = flow_id THEN NULL ELSE session_id END, text, files, error, edit, properties, category, content_blocks FROM messages`.execute(trx);
        await sql`DROP TABLE messages`.execute(trx);
        await sql`ALTER TABLE messages_compact RENAME TO messages`.execute(trx);
        await sql`CREATE INDEX messages_flow_session ON messages (flow_id, session_id, timestamp)`.execute(trx);
      });
    },
  };
}
