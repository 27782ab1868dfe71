import type { StoreApp } from '@app/api-client';

/** A published app shows when it was released (发布于); any other when it last changed (编辑于). */
export function cardTime(app: Pick<StoreApp, 'status_type' | 'released_at' | 'updated_at'>): { label: 'publishedAt' | 'editedAt'; at: string } {
  return app.status_type === 'published' && app.released_at ? { label: 'publishedAt', at: app.released_at } : { label: 'editedAt', at: app.updated_at };
}
