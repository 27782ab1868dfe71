// Component source stored once per distinct text (component_code, keyed by its sha256) instead of
// in every node of every stored flow and release: a 500-node flow was 3 MB of repeated source.
// Writers turn the graph into its stored JSON here, readers get the graph back with each node's
// exact code. Texts read or written are kept in memory per database (bounded), so reading a flow
// whose components are known queries nothing more. Rows are never deleted: a text may be shared
// by any number of flows and releases, and an unreferenced one costs only its size. Data stored
// before references has its code inline and reads as it did.
import type { Kysely } from 'kysely';
import { fromJson } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { invalidInput } from '../errors/appError';
import { referencedHashes, storedJsonText, withCodeTexts } from './codeReferences';
import { flowFileMessages } from './flowFiles';

type Db = Kysely<DatabaseSchema>;

/** Characters of code kept in memory per database; the built-in components' sources take a small part. */
const MAX_KEPT_CHARACTERS = 8 * 1024 * 1024;
/** Rows per statement: far below SQLite's limit on bound parameters. */
const ROWS_PER_STATEMENT = 200;

/** hash -> code, least recently used first, bounded by the characters it holds. */
class KeptCode {
  readonly #texts = new Map<string, string>();
  #characters = 0;

  get(hash: string): string | undefined {
    const code = this.#texts.get(hash);
    if (code !== undefined) {
      this.#texts.delete(hash);
      this.#texts.set(hash, code);
    }
    return code;
  }

  set(hash: string, code: string): void {
    if (this.#texts.has(hash) || code.length > MAX_KEPT_CHARACTERS) return;
    this.#texts.set(hash, code);
    this.#characters += code.length;
    for (const [oldest, text] of this.#texts) {
      if (this.#characters <= MAX_KEPT_CHARACTERS) break;
      this.#texts.delete(oldest);
      this.#characters -= text.length;
    }
  }
}

// Per database handle (tests run several servers in one process, each on its own database).
const keptByDb = new WeakMap<Db, KeptCode>();

function keptFor(db: Db): KeptCode {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new KeptCode();
    keptByDb.set(db, kept);
  }
  return kept;
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) result.push(items.slice(start, start + ROWS_PER_STATEMENT));
  return result;
}

/** Stores the texts not known to be stored; committed before any row refers to them. */
async function saveCode(db: Db, codes: ReadonlyMap<string, string>): Promise<void> {
  const kept = keptFor(db);
  const unknown = [...codes].filter(([hash]) => kept.get(hash) === undefined).map(([hash, code]) => ({ hash, code }));
  for (const rows of chunks(unknown)) {
    await db
      .insertInto('component_code')
      .values(rows)
      .onConflict((conflict) => conflict.column('hash').doNothing())
      .execute();
  }
  for (const { hash, code } of unknown) kept.set(hash, code);
}

/** The texts of `hashes`, from memory or else the database; a hash with no row is left out. */
async function loadCode(db: Db, hashes: ReadonlySet<string>): Promise<Map<string, string>> {
  const kept = keptFor(db);
  const codes = new Map<string, string>();
  const missing: string[] = [];
  for (const hash of hashes) {
    const code = kept.get(hash);
    if (code === undefined) missing.push(hash);
    else codes.set(hash, code);
  }
  for (const batch of chunks(missing)) {
    const rows = await db.selectFrom('component_code').select(['hash', 'code']).where('hash', 'in', batch).execute();
    for (const { hash, code } of rows) {
      kept.set(hash, code);
      codes.set(hash, code);
    }
  }
  return codes;
}

/** A flow's data as its column stores it: JSON text with code references. 400 when the data uses the reference key itself. */
export async function storedFlowJson(db: Db, data: unknown): Promise<string> {
  const codes = new Map<string, string>();
  const text = storedJsonText(data, codes);
  if (text === undefined) throw invalidInput(flowFileMessages.INVALID_FLOW_DATA);
  await saveCode(db, codes);
  return text;
}

/**
 * Column values (SQLite's JSON text, PostgreSQL's parsed jsonb) as graphs with each node's code,
 * in one lookup. Parsing the stored text, a third smaller for a flow of built-in components, and
 * putting the kept texts back costs less than parsing the text with the code inline did.
 */
export async function restoredFlowData(db: Db, values: readonly unknown[]): Promise<unknown[]> {
  const parsed = values.map((value) => fromJson<unknown>(value, null));
  const hashes = new Set<string>();
  for (const data of parsed) referencedHashes(data, hashes);
  if (hashes.size === 0) return parsed;
  const codes = await loadCode(db, hashes);
  return parsed.map((data) => withCodeTexts(data, codes));
}

/** The rows with their `data` column restored. */
export async function withRestoredData<Row extends { data: unknown }>(db: Db, rows: readonly Row[]): Promise<Row[]> {
  const data = await restoredFlowData(
    db,
    rows.map((row) => row.data),
  );
  return rows.map((row, index) => ({ ...row, data: data[index] }));
}

/** One row with its `data` restored; undefined stays undefined. */
export async function withRestoredRow<Row extends { data: unknown }>(db: Db, row: Row | undefined): Promise<Row | undefined> {
  return row && (await withRestoredData(db, [row]))[0];
}
