import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * At most one default folder per user. Two first requests of a user could both find no default
 * folder and both create one (the second under the name "我的收藏 (1)"); a partial unique index
 * makes the second insert fail, and ensureDefaultFolder then reads the first one's folder.
 */
export function oneDefaultFolderMigration(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the current types
    async up(db: Kysely<any>) {
      // Duplicates left by that race become ordinary folders; each user keeps the oldest default.
      await sql`
        update folders set is_default = ${sql.lit(false)}
        where is_default and exists (
          select 1 from folders earlier
          where earlier.user_id = folders.user_id and earlier.is_default
            and (earlier.created_at < folders.created_at or (earlier.created_at = folders.created_at and earlier.id < folders.id))
        )`.execute(db);
      await sql`create unique index folders_one_default on folders (user_id) where is_default`.execute(db);
    },
  };
}
