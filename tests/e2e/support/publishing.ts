// API steps of the publishing journey: an administrator's token, a developer account, a policy
// group, and the store of a flow as the server holds it.
import { envelopeCall, type Envelope } from './envelope';

/** POST /api/v1/login: the access token. */
export async function apiLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/login`, { method: 'POST', body: new URLSearchParams({ username, password, remember_me: 'false' }) });
  const answer = (await response.json()) as Envelope<{ access_token: string }>;
  if (answer.code !== 0) throw new Error(`login of ${username} answered ${JSON.stringify(answer)}`);
  return answer.data.access_token;
}

/** A developer account (role 16) with a generated profile image, made by an administrator. */
export async function createDeveloper(baseUrl: string, adminToken: string, username: string, password: string): Promise<void> {
  const logo = await envelopeCall<{ file_path: string }>(baseUrl, adminToken, 'POST', '/api/v1/users/generate_logo', { storage_type: 1, hint: username });
  await envelopeCall(baseUrl, adminToken, 'POST', '/api/v1/users/', { username, name: username, password, profile_image: logo.file_path, role: 16 });
}

/** A policy group allowing nobody in particular; its id. */
export async function createPolicyGroup(baseUrl: string, adminToken: string, name: string, description: string): Promise<string> {
  const group = await envelopeCall<{ id: string }>(baseUrl, adminToken, 'POST', '/api/v1/policy/', {
    name,
    description,
    allowed_group_ids: [],
    allowed_user_ids: [],
    denied_group_ids: [],
    denied_user_ids: [],
  });
  return group.id;
}

/** GET store/flow/{flow_id}: the flow's store (policy, status, release time). */
export function storeOfFlow(baseUrl: string, token: string, flowId: string): Promise<{ id: string; policy_id: string; status_type: string; released_at: string | null }> {
  return envelopeCall(baseUrl, token, 'GET', `/api/v1/store/flow/${flowId}`);
}

/** GET flows/{id}: the flow's released_at (null when never released or unpublished). */
export async function flowReleasedAt(baseUrl: string, token: string, flowId: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/v1/flows/${flowId}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET flows/${flowId} answered ${response.status}`);
  return ((await response.json()) as { released_at: string | null }).released_at;
}

/** POST store/release: publishes the flow; its store id. */
export async function publishFlow(baseUrl: string, token: string, flowId: string, note: string): Promise<string> {
  return (await envelopeCall<{ store_id: string }>(baseUrl, token, 'POST', '/api/v1/store/release', { flow_id: flowId, note })).store_id;
}

/** POST api_key/{store_id}: a new API key of the store, in full (as its dialog shows it once). */
export async function createApiKey(baseUrl: string, token: string, storeId: string, name: string): Promise<string> {
  return (await envelopeCall<{ api_key: string }>(baseUrl, token, 'POST', `/api/v1/api_key/${storeId}`, { name })).api_key;
}
