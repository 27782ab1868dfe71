// Apify's REST API v2 on the wire, as its clients call it (the token as a Bearer header): an
// Actor's latest build (its input schema and README), and a run — started, waited for while the
// API holds each request up to a minute, then its default dataset's items. Failures name the component.
import type { OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { isPlainObject } from '../values/data';
import { refusalDetail, serviceJson, serviceText, serviceUrl, type SearchService } from './searchService';

export const APIFY_BASE_URL = 'https://api.apify.com/v2';

const APIFY: SearchService = { base: APIFY_BASE_URL, codes: { baseUrl: 'APIFY_BASE_URL_INVALID', unreachable: 'APIFY_UNREACHABLE' } };

/** The longest Apify holds a request open waiting for a run (its `waitForFinish` maximum). */
const MAX_WAIT_SECONDS = 60;
const TERMINAL_STATUSES = new Set(['SUCCEEDED', 'FAILED', 'ABORTED', 'TIMED-OUT']);

export interface ApifyConnection {
  readonly fetch: OutboundFetch;
  readonly token: string;
  readonly base_url: string;
  readonly signal: AbortSignal;
}

export interface ActorBuild {
  readonly inputSchema: Record<string, unknown> | undefined;
  readonly readme: string;
}

/** An Actor in a URL: "username/name" becomes "username~name", as Apify's clients write it. */
const actorPath = (actor: string): string => encodeURIComponent(actor.replace('/', '~'));

/** Apify's reason for a refusal: `{"error": {"message": …}}`, else the body's text. */
function apifyRefusal(body: string): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    const error = isPlainObject(parsed) ? parsed.error : undefined;
    if (isPlainObject(error) && typeof error.message === 'string') return error.message;
  } catch {
    // Not JSON: refusalDetail takes the text.
  }
  return refusalDetail(body, ['error']);
}

/** One request; the answer's JSON. 401 is a refused token; `notFound` names what a 404 did not find. */
async function apifyJson(connection: ApifyConnection, path: string, init: { method?: string; body?: string; waitSeconds?: number; notFound?: string } = {}): Promise<unknown> {
  const url = `${serviceUrl(APIFY, connection.base_url)}${path}`;
  const { response, body } = await serviceText(APIFY, connection.fetch, url, {
    method: init.method ?? 'GET',
    headers: { accept: 'application/json', authorization: `Bearer ${connection.token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: init.body }),
    // The API holds a waiting request open up to its wait; the rest is the exchange itself.
    timeoutMs: ((init.waitSeconds ?? 0) + 30) * 1000,
    signal: connection.signal,
  });
  if (response.status === 401) throw componentError('APIFY_TOKEN_REFUSED');
  if (response.status === 404 && init.notFound !== undefined) throw componentError('APIFY_ACTOR_NOT_FOUND', { actor: init.notFound });
  if (!response.ok) throw componentError('APIFY_REFUSED', { status: response.status, detail: apifyRefusal(body) });
  return serviceJson(body, 'APIFY_ANSWER_UNREADABLE');
}

/** The `data` object Apify wraps its records in. */
function record(answer: unknown, what: string): Record<string, unknown> {
  const data = isPlainObject(answer) ? answer.data : undefined;
  if (!isPlainObject(data)) throw componentError('APIFY_ANSWER_UNREADABLE', { detail: `no ${what} under "data"` });
  return data;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The input schema a build gives: `actorDefinition.input`, or the older `inputSchema` JSON text. */
function buildInputSchema(build: Record<string, unknown>): Record<string, unknown> | undefined {
  const definition = isPlainObject(build.actorDefinition) ? build.actorDefinition : {};
  if (isPlainObject(definition.input)) return definition.input;
  const schema = text(build.inputSchema);
  if (schema === undefined) return undefined;
  const parsed = serviceJson(schema, 'APIFY_ANSWER_UNREADABLE');
  return isPlainObject(parsed) ? parsed : undefined;
}

/** The build the Actor's default run options name (its tag's build), as Langflow loads it for the tool. */
export async function latestActorBuild(connection: ApifyConnection, actor: string): Promise<ActorBuild> {
  const info = record(await apifyJson(connection, `/acts/${actorPath(actor)}`, { notFound: actor }), 'Actor');
  const tag = text(isPlainObject(info.defaultRunOptions) ? info.defaultRunOptions.build : undefined) ?? 'latest';
  const tagged = isPlainObject(info.taggedBuilds) && isPlainObject(info.taggedBuilds[tag]) ? info.taggedBuilds[tag] : {};
  const buildId = text(tagged.buildId);
  if (buildId === undefined) throw componentError('APIFY_INPUT_SCHEMA_NONE', { actor });
  const build = record(await apifyJson(connection, `/actor-builds/${encodeURIComponent(buildId)}`), 'build');
  const definition = isPlainObject(build.actorDefinition) ? build.actorDefinition : {};
  return { inputSchema: buildInputSchema(build), readme: text(build.readme) ?? text(definition.readme) ?? '' };
}

/**
 * Runs the Actor with `input` and returns its default dataset's items. Apify holds each request up
 * to a minute while the run goes on; after `timeoutSeconds` without an end, or an end other than
 * success, the run fails naming the Actor.
 */
export async function runActor(connection: ApifyConnection, actor: string, input: Record<string, unknown>, timeoutSeconds: number): Promise<Array<Record<string, unknown>>> {
  const started = Date.now();
  const waitFor = () => Math.max(0, Math.min(MAX_WAIT_SECONDS, Math.ceil(timeoutSeconds - (Date.now() - started) / 1000)));
  let wait = waitFor();
  let run = record(await apifyJson(connection, `/acts/${actorPath(actor)}/runs?waitForFinish=${wait}`, { method: 'POST', body: JSON.stringify(input), waitSeconds: wait, notFound: actor }), 'run');
  const runId = text(run.id);
  if (runId === undefined) throw componentError('APIFY_ANSWER_UNREADABLE', { detail: 'the run has no id' });
  while (!TERMINAL_STATUSES.has(String(run.status))) {
    wait = waitFor();
    if (wait === 0) throw componentError('APIFY_RUN_UNFINISHED', { actor, seconds: timeoutSeconds });
    run = record(await apifyJson(connection, `/actor-runs/${encodeURIComponent(runId)}?waitForFinish=${wait}`, { waitSeconds: wait }), 'run');
  }
  if (run.status !== 'SUCCEEDED') throw componentError('APIFY_RUN_FAILED', { actor, status: String(run.status) });
  const datasetId = text(run.defaultDatasetId);
  if (datasetId === undefined) throw componentError('APIFY_ANSWER_UNREADABLE', { detail: 'the run has no dataset' });
  const items = await apifyJson(connection, `/datasets/${encodeURIComponent(datasetId)}/items?clean=true&format=json`);
  if (!Array.isArray(items)) throw componentError('APIFY_ANSWER_UNREADABLE', { detail: 'the dataset items are not a list' });
  return items.filter(isPlainObject);
}
