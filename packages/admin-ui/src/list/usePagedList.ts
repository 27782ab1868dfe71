// One paged admin list (users, user groups, policies): search, page, created-time order, reload,
// and local row updates. A failed load shows an empty page and reports the error once.
import { ADMIN_PAGE_SIZE, type ListQuery, type Paged } from '@app/api-client';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type SortOrder = NonNullable<ListQuery['order']>;

interface Query {
  search: string;
  page: number;
  order: SortOrder;
  /** Bumped to load the same query again. */
  generation: number;
}

export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  order: SortOrder;
  loading: boolean;
  /** The last load failed (the page shows no rows then). */
  failed: boolean;
  /** Runs a new search from the first page. */
  search(text: string): void;
  setPage(page: number): void;
  setOrder(order: SortOrder): void;
  reload(): void;
  /** Reloads after a row was removed, stepping back a page when that row was the last one here. */
  reloadAfterRemoval(): void;
  /** Replaces one row in place (e.g. after a switch was toggled), without a reload. */
  replaceItem(matches: (item: T) => boolean, next: T): void;
}

export function usePagedList<T>(load: (query: ListQuery) => Promise<Paged<T>>, onError: (error: unknown) => void): PagedList<T> {
  const [query, setQuery] = useState<Query>({ search: '', page: 1, order: 'desc', generation: 0 });
  const [rows, setRows] = useState<{ items: T[]; total: number; loading: boolean; failed: boolean }>({ items: [], total: 0, loading: true, failed: false });

  const fetchPage = useEffectEvent((current: Query) => load({ search: current.search, page: current.page, size: ADMIN_PAGE_SIZE, order: current.order }));
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    let wanted = true;
    setRows((previous) => ({ ...previous, loading: true }));
    fetchPage(query).then(
      (paged) => {
        if (wanted) setRows({ items: paged.items, total: paged.total, loading: false, failed: false });
      },
      (error: unknown) => {
        if (!wanted) return;
        setRows({ items: [], total: 0, loading: false, failed: true });
        reportError(error);
      },
    );
    return () => {
      wanted = false;
    };
  }, [query]);

  const search = useCallback((text: string) => setQuery((q) => ({ ...q, search: text.trim(), page: 1, generation: q.generation + 1 })), []);
  const setPage = useCallback((page: number) => setQuery((q) => ({ ...q, page })), []);
  const setOrder = useCallback((order: SortOrder) => setQuery((q) => ({ ...q, order, page: 1 })), []);
  const reload = useCallback(() => setQuery((q) => ({ ...q, generation: q.generation + 1 })), []);
  const reloadAfterRemoval = useCallback(() => {
    const lastOnPage = rows.items.length <= 1;
    setQuery((q) => ({ ...q, page: lastOnPage && q.page > 1 ? q.page - 1 : q.page, generation: q.generation + 1 }));
  }, [rows.items.length]);
  const replaceItem = useCallback(
    (matches: (item: T) => boolean, next: T) => setRows((previous) => ({ ...previous, items: previous.items.map((item) => (matches(item) ? next : item)) })),
    [],
  );

  return { ...rows, page: query.page, order: query.order, search, setPage, setOrder, reload, reloadAfterRemoval, replaceItem };
}
