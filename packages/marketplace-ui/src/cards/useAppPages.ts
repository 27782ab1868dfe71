// The pages of a store list, loaded one after the other as the grid's end comes into view. A new
// key (another tag or search) starts again from page 1; an answer for an older key is dropped.
import type { Paged, StoreApp } from '@app/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadAppPage = (page: number) => Promise<Paged<StoreApp>>;

interface PagesState {
  items: StoreApp[];
  page: number;
  pages: number;
  loading: boolean;
  failed: boolean;
}

const START: PagesState = { items: [], page: 0, pages: 1, loading: true, failed: false };

export interface AppPages extends PagesState {
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
  /** Changes one app in place (its favourite state). */
  update(storeId: string, change: Partial<StoreApp>): void;
  remove(storeId: string): void;
}

export function useAppPages(load: LoadAppPage): AppPages {
  const [state, setState] = useState<PagesState>(START);
  const generation = useRef(0);

  const fetchPage = useCallback(
    (page: number, current: number) => {
      setState((previous) => ({ ...previous, loading: true, failed: false }));
      load(page).then(
        (answer) => {
          if (current !== generation.current) return;
          setState((previous) => {
            const known = new Set(previous.items.map((app) => app.id));
            const items = page === 1 ? answer.items : [...previous.items, ...answer.items.filter((app) => !known.has(app.id))];
            return { items, page, pages: answer.pages, loading: false, failed: false };
          });
        },
        () => {
          if (current === generation.current) setState((previous) => ({ ...previous, loading: false, failed: true }));
        },
      );
    },
    [load],
  );

  useEffect(() => {
    generation.current += 1;
    setState(START);
    fetchPage(1, generation.current);
  }, [fetchPage]);

  const hasMore = state.page < state.pages;
  return {
    ...state,
    hasMore,
    loadMore: () => {
      if (!state.loading && !state.failed && hasMore) fetchPage(state.page + 1, generation.current);
    },
    retry: () => fetchPage(Math.max(1, state.page + 1), generation.current),
    update: (storeId, change) => setState((previous) => ({ ...previous, items: previous.items.map((app) => (app.id === storeId ? { ...app, ...change } : app)) })),
    remove: (storeId) => setState((previous) => ({ ...previous, items: previous.items.filter((app) => app.id !== storeId) })),
  };
}
