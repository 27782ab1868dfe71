// One page of an administration list: the rows of the filtered query in created-time order (id
// breaks ties) and the total the filter matches.
import type { SelectQueryBuilder, Selectable } from 'kysely';
import { offsetOf } from '../db/paging';
import type { DatabaseSchema } from '../db/schema';
import type { AdminListQuery } from './adminFields';

type ListedTable = 'users' | 'user_groups' | 'policy_groups';

export async function fetchListPage<T extends ListedTable>(
  filtered: SelectQueryBuilder<DatabaseSchema, T, object>,
  query: AdminListQuery,
): Promise<{ rows: Selectable<DatabaseSchema[T]>[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered.selectAll().orderBy('created_at', query.order).orderBy('id', query.order).limit(query.size).offset(offsetOf(query)).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  // Kysely cannot resolve selectAll() of a table left generic; for each concrete table it is exactly its Selectable row.
  return { rows: rows as Selectable<DatabaseSchema[T]>[], total: Number(count.total) };
}
