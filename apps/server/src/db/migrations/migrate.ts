import { sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, Migrator, type Migration } from 'kysely/migration';
import { columnTypesFor } from '../columnTypes';
import type { AppDatabase } from '../database';
import { accountsMigration } from './0001_accounts';
import { flowsMigration } from './0002_flows';
import { verificationFilesMigration } from './0003_verification_files';
import { policyGroupsMigration } from './0004_policy_groups';
import { variablesMigration } from './0005_variables';
import { vectorsMigration } from './0006_vectors';
import { oneDefaultFolderMigration } from './0007_one_default_folder';
import { userFilesMigration } from './0008_user_files';
import { flowAccessTypeMigration } from './0009_flow_access_type';
import { sessionsMigration } from './0010_sessions';
import { buildJobsMigration } from './0011_build_jobs';
import { storesMigration } from './0012_stores';
import { hideStoredTracebacksMigration } from './0013_hide_stored_tracebacks';
import { apiKeysMigration } from './0014_api_keys';
import { webhookOpenMigration } from './0015_webhook_open';
import { flowMcpActionMigration } from './0016_flow_mcp_action';
import { publicMessagesMigration } from './0017_public_messages';
import { keyMessagesMigration } from './0018_key_messages';
import { compactMonitorRecordsMigration } from './0019_compact_monitor_records';
import { componentCodeMigration } from './0020_component_code';
import { installedExamplesMigration } from './0021_installed_examples';
import { buildJobReasonsMigration } from './0022_build_job_reasons';
import { knowledgeBasesMigration } from './0023_knowledge_bases';

/** The one migration set, in order; names are stored, so never rename one. */
export function migrationsFor(database: AppDatabase): Record<string, Migration> {
  const types = columnTypesFor(database.dialect);
  return {
    '0001_accounts': accountsMigration(types),
    '0002_flows': flowsMigration(types),
    '0003_verification_files': verificationFilesMigration(types),
    '0004_policy_groups': policyGroupsMigration(types),
    '0005_variables': variablesMigration(types),
    '0006_vectors': vectorsMigration(types),
    '0007_one_default_folder': oneDefaultFolderMigration(),
    '0008_user_files': userFilesMigration(types),
    '0009_flow_access_type': flowAccessTypeMigration(),
    '0010_sessions': sessionsMigration(),
    '0011_build_jobs': buildJobsMigration(types),
    '0012_stores': storesMigration(types),
    '0013_hide_stored_tracebacks': hideStoredTracebacksMigration(),
    '0014_api_keys': apiKeysMigration(types),
    '0015_webhook_open': webhookOpenMigration(types),
    '0016_flow_mcp_action': flowMcpActionMigration(),
    '0017_public_messages': publicMessagesMigration(types),
    '0018_key_messages': keyMessagesMigration(types),
    '0019_compact_monitor_records': compactMonitorRecordsMigration(database.dialect),
    '0020_component_code': componentCodeMigration(),
    '0021_installed_examples': installedExamplesMigration(),
    '0022_build_job_reasons': buildJobReasonsMigration(),
    '0023_knowledge_bases': knowledgeBasesMigration(types),
  };
}

/**
 * Whether the migration table exists, asked of the catalogue by name: Kysely's introspection would
 * read every table's columns, and its migrator does so twice more on each start (issue 19).
 */
async function hasMigrationTable(database: AppDatabase): Promise<boolean> {
  const found =
    database.dialect === 'postgres'
      ? await sql<{ found: boolean }>`select to_regclass(${DEFAULT_MIGRATION_TABLE}) is not null as found`.execute(database.db)
      : await sql<{ found: number }>`select 1 as found from sqlite_master where type = 'table' and name = ${DEFAULT_MIGRATION_TABLE}`.execute(database.db);
  return Boolean(found.rows[0]?.found);
}

/** Whether no migration ever ran on the database (a first start): it has no migration table. */
export async function isNewDatabase(database: AppDatabase): Promise<boolean> {
  return !(await hasMigrationTable(database));
}

/**
 * Whether exactly these migrations are recorded as applied: a restart then needs neither the
 * migrator nor its lock. A database with migrations this build does not know (a newer version's)
 * goes through the migrator, which refuses it.
 */
async function isUpToDate(database: AppDatabase, migrations: Record<string, Migration>): Promise<boolean> {
  if (!(await hasMigrationTable(database))) return false;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(database.db);
  const applied = new Set(rows.map((row) => row.name));
  const known = Object.keys(migrations);
  return applied.size === known.length && known.every((name) => applied.has(name));
}

/** Brings the schema to the latest version; a no-op when it is there already. Returns the names applied. */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const migrations = migrationsFor(database);
  if (await isUpToDate(database, migrations)) return [];
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
