// The starter templates (@app/templates) as the system's example flows: stored in a folder without
// an owner under their fixed ids, so they are written once, rewritten only when the shipped
// template differs from the stored one, never duplicated (also when several instances install
// together), and dropped when a template is no longer shipped. GET flows/basic_examples/ lists them
// with the dialog's filters. The templates (about 1.3 MB of flows) load with the first install or
// listing, not with the server (exampleInstall.ts decides at start-up whether to install); an
// install loads only the Chinese ones it stores.
import { isDeepStrictEqual } from 'node:util';
import type { BasicExample } from '@app/api-client';
import type { TextLanguage } from '@app/engine';
import type { StarterTemplate } from '@app/templates';
import { basicExampleFields } from '@app/templates/categories';
import type { Kysely } from 'kysely';
import { fromJson, isoTimestamp, toJson } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { storedFlowJson, withRestoredData } from './componentCodeStore';
import { toFlowRecord, type FlowRow } from './flowQueries';
import { hasWebhook } from './flowRules';

type Db = Kysely<DatabaseSchema>;

/** The system folder of the example flows (folders.user_id null); fixed so every instance agrees. */
export const EXAMPLES_FOLDER_ID = '7bf41ad9-d891-4f0e-8139-a78f2c56a280';
export const EXAMPLES_FOLDER_NAME = '示例流程';

// The wire type lives in @app/api-client; named here too because the example tests read it from this module.
export type { BasicExample };

export interface ExamplesInstalled {
  inserted: number;
  updated: number;
  removed: number;
}

/** The columns a template determines; everything else of an example is fixed. */
function shippedValues(template: StarterTemplate) {
  return {
    name: template.name,
    description: template.description,
    icon: template.icon,
    icon_bg_color: template.icon_bg_color,
    tags: template.tags,
    data: template.data,
  };
}

function isCurrent(row: FlowRow, template: StarterTemplate): boolean {
  const shipped = shippedValues(template);
  const stored = {
    name: row.name,
    description: row.description,
    icon: row.icon,
    icon_bg_color: row.icon_bg_color,
    tags: fromJson<string[]>(row.tags, []),
    data: fromJson<unknown>(row.data, null),
  };
  // Compared as parsed JSON: PostgreSQL's jsonb does not keep key order.
  return row.user_id === null && row.folder_id === EXAMPLES_FOLDER_ID && isDeepStrictEqual(stored, JSON.parse(JSON.stringify(shipped)));
}

async function ensureExamplesFolder(db: Db, now: string): Promise<void> {
  await db
    .insertInto('folders')
    .values({ id: EXAMPLES_FOLDER_ID, name: EXAMPLES_FOLDER_NAME, description: null, user_id: null, parent_id: null, is_default: false, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

const shippedTemplates = () => import('@app/templates');

/** Brings the stored examples in line with `templates` (by default the shipped ones); idempotent. */
export async function installBasicExamples(db: Db, given?: readonly StarterTemplate[], now = new Date()): Promise<ExamplesInstalled> {
  const templates = given ?? (await import('@app/templates/stored')).STARTER_TEMPLATES;
  const timestamp = isoTimestamp(now);
  await ensureExamplesFolder(db, timestamp);
  const ids = templates.map((template) => template.id);
  const rows = await withRestoredData(db, await db.selectFrom('flows').selectAll().where('id', 'in', ids).execute());
  const stored = new Map(rows.map((row) => [row.id, row]));
  const installed: ExamplesInstalled = { inserted: 0, updated: 0, removed: 0 };
  for (const template of templates) {
    const row = stored.get(template.id);
    if (row && isCurrent(row, template)) continue;
    const shipped = shippedValues(template);
    const values = {
      ...shipped,
      tags: toJson(shipped.tags),
      data: await storedFlowJson(db, shipped.data),
      folder_id: EXAMPLES_FOLDER_ID,
      user_id: null,
      webhook: hasWebhook(template.data),
      updated_at: timestamp,
    };
    if (row) {
      await db.updateTable('flows').set(values).where('id', '=', template.id).execute();
      installed.updated += 1;
      continue;
    }
    // Another instance starting at the same moment may insert it first; its row is the same.
    const result = await db
      .insertInto('flows')
      .values({ id: template.id, ...values, gradient: null, is_component: false, locked: false, endpoint_name: null, last_tested_version: null, created_at: timestamp, released_at: null })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    installed.inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  let stale = db.deleteFrom('flows').where('folder_id', '=', EXAMPLES_FOLDER_ID);
  // SQL has no empty NOT IN list; shipping no template removes every example.
  if (ids.length > 0) stale = stale.where('id', 'not in', ids);
  const removed = await stale.executeTakeFirst();
  installed.removed = Number(removed.numDeletedRows);
  return installed;
}

/**
 * The stored examples in the dialog's order. In English their name, description and flow are the
 * English template's (the stored records keep the Chinese base), so a flow made from one is English.
 */
export async function listBasicExamples(db: Db, language: TextLanguage = 'zh'): Promise<BasicExample[]> {
  const { STARTER_TEMPLATES: templates, starterTemplates } = await shippedTemplates();
  const rows = await withRestoredData(db, await db.selectFrom('flows').selectAll().where('folder_id', '=', EXAMPLES_FOLDER_ID).where('user_id', 'is', null).execute());
  const byId = new Map(rows.map((row) => [row.id, row]));
  const translated = new Map(starterTemplates(language).map((template) => [template.id, template]));
  return templates.flatMap((template) => {
    const row = byId.get(template.id);
    if (!row) return [];
    const texts = language === 'zh' ? undefined : translated.get(template.id);
    const shown = texts ? { name: texts.name, description: texts.description, data: structuredClone(texts.data) } : {};
    return [{ ...toFlowRecord(row), ...shown, ...basicExampleFields(template) }];
  });
}
