// Writes every run issues (its messages, its transactions), compiled once per dialect and number
// of rows instead of built through Kysely's query builder each time: building and compiling them
// cost more than SQLite's insert itself. A write is compiled with a marker in place of each
// value; where a marker lands among the compiled parameters says which value goes there. The
// SQL depends on the dialect only (the server's Kysely has no plugins), and a transaction shares
// its database's dialect adapter, so the compiled form is kept per adapter.
import { LRUCache } from 'lru-cache';
import type { CompiledQuery, DialectAdapter, Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

/** How many row counts of one write stay compiled (a run writes a row per component). */
const MAX_ROW_COUNTS = 32;

interface Compiled {
  query: CompiledQuery;
  /** For each parameter, the row and column of the value it takes. */
  slots: ReadonlyArray<readonly [row: number, column: string]>;
}

export interface CompiledWrite<Row> {
  /** Writes the rows through `db` (a transaction's too) in one statement; nothing for none. */
  execute(db: Db, rows: readonly Row[]): Promise<void>;
}

/** A value's marker while compiling: the row and column it stands for (only markers reach the compiler). */
const MARKER = /^compiled-write-value:(\d+):(.+)$/;

/**
 * `build` gives the query for `rows`; it is called with markers for the values of `columns`,
 * once per dialect and row count, and must put each value in a parameter as it is.
 */
export function compiledWrite<Row extends object>(
  columns: ReadonlyArray<keyof Row & string>,
  build: (db: Db, rows: Row[]) => { compile(): CompiledQuery },
): CompiledWrite<Row> {
  const byAdapter = new WeakMap<DialectAdapter, LRUCache<number, Compiled>>();

  const compile = (db: Db, count: number): Compiled => {
    const markers = Array.from({ length: count }, (_, row) => Object.fromEntries(columns.map((column) => [column, `compiled-write-value:${row}:${column}`])) as Row);
    const query = build(db, markers).compile();
    const slots = query.parameters.map((parameter) => {
      const marker = typeof parameter === 'string' ? MARKER.exec(parameter) : null;
      if (!marker) throw new Error(`a compiled write took a value that is not a column's: ${String(parameter)}`);
      return [Number(marker[1]), marker[2] as string] as const;
    });
    return { query, slots };
  };

  return {
    async execute(db, rows) {
      if (rows.length === 0) return;
      const { adapter } = db.getExecutor();
      let counts = byAdapter.get(adapter);
      if (!counts) {
        counts = new LRUCache({ max: MAX_ROW_COUNTS });
        byAdapter.set(adapter, counts);
      }
      let compiled = counts.get(rows.length);
      if (!compiled) {
        compiled = compile(db, rows.length);
        counts.set(rows.length, compiled);
      }
      const values = rows as ReadonlyArray<Record<string, unknown>>;
      // Indexed, not destructured: a slot's destructuring went through the array iterator, two objects per value.
      await db.executeQuery({ ...compiled.query, parameters: compiled.slots.map((slot) => (values[slot[0]] as Record<string, unknown>)[slot[1]]) });
    },
  };
}
