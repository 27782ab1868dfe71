import type { ListQuery } from '../adminTypes';
import type { SearchParams } from '../transport';

/** Query of the paged admin lists; a blank search is left out. */
export function listSearchParams(query: ListQuery = {}): SearchParams {
  return { search: query.search?.trim() || undefined, page: query.page, size: query.size, order: query.order };
}
