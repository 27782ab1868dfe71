// Calls under /api/v1/api_key (spec/3 "API keys and channel codes"): a store's API keys and
// channel codes, for developers who manage the store. `{code, msg, data}` answers.
import type { ApiKeyCreate, ApiKeyList, ApiKeyListQuery, ApiKeyRead, ApiKeyUpdate } from '../apiKeyTypes';
import type { DomainContext } from './context';

export interface ApiKeysApi {
  /** GET api_key/{store_id}: the caller's API keys of the store, or its channel codes with `channel_only`; keys masked. */
  list(storeId: string, query?: ApiKeyListQuery): Promise<ApiKeyRead[]>;
  /** GET api_key/display/{id}: the full key of one record (the record's id, not the store's), for copying. */
  display(keyId: string): Promise<string>;
  /** POST api_key/{store_id}: the new record with its full key, shown this once. Name required, at most 30 characters. */
  create(storeId: string, key: ApiKeyCreate): Promise<ApiKeyRead>;
  /** PATCH api_key/{id}: name, domain (null or '' clears it) or is_active; answers the record (key masked). */
  update(keyId: string, changes: ApiKeyUpdate): Promise<ApiKeyRead>;
  /** DELETE api_key/{id}. */
  remove(keyId: string): Promise<void>;
}

const base = '/api/v1/api_key';

export function createApiKeysApi({ request }: DomainContext): ApiKeysApi {
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: async (storeId, query = {}) =>
      (
        await request<ApiKeyList>({
          path: at(storeId),
          searchParams: { channel_only: query.channel_only, search: query.search?.trim() || undefined },
          envelope: true,
        })
      ).api_keys,
    display: async (keyId) => (await request<{ api_key: string }>({ path: `${base}/display/${encodeURIComponent(keyId)}`, envelope: true })).api_key,
    create: (storeId, key) => request<ApiKeyRead>({ method: 'POST', path: at(storeId), json: key, envelope: true }),
    update: (keyId, changes) => request<ApiKeyRead>({ method: 'PATCH', path: at(keyId), json: changes, envelope: true }),
    remove: async (keyId) => {
      await request<null>({ method: 'DELETE', path: at(keyId), envelope: true });
    },
  };
}
