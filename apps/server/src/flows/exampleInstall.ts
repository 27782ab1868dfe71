// The example flows at start-up: installed from the shipped templates only when the database says
// they were installed from other ones (or never), or an example is missing or left over. A start
// with the same templates shipped reads one row and the examples' ids, and neither loads nor
// compares the templates (about 1.3 MB of flows, most of a cold start's compiling; issue 19).
import { STARTER_TEMPLATE_IDS, STARTER_TEMPLATES_FINGERPRINT } from '@app/templates/shipped';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { EXAMPLES_FOLDER_ID, installBasicExamples, type ExamplesInstalled } from './basicExamples';

type Db = Kysely<DatabaseSchema>;

/** installed_examples has one row. */
const ROW_ID = 1;

async function examplesAreCurrent(db: Db): Promise<boolean> {
  const installed = await db.selectFrom('installed_examples').select('fingerprint').where('id', '=', ROW_ID).executeTakeFirst();
  if (installed?.fingerprint !== STARTER_TEMPLATES_FINGERPRINT) return false;
  const stored = await db.selectFrom('flows').select('id').where('folder_id', '=', EXAMPLES_FOLDER_ID).execute();
  const shipped = new Set(STARTER_TEMPLATE_IDS);
  return stored.length === shipped.size && stored.every((row) => shipped.has(row.id));
}

/** Brings the examples in line with the shipped templates when they may differ; `undefined` when they are current. */
export async function ensureBasicExamples(db: Db): Promise<ExamplesInstalled | undefined> {
  if (await examplesAreCurrent(db)) return undefined;
  const installed = await installBasicExamples(db);
  const fingerprint = STARTER_TEMPLATES_FINGERPRINT;
  await db
    .insertInto('installed_examples')
    .values({ id: ROW_ID, fingerprint })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ fingerprint }))
    .execute();
  return installed;
}
