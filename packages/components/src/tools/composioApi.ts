// Composio's REST API v3 on the wire (its SDKs' v1/v2 routes are retired), the project API key in
// the x-api-key header: an entity's active connected account of an app, the link that connects
// one (the app's auth config, Composio-managed when the project has none), the chosen actions
// ("tools") with their JSON argument schemas or all of an app's, and one action executed for the
// connected account.
import type { JsonSchema, OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { isPlainObject } from '../values/data';
import { refusalDetail, serviceJson, serviceText, serviceUrl, type SearchService } from './searchService';

export const COMPOSIO_BASE_URL = 'https://backend.composio.dev/api/v3';

const COMPOSIO: SearchService = { base: COMPOSIO_BASE_URL, codes: { baseUrl: 'COMPOSIO_BASE_URL_INVALID', unreachable: 'COMPOSIO_UNREACHABLE' } };

/** An action sends mail or writes documents through a third party; a minute covers the slow ones. */
const REQUEST_TIMEOUT_MS = 60_000;

export interface ComposioConnection {
  readonly fetch: OutboundFetch;
  readonly apiKey: string;
  readonly base_url: string;
  readonly signal: AbortSignal;
}

/** An action as Composio lists it: its slug (the tool's name), description and argument schema. */
export interface ComposioAction {
  readonly slug: string;
  readonly description: string;
  readonly properties: Record<string, JsonSchema>;
  readonly required: string[];
  /** The toolkit version the schema belongs to; executing names it so the arguments match. */
  readonly version: string | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** One request; the answer's JSON object. 401 is a refused key; other refusals carry Composio's reason. */
async function composioJson(connection: ComposioConnection, path: string, body?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const url = `${serviceUrl(COMPOSIO, connection.base_url)}${path}`;
  const { response, body: answer } = await serviceText(COMPOSIO, connection.fetch, url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { accept: 'application/json', 'x-api-key': connection.apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    timeoutMs: REQUEST_TIMEOUT_MS,
    signal: connection.signal,
  });
  if (response.status === 401) throw componentError('COMPOSIO_API_KEY_REFUSED');
  if (!response.ok) throw componentError('COMPOSIO_REFUSED', { status: response.status, detail: refusalDetail(answer, ['error.message', 'message', 'error']) });
  const parsed = serviceJson(answer, 'COMPOSIO_ANSWER_UNREADABLE');
  if (!isPlainObject(parsed)) throw componentError('COMPOSIO_ANSWER_UNREADABLE', { detail: 'the answer is not a JSON object' });
  return parsed;
}

/** The `items` list every v3 listing answers with. */
function items(answer: Record<string, unknown>): Array<Record<string, unknown>> {
  if (!Array.isArray(answer.items)) throw componentError('COMPOSIO_ANSWER_UNREADABLE', { detail: 'no "items" list' });
  return answer.items.filter(isPlainObject);
}

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

/** The id of the entity's active connected account of `app`, if it has one. */
export async function activeAccount(connection: ComposioConnection, app: string, entity: string): Promise<string | undefined> {
  const answer = await composioJson(connection, `/connected_accounts?${query({ user_ids: entity, toolkit_slugs: app.toLowerCase(), statuses: 'ACTIVE' })}`);
  return items(answer)
    .map((account) => text(account.id))
    .find((id) => id !== undefined);
}

/** The project's auth config for `app`: its first, or a new Composio-managed one. */
async function authConfigId(connection: ComposioConnection, app: string): Promise<string> {
  const slug = app.toLowerCase();
  const existing = items(await composioJson(connection, `/auth_configs?${query({ toolkit_slug: slug })}`))
    .map((config) => text(config.id))
    .find((id) => id !== undefined);
  if (existing !== undefined) return existing;
  const created = await composioJson(connection, '/auth_configs', { toolkit: { slug }, auth_config: { type: 'use_composio_managed_auth' } });
  const id = isPlainObject(created.auth_config) ? text(created.auth_config.id) : undefined;
  if (id === undefined) throw componentError('COMPOSIO_ANSWER_UNREADABLE', { detail: 'the new auth config has no id' });
  return id;
}

/** The address where the user connects an `app` account for the entity (Composio's Connect Link). */
export async function connectLink(connection: ComposioConnection, app: string, entity: string): Promise<string> {
  const link = await composioJson(connection, '/connected_accounts/link', { auth_config_id: await authConfigId(connection, app), user_id: entity });
  const url = text(link.redirect_url);
  if (url === undefined) throw componentError('COMPOSIO_ANSWER_UNREADABLE', { detail: 'the connect link has no redirect_url' });
  return url;
}

function action(item: Record<string, unknown>): ComposioAction | undefined {
  const slug = text(item.slug);
  if (slug === undefined) return undefined;
  const schema = isPlainObject(item.input_parameters) ? item.input_parameters : {};
  const properties = (isPlainObject(schema.properties) ? schema.properties : {}) as Record<string, JsonSchema>;
  const required = Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
  return { slug, description: text(item.description) ?? text(item.name) ?? slug, properties, required, version: text(item.version) };
}

/** The actions named by `slugs`, at their toolkits' latest versions. */
export async function listActions(connection: ComposioConnection, slugs: readonly string[]): Promise<ComposioAction[]> {
  const answer = await composioJson(connection, `/tools?${query({ tool_slugs: slugs.join(','), toolkit_versions: 'latest', limit: String(slugs.length) })}`);
  return items(answer).flatMap((item) => action(item) ?? []);
}

/** Composio pages long listings; a broken answer could page forever. */
const MAX_LIST_PAGES = 20;

/** The slugs of every action of `app`, following Composio's pages (for the editor's choice). */
export async function appActionSlugs(connection: ComposioConnection, app: string): Promise<string[]> {
  const slugs: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
    const params = { toolkit_slug: app.toLowerCase(), toolkit_versions: 'latest', limit: '100', ...(cursor === undefined ? {} : { cursor }) };
    const answer = await composioJson(connection, `/tools?${query(params)}`);
    slugs.push(...items(answer).flatMap((item) => text(item.slug) ?? []));
    cursor = text(answer.next_cursor);
    if (cursor === undefined) break;
  }
  return slugs;
}

/** Runs the action for the connected account; its `data`, or a failure with Composio's reason. */
export async function executeAction(connection: ComposioConnection, run: { action: ComposioAction; accountId: string; entity: string; args: Record<string, unknown> }): Promise<unknown> {
  const { action: chosen, accountId, entity, args } = run;
  const body = { connected_account_id: accountId, user_id: entity, arguments: args, ...(chosen.version === undefined ? {} : { version: chosen.version }) };
  const answer = await composioJson(connection, `/tools/execute/${encodeURIComponent(chosen.slug)}`, body);
  if (answer.successful !== true) {
    const detail = text(answer.error) ?? (answer.error === undefined || answer.error === null ? 'unsuccessful' : JSON.stringify(answer.error));
    throw componentError('COMPOSIO_ACTION_FAILED', { action: chosen.slug, detail });
  }
  return answer.data;
}
