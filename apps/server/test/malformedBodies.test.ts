// Every registered route, sent what a broken or hostile client sends — malformed JSON, empty and
// wrong-typed bodies, objects whose fields have the wrong types, oversized bodies, truncated and
// misplaced multipart bodies, a junk query, path ids random and malformed — as anonymous and as
// the administrator (so the handlers run); and, as the administrator, with the ids of records that
// exist, so handlers get past their lookups to the body. None may answer 5xx, and every error is
// in its route family's format ({code,msg,data}, or {detail} with the code and parameters of a
// refused body beside it). On SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { adminApi, type Api } from './support/api';
import { pollEvents, startBuild } from './support/builds';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';
import { uploadTo } from './support/uploads';
import { createUser } from './helpers';

/** Fastify's default body limit, for routes that set none. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Requests in flight at once: enough to keep the run short, few enough for a 2-core machine. */
const CONCURRENCY = 8;
const BOUNDARY = '----malformed-bodies';

interface Route {
  method: string;
  url: string;
  bodyLimit: number;
  errorFormat: 'envelope' | 'detail';
  /** Whether an anonymous caller reaches the handler ('public' and 'optional' routes). */
  open: boolean;
}

interface Payload {
  name: string;
  contentType?: string;
  body?: string;
}

interface Case {
  route: Route;
  caller: 'anonymous' | 'admin';
  path: string;
  payload: Payload | 'oversized';
}

interface Answer {
  status: number;
  text: string;
}

/** Every field name the server's request schemas know (`name: z.…`), to give each a wrong type. */
function schemaFieldNames(): string[] {
  const sourceDir = join(import.meta.dirname, '..', 'src');
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(join(sourceDir, file), 'utf8').matchAll(/\b([a-z_][a-z0-9_]*)\s*:\s*z\./gi)) names.add(match[1] as string);
  }
  return [...names].sort();
}

function multipart(complete: boolean): Payload {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello`;
  return {
    name: complete ? 'a multipart body' : 'a truncated multipart body',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: complete ? `${head}\r\n--${BOUNDARY}--\r\n` : head,
  };
}

const json = (name: string, body: string): Payload => ({ name, contentType: 'application/json', body });
const MALFORMED_JSON = json('malformed JSON', '{"name": "x", ');
const EMPTY_OBJECT = json('an empty object', '{}');

function payloads(fields: readonly string[]): Payload[] {
  const wrongTyped = (name: string, value: unknown) => json(`fields of the wrong type (${name})`, JSON.stringify(Object.fromEntries(fields.map((field) => [field, value]))));
  return [
    MALFORMED_JSON,
    json('an empty JSON body', ''),
    EMPTY_OBJECT,
    json('an array', '[]'),
    json('a number', '42'),
    json('a string', '"text"'),
    json('null', 'null'),
    wrongTyped('numbers', 12345),
    wrongTyped('strings', 'x'),
    wrongTyped('booleans', true),
    wrongTyped('objects', { nested: { deeper: [] } }),
    wrongTyped('arrays', [1, 'two', null]),
    wrongTyped('nulls', null),
    multipart(false),
    multipart(true),
    { name: 'a form', contentType: 'application/x-www-form-urlencoded', body: 'name=x&data=%7B&nodes' },
    { name: 'plain text', contentType: 'text/plain', body: 'hello' },
  ];
}

const NO_BODY: Payload = { name: 'no body' };
const JUNK_QUERY = '?page=-1&size=abc&limit=x&flow_id=not-a-uuid&session_id=&stream=maybe&event_delivery=nope&order[by]=1&log_builds=perhaps';

function pathOf(url: string, id: string): string {
  return url.replace(/:[A-Za-z_]+/g, encodeURIComponent(id)).replace(/\*/g, 'anything');
}

/** Records that exist: ids of every kind, and the name of a file kept beside a flow. */
interface Seeded {
  ids: string[];
  flowFileName: string;
}

/** Every way to fill a route's parameters with existing records (a file name where one is asked). */
function existingPaths(url: string, seeded: Seeded): string[] {
  let paths = [url];
  for (const param of url.match(/:[A-Za-z_]+/g) ?? []) {
    const values = /file_?name/i.test(param) ? [seeded.flowFileName] : seeded.ids;
    paths = paths.flatMap((path) => values.map((value) => path.replace(param, encodeURIComponent(value))));
  }
  return paths;
}

/** The cases of one route with existing records in its path, as the administrator: no body, empty objects, wrong types, multipart. */
function existingCasesOf(route: Route, bodies: readonly Payload[], seeded: Seeded): Case[] {
  if (!route.url.includes(':')) return [];
  const reading = route.method === 'GET' || route.method === 'HEAD';
  const kept = ['an empty object', 'null', 'fields of the wrong type (numbers)', 'fields of the wrong type (strings)', 'fields of the wrong type (nulls)', 'a truncated multipart body', 'a multipart body'];
  const objects = bodies.filter((payload) => kept.includes(payload.name));
  return existingPaths(route.url, seeded).flatMap((path) => (reading ? [NO_BODY] : [NO_BODY, ...objects]).map((payload) => ({ route, caller: 'admin' as const, path, payload })));
}

/** As the administrator: a flow that was built (a job, its messages and session), a folder, a variable, a user, a group, a policy and files. */
async function seed(server: TestServer, admin: Api): Promise<Seeded> {
  const created = <T>(what: string, answer: { status: number; text: string; body: T }): T => {
    if (answer.status >= 300 || (answer.body as { code?: number }).code) throw new Error(`seeding ${what} failed: ${answer.status} ${answer.text}`);
    return answer.body;
  };
  const flow = await createFlow(admin, chatPromptGraph(await fetchCatalogue(admin)));
  const jobId = await startBuild(admin, flow.id, { inputs: { input_value: 'seed', session: 'seeded-session' } });
  await pollEvents(admin, jobId);
  const [message] = created('messages', await admin.get<Array<{ id: string }>>(`/api/v1/monitor/messages?flow_id=${flow.id}`));
  const folder = created('a folder', await admin.post<{ id: string }>('/api/v1/folders/', { name: 'Seeded folder' }));
  const variable = created('a variable', await admin.post<{ id: string }>('/api/v1/variables/', { name: 'SEEDED', value: 'v', type: 'Generic' }));
  const userId = await createUser(server, { username: 'seeded-user' });
  const group = created('a user group', await admin.post<{ data: { id: string } }>('/api/v1/user-groups/', { name: 'Seeded group', description: 'seeded' }));
  const policy = created('a policy', await admin.post<{ data: { id: string } }>('/api/v1/policy/', { name: 'Seeded policy', description: 'seeded' }));
  const file = created('a user file', await uploadTo<{ id: string }>(server, '/api/v2/files', 'hello', 'seeded.txt', admin.token));
  const flowFile = created('a flow file', await uploadTo<{ file_path: string }>(server, `/api/v1/files/upload/${flow.id}`, 'hello', 'seeded.txt', admin.token));
  return {
    ids: [flow.id, jobId, message?.id as string, 'seeded-session', folder.id, variable.id, userId, group.data.id, policy.data.id, file.id],
    flowFileName: flowFile.file_path.slice(flow.id.length + 1),
  };
}

/**
 * The cases of one route: path ids random and malformed, and every payload for routes that take a
 * body. An anonymous caller is turned away before the body is read, except on open routes: there
 * two cases show it.
 */
function casesOf(route: Route, bodies: readonly Payload[]): Case[] {
  const hasParams = route.url.includes(':');
  const cases: Case[] = [];
  if (!route.open) {
    const random = pathOf(route.url, randomUUID());
    cases.push({ route, caller: 'anonymous', path: random, payload: NO_BODY });
    if (route.method !== 'GET') cases.push({ route, caller: 'anonymous', path: random, payload: MALFORMED_JSON });
  }
  for (const caller of route.open ? (['anonymous', 'admin'] as const) : (['admin'] as const)) {
    const random = pathOf(route.url, randomUUID());
    const malformed = pathOf(route.url, 'not-an-id');
    if (route.method === 'GET' || route.method === 'HEAD') {
      cases.push({ route, caller, path: random, payload: NO_BODY }, { route, caller, path: `${random}${JUNK_QUERY}`, payload: NO_BODY });
      if (hasParams) cases.push({ route, caller, path: malformed, payload: NO_BODY });
      continue;
    }
    cases.push(
      { route, caller, path: random, payload: NO_BODY },
      { route, caller, path: random, payload: 'oversized' },
      { route, caller, path: `${random}${JUNK_QUERY}`, payload: EMPTY_OBJECT },
    );
    for (const payload of bodies) cases.push({ route, caller, path: random, payload });
    if (hasParams) cases.push({ route, caller, path: malformed, payload: NO_BODY }, { route, caller, path: malformed, payload: EMPTY_OBJECT });
  }
  return cases;
}

/**
 * A body announced longer than the route takes: the server must refuse it from the header, before
 * reading it. Sent by hand, since fetch always tells the true length.
 */
function sendOversized(server: TestServer, method: string, path: string, limit: number, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(`${server.url}${path}`, { method, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(limit + 1) } }, (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text });
        request.destroy();
      });
    });
    // The server answers and closes without reading the body: that is the point. Only a
    // connection lost before any answer is a failure.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write('{"name": "');
  });
}

async function send(server: TestServer, token: string, testCase: Case): Promise<Answer> {
  const headers: Record<string, string> = testCase.caller === 'admin' ? { authorization: `Bearer ${token}` } : {};
  const { route, payload, path } = testCase;
  if (payload === 'oversized') return sendOversized(server, route.method, path, route.bodyLimit, headers);
  if (payload.contentType) headers['content-type'] = payload.contentType;
  const response = await fetch(`${server.url}${path}`, { method: route.method, headers, body: payload.body });
  return { status: response.status, text: await response.text() };
}

/** What is wrong with an answer: a 5xx, or an error outside its family's format; undefined if nothing. */
function problemOf(route: Route, answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} with a body that is not JSON`;
  }
  const fields = typeof body === 'object' && body !== null ? Object.keys(body).sort().join(',') : '';
  // A {detail} route's refused request body also carries its code and parameters, which the
  // console words in the user's language (Langflow's clients read only detail).
  const expected = route.errorFormat === 'envelope' ? ['code,data,msg'] : ['detail', 'code,detail,params'];
  return expected.includes(fields) ? undefined : `answered ${answer.status} with {${fields}} instead of {${expected.join('} or {')}}`;
}

describe.each(await databasesUnderTest())('malformed requests to every route on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  let seeded: Seeded;
  const routes: Route[] = [];

  beforeAll(async () => {
    server = await createTestServer({
      database,
      onRoute: (route: RouteOptions) => {
        // HEAD answers with its GET's handler.
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          const auth = route.config?.auth;
          routes.push({ method, url: route.url, bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT, errorFormat: route.config?.errorFormat ?? 'detail', open: auth === 'public' || auth === 'optional' });
        }
      },
    });
    admin = await adminApi(server);
    seeded = await seed(server, admin);
  });
  afterAll(() => server.close());

  it('answers every route without a server error, in the route family’s error format', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const bodies = payloads(schemaFieldNames());
    // Deleting a record comes last, so the other routes still find it.
    const existing = routes.flatMap((route) => existingCasesOf(route, bodies, seeded));
    const cases = [
      ...routes.flatMap((route) => casesOf(route, bodies)),
      ...existing.filter((testCase) => testCase.route.method !== 'DELETE'),
      ...existing.filter((testCase) => testCase.route.method === 'DELETE'),
    ];
    const offenders: string[] = [];
    // A few callers take the cases in turn, in order, so the deletions stay last.
    let next = 0;
    const caller = async () => {
      for (let testCase = cases[next++]; testCase !== undefined; testCase = cases[next++]) {
        const answer = await send(server, admin.token, testCase);
        const problem = problemOf(testCase.route, answer);
        const payloadName = testCase.payload === 'oversized' ? 'an oversized body' : testCase.payload.name;
        if (problem) offenders.push(`${testCase.route.method} ${testCase.path} (${testCase.caller}, ${payloadName}): ${problem}: ${answer.text.slice(0, 200)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, caller));
    expect(offenders).toEqual([]);
  }, 120_000);
});
