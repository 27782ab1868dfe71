// API keys and channel codes of a store (spec/3 "API keys and channel codes"): developers manage
// the keys of their own stores (administrators: of any store). A key is shown in full once, in
// the answer that creates it, and again only through the display call; lists show it masked.
// `{code, msg, data}` answers.
import { isAdmin, ErrorCode, ROLE_DEV, type ApiKeyDisplay, type ApiKeyList, type ApiKeyRead, type Envelope } from '@app/api-client';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { principalOf, type Principal } from '../auth/authHook';
import { isoTimestamp } from '../db/rowValues';
import type { ApiKeysTable, DatabaseSchema } from '../db/schema';
import { businessError } from '../errors/appError';
import { success } from '../errors/envelope';
import { apiSchema } from '../http/openApi';
import { storeMessages } from '../store/storeMessages';
import { findStore, type StoreRow } from '../store/storeQueries';
import type { CredentialCipher } from '../variables/credentialCipher';
import { deleteApiKey, findApiKey, insertApiKey, listApiKeys, toApiKeyRead, updateApiKey, type ApiKeyRow } from './apiKeyQueries';
import { keyCreateBody, keyIdParams, keyListQuery, keyMessages, keyStoreParams, keyUpdateBody } from './apiKeySchemas';
import { generateApiKey, hashApiKey, maskApiKey } from './apiKeySecrets';

export interface ApiKeyRoutesContext {
  db: Kysely<DatabaseSchema>;
  cipher: CredentialCipher;
  now: () => Date;
}

const developer = { config: { auth: ROLE_DEV, errorFormat: 'envelope' } } as const;
/** The route every call lives under; `display/{id}` is the key's own id (a store has many keys). */
export const API_KEY_BASE = '/api/v1/api_key';

export function registerApiKeyRoutes(app: FastifyInstance, { db, cipher, now }: ApiKeyRoutesContext): void {
  /** A store the caller manages (its owner, or an administrator); any other answers as a missing one. */
  async function managedStore(principal: Principal, storeId: string): Promise<StoreRow> {
    const store = await findStore(db, storeId);
    if (!store || (store.user_id !== principal.userId && !isAdmin(principal))) throw businessError(ErrorCode.PARAMETER_ERROR, storeMessages.STORE_NOT_FOUND);
    return store;
  }

  /** A key its creator (or an administrator) may change. */
  async function ownKey(principal: Principal, keyId: string): Promise<ApiKeyRow> {
    const row = await findApiKey(db, keyId);
    if (!row || (row.user_id !== principal.userId && !isAdmin(principal))) throw businessError(ErrorCode.PARAMETER_ERROR, keyMessages.KEY_NOT_FOUND);
    return row;
  }

  app.get(`${API_KEY_BASE}/:storeId`, { ...developer, schema: apiSchema({ tag: 'keys', summary: 'The caller’s API keys of an app, or its channel codes (channel_only); keys masked', auth: 'session', params: keyStoreParams, querystring: keyListQuery }) }, async (request): Promise<Envelope<ApiKeyList>> => {
    const { storeId } = keyStoreParams.parse(request.params);
    const query = keyListQuery.parse(request.query);
    const principal = principalOf(request);
    await managedStore(principal, storeId);
    const rows = await listApiKeys(db, { storeId, userId: isAdmin(principal) ? null : principal.userId, channel: query.channel_only, search: query.search });
    return success({ api_keys: rows.map((row) => toApiKeyRead(row)) });
  });

  app.get(`${API_KEY_BASE}/display/:keyId`, { ...developer, schema: apiSchema({ tag: 'keys', summary: 'The full key of one record (the record’s id), for copying', auth: 'session', params: keyIdParams }) }, async (request): Promise<Envelope<ApiKeyDisplay>> => {
    const { keyId } = keyIdParams.parse(request.params);
    const row = await ownKey(principalOf(request), keyId);
    return success({ api_key: cipher.decrypt(row.key_encrypted, row.id) });
  });

  app.post(`${API_KEY_BASE}/:storeId`, { ...developer, schema: apiSchema({ tag: 'keys', summary: 'Create an API key or channel code; the answer shows the full key this once', auth: 'session', params: keyStoreParams, body: keyCreateBody }) }, async (request): Promise<Envelope<ApiKeyRead>> => {
    const { storeId } = keyStoreParams.parse(request.params);
    const body = keyCreateBody.parse(request.body ?? {});
    const principal = principalOf(request);
    await managedStore(principal, storeId);
    const id = randomUUID();
    const key = generateApiKey();
    const row = {
      id,
      user_id: principal.userId,
      store_id: storeId,
      name: body.name,
      domain: body.domain ?? null,
      is_active: body.is_active,
      is_channel: body.is_channel,
      key_hash: hashApiKey(key),
      key_encrypted: cipher.encrypt(key, id),
      masked: maskApiKey(key),
      created_at: isoTimestamp(now()),
      last_used_at: null,
    } satisfies Insertable<ApiKeysTable>;
    await insertApiKey(db, row);
    return success(toApiKeyRead(row, key));
  });

  app.patch(`${API_KEY_BASE}/:keyId`, { ...developer, schema: apiSchema({ tag: 'keys', summary: 'Rename, rebind or switch a key', auth: 'session', params: keyIdParams, body: keyUpdateBody }) }, async (request): Promise<Envelope<ApiKeyRead>> => {
    const { keyId } = keyIdParams.parse(request.params);
    const body = keyUpdateBody.parse(request.body ?? {});
    const row = await ownKey(principalOf(request), keyId);
    const changes = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.domain !== undefined ? { domain: body.domain } : {}),
      ...(body.is_active !== undefined ? { is_active: body.is_active } : {}),
    };
    if (Object.keys(changes).length > 0) await updateApiKey(db, keyId, changes);
    return success(toApiKeyRead({ ...row, ...changes }));
  });

  app.delete(`${API_KEY_BASE}/:keyId`, { ...developer, schema: apiSchema({ tag: 'keys', summary: 'Delete a key', auth: 'session', params: keyIdParams }) }, async (request): Promise<Envelope<null>> => {
    const { keyId } = keyIdParams.parse(request.params);
    await ownKey(principalOf(request), keyId);
    await deleteApiKey(db, keyId);
    return success(null);
  });
}
