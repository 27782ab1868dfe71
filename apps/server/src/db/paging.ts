// Paged lists (ARCHITECTURE section 3): `{items, page, pages, size, total}`, pages counted from 1.
import type { Paged } from '@app/api-client';
import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** `page` and `size` query parameters, as fastapi-pagination reads them (defaults 1 and 50). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type PageQuery = z.infer<typeof pageQuery>;

export function offsetOf({ page, size }: PageQuery): number {
  return (page - 1) * size;
}

export function pageOf<T>(items: T[], total: number, { page, size }: PageQuery): Paged<T> {
  return { items, total, page, size, pages: Math.ceil(total / size) };
}

/**
 * Case-insensitive "contains" for both dialects (PostgreSQL's LIKE is case-sensitive, SQLite's is
 * not for ASCII); the search text's own wildcards are escaped so they match literally.
 */
export function containsText(column: Expression<string | null>, search: string): Expression<SqlBool> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}
