import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The tool name and description of a flow's published app in MCP clients (Langflow's action_name, action_description). */
export function flowMcpActionMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      await db.schema.alterTable('flows').addColumn('action_name', 'text').execute();
      await db.schema.alterTable('flows').addColumn('action_description', 'text').execute();
    },
  };
}
