// Marketplace set-up through the API, as the console would make it: accounts created by the
// administrator, a flow released as an app with a note, an access policy bound to it, and the
// caller's conversations with an app.
import { envelopeCall, json, type Envelope } from './envelope';

/** Signs in through the API; the access token. */
export async function apiToken(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/login`, { method: 'POST', body: new URLSearchParams({ username, password }) });
  const answer = (await response.json()) as Envelope<{ access_token: string }>;
  if (answer.code !== 0) throw new Error(`login of ${username} failed: ${JSON.stringify(answer)}`);
  return answer.data.access_token;
}

export const USER_PASSWORD = 'Market#Pass1';

/** An account the administrator creates (8 plain user, 16 developer); its id. */
export async function createAccount(baseUrl: string, adminToken: string, username: string, name: string, role: number): Promise<string> {
  const avatar = await envelopeCall<{ file_path: string }>(baseUrl, adminToken, 'POST', '/api/v1/users/generate_logo', { storage_type: 1, hint: username });
  const user = await envelopeCall<{ id: string }>(baseUrl, adminToken, 'POST', '/api/v1/users/', { username, name, password: USER_PASSWORD, profile_image: avatar.file_path, role });
  return user.id;
}

/** A policy group allowing and denying users by id; its id. */
export async function createPolicy(baseUrl: string, adminToken: string, name: string, allowedUserIds: string[], deniedUserIds: string[]): Promise<string> {
  const policy = await envelopeCall<{ id: string }>(baseUrl, adminToken, 'POST', '/api/v1/policy/', {
    name,
    description: `${name}的说明`,
    allowed_group_ids: [],
    allowed_user_ids: allowedUserIds,
    denied_group_ids: [],
    denied_user_ids: deniedUserIds,
  });
  return policy.id;
}

/** Gives a stored flow its description and tags (the editor's flow settings). */
export async function describeFlow(baseUrl: string, token: string, flowId: string, description: string, tags: string[]): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/flows/${flowId}`, { method: 'PATCH', headers: { authorization: `Bearer ${token}`, ...json }, body: JSON.stringify({ description, tags }) });
  if (!response.ok) throw new Error(`PATCH flow answered ${response.status}: ${await response.text()}`);
}

/** Releases the flow with a note (POST store/release); the app's store id. */
export async function release(baseUrl: string, token: string, flowId: string, note: string): Promise<string> {
  return (await envelopeCall<{ store_id: string }>(baseUrl, token, 'POST', '/api/v1/store/release', { flow_id: flowId, note })).store_id;
}

export async function bindPolicy(baseUrl: string, token: string, storeId: string, policyId: string): Promise<void> {
  await envelopeCall(baseUrl, token, 'POST', '/api/v1/store/bind_policy', { store_id: storeId, policy_id: policyId });
}

/** The caller's conversations with the app (GET conversations). */
export async function conversationIds(baseUrl: string, token: string, storeId: string): Promise<string[]> {
  const page = await envelopeCall<{ items: Array<{ id: string }> }>(baseUrl, token, 'GET', `/api/v1/conversations?store_id=${storeId}&size=100`);
  return page.items.map((conversation) => conversation.id);
}

/** Unpublishes the app (POST store/decomission). */
export async function decommission(baseUrl: string, token: string, flowId: string, note: string): Promise<void> {
  await envelopeCall(baseUrl, token, 'POST', '/api/v1/store/decomission', { flow_id: flowId, note });
}

/** Changes the working copy's Prompt template, as the developer would in the editor. */
export async function editPromptTemplate(baseUrl: string, token: string, flowId: string, template: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, ...json };
  const flow = (await (await fetch(`${baseUrl}/api/v1/flows/${flowId}`, { headers })).json()) as {
    data: { nodes: Array<{ data: { type: string; node: { template: Record<string, { value?: unknown }> } } }>; edges: unknown[] };
  };
  const prompt = flow.data.nodes.find((node) => node.data.type === 'Prompt');
  if (!prompt?.data.node.template.template) throw new Error('the flow has no Prompt');
  prompt.data.node.template.template.value = template;
  const response = await fetch(`${baseUrl}/api/v1/flows/${flowId}`, { method: 'PATCH', headers, body: JSON.stringify({ data: flow.data }) });
  if (!response.ok) throw new Error(`PATCH flow answered ${response.status}: ${await response.text()}`);
}
