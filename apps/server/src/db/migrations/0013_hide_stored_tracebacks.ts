import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** JSON text in SQLite, a parsed value from PostgreSQL's jsonb. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

/** The value with every `traceback` and `stackTrace` text emptied; the same value when there was none. */
function withoutTracebacks(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(withoutTracebacks);
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const next = (key === 'traceback' || key === 'stackTrace') && typeof item === 'string' && item !== '' ? '' : withoutTracebacks(item);
    if (next !== item) changed = true;
    return [key, next] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}

/**
 * Failures stored before builds kept the server's frames out of their tracebacks carry host stacks
 * (file paths, bundle chunk names), which the monitor calls return. A stored traceback cannot be
 * told apart from one of the user's own code, so each is emptied; reasons and messages stay.
 */
export function hideStoredTracebacksMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      const failures = [
        { table: 'messages', key: 'id', column: 'content_blocks', failed: sql<boolean>`error = ${sql.lit(true)}` },
        { table: 'vertex_builds', key: 'build_id', column: 'data', failed: sql<boolean>`valid = ${sql.lit(false)}` },
        { table: 'transactions', key: 'id', column: 'outputs', failed: sql<boolean>`status = 'error'` },
      ];
      for (const { table, key, column, failed } of failures) {
        const rows = (await db.selectFrom(table).select([key, column]).where(failed).execute()) as Array<Record<string, unknown>>;
        for (const row of rows) {
          const value = parsed(row[column]);
          const cleared = withoutTracebacks(value);
          if (cleared !== value) await db.updateTable(table).set({ [column]: JSON.stringify(cleared) }).where(key, '=', row[key]).execute();
        }
      }
    },
  };
}
