// An in-memory stand-in for the API key calls (GET/POST api_key/{store_id}, PATCH and DELETE
// api_key/{id}, GET api_key/display/{id}), answering like the server: names required and at most
// 30 characters, lists newest first and masked, the full key only on creation and display.
import { API_KEY_NAME_MAX_LENGTH, ApiError, ErrorCode, type ApiKeyCreate, type ApiKeyRead, type ApiKeysApi } from '@app/api-client';

/** A stored key: the record with its full key. */
export type StoredApiKey = ApiKeyRead;

export interface MemoryApiKeysApi extends ApiKeysApi {
  /** Every stored record with its full key, for assertions. */
  stored(): StoredApiKey[];
}

const mask = (key: string) => `${key.slice(0, 7)}********${key.slice(-4)}`;
const refused = (path: string, msg: string) => new ApiError({ status: 200, path, code: ErrorCode.PARAMETER_ERROR, message: msg });

/** A key record as the server stores it (`api_key` is the full key). */
export function apiKeyRecord(fields: Partial<ApiKeyRead> & Pick<ApiKeyRead, 'id' | 'name' | 'store_id'>): StoredApiKey {
  return {
    domain: null,
    api_key: `sk-${fields.id}-0123456789abcdefghij`,
    is_active: true,
    is_channel: false,
    created_at: '2026-01-10T08:30:00.000Z',
    last_used_at: null,
    ...fields,
  };
}

export function createMemoryApiKeysApi(seed: readonly StoredApiKey[] = []): MemoryApiKeysApi {
  const keys = structuredClone([...seed]);
  let sequence = 0;
  const masked = (key: StoredApiKey): ApiKeyRead => ({ ...key, api_key: mask(key.api_key) });
  const find = (id: string, path: string) => {
    const key = keys.find((candidate) => candidate.id === id);
    if (!key) throw refused(path, '密钥不存在');
    return key;
  };
  const checkName = (name: string, path: string) => {
    if (name.trim() === '' || name.length > API_KEY_NAME_MAX_LENGTH) throw refused(path, '请输入名称');
  };

  return {
    list: async (storeId, query = {}) =>
      keys
        .filter((key) => key.store_id === storeId && key.is_channel === Boolean(query.channel_only))
        .filter((key) => !query.search?.trim() || key.name.includes(query.search.trim()))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map(masked),
    display: async (keyId) => find(keyId, `/api/v1/api_key/display/${keyId}`).api_key,
    create: async (storeId, body: ApiKeyCreate) => {
      checkName(body.name, `/api/v1/api_key/${storeId}`);
      sequence += 1;
      const key = apiKeyRecord({
        id: `key-new-${sequence}`,
        name: body.name.trim(),
        store_id: storeId,
        domain: body.domain?.trim() || null,
        is_active: body.is_active ?? true,
        is_channel: body.is_channel ?? false,
        api_key: `sk-created${sequence}-${'x'.repeat(24)}${sequence}`,
        created_at: new Date().toISOString(),
      });
      keys.push(key);
      return structuredClone(key);
    },
    update: async (keyId, changes) => {
      const path = `/api/v1/api_key/${keyId}`;
      const key = find(keyId, path);
      if (changes.name !== undefined) checkName(changes.name, path);
      Object.assign(key, {
        ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
        ...(changes.domain !== undefined ? { domain: changes.domain?.trim() || null } : {}),
        ...(changes.is_active !== undefined ? { is_active: changes.is_active } : {}),
      });
      return masked(key);
    },
    remove: async (keyId) => {
      const path = `/api/v1/api_key/${keyId}`;
      find(keyId, path);
      keys.splice(
        keys.findIndex((key) => key.id === keyId),
        1,
      );
    },
    stored: () => structuredClone(keys),
  };
}
