import { STORE_ALL_TAG, STORE_CATEGORIES, type StoreCategory } from '@app/api-client';

/** The translation key of a tag: 全部 and the categories are translated, other tags show as they are. */
export function tagLabelKey(tag: string): `tags.${'all' | StoreCategory}` | null {
  if (tag === STORE_ALL_TAG) return 'tags.all';
  return (STORE_CATEGORIES as readonly string[]).includes(tag) ? `tags.${tag as StoreCategory}` : null;
}
