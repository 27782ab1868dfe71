// The OpenAPI document of the public API, generated from the zod schemas the routes declare (the
// same ones Fastify checks requests against), served as /openapi.json and browsable at /docs under
// the console's content security policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityPolicies } from '../src/http/securityHeaders';
import { createTestServer, type TestServer } from '../src/testing';
import { userApi } from './support/api';

interface Operation {
  tags: string[];
  summary: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>>; required?: string[] } }> };
  security: Array<Record<string, string[]>>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
}

describe('the OpenAPI document', () => {
  let server: TestServer;
  let document: OpenApiDocument;

  beforeAll(async () => {
    server = await createTestServer({ database: 'sqlite' });
    const response = await fetch(`${server.url}/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  });
  afterAll(() => server.close());

  it('lists the public API’s routes, and no console or administration route', () => {
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/run/{flowIdOrName}',
        '/api/v1/webhook/{flowIdOrName}',
        '/api/v1/api_key/{storeId}',
        '/api/v1/api_key/display/{keyId}',
        '/api/v1/api_key/{keyId}',
        '/api/v1/rest/{storeId}',
        '/api/v1/rest/build/{storeId}/flow',
        '/api/v1/flows/',
        '/api/v1/flows/{id}',
        '/api/v1/files/upload/{flowId}',
        '/api/v2/files',
        '/api/v2/files/{id}',
        '/api/v1/store/list',
        '/api/v1/store/release',
      ]),
    );
    for (const hidden of ['/api/v1/users/list', '/api/v1/login', '/api/v1/variables/', '/api/v1/policy/list', '/docs', '/openapi.json']) expect(paths).not.toContain(hidden);
  });

  it('describes each request from the route’s own schema', () => {
    const run = document.paths['/api/v1/run/{flowIdOrName}']!.post!;
    expect(run.tags).toEqual(['run']);
    expect(run.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'flowIdOrName', in: 'path', required: true, schema: expect.objectContaining({ type: 'string', maxLength: 500 }) }),
        expect.objectContaining({ name: 'stream', in: 'query', schema: expect.objectContaining({ enum: expect.arrayContaining(['true', 'false', '1', '0']) }) }),
      ]),
    );
    const body = run.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties!)).toEqual(['input_value', 'input_type', 'output_type', 'output_component', 'tweaks', 'session_id']);
    expect(body.properties!.output_type).toMatchObject({ enum: ['chat', 'text', 'any', 'debug'], default: 'chat' });
    expect(run.security).toEqual([{ apiKeyHeader: [] }, { apiKeyQuery: [] }, { bearer: [] }]);

    const create = document.paths['/api/v1/api_key/{storeId}']!.post!;
    expect(Object.keys(create.requestBody!.content['application/json']!.schema.properties!)).toEqual(['name', 'domain', 'is_active', 'is_channel']);
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/v1/api_key/{storeId}']!.get!.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['storeId', 'channel_only', 'search']));
    expect(document.components.securitySchemes.apiKeyHeader).toEqual({ type: 'apiKey', in: 'header', name: 'x-api-key' });
  });

  it('refuses a request its schema refuses, as the document says', async () => {
    const dev = await userApi(server, 'openapi-dev');
    const answer = await dev.post('/api/v1/api_key/some-store', { name: 'ok', is_active: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 10003, data: null });
    const run = await dev.post('/api/v1/run/some-flow', { output_type: 'everything' });
    expect(run).toMatchObject({ status: 422, body: { detail: [{ type: 'literal_error', loc: ['body', 'output_type'] }] } });
  });

  it('serves the browsable page at /docs from its own assets, under the console’s policy', async () => {
    const page = await fetch(`${server.url}/docs`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(securityPolicies.console['content-security-policy']);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/docs\/static\/[^"/:]+\.js"/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of ['swagger-initializer.js', 'swagger-ui-bundle.js', 'swagger-ui.css']) {
      expect((await fetch(`${server.url}/docs/static/${asset}`)).status, asset).toBe(200);
    }
    const initializer = await (await fetch(`${server.url}/docs/static/swagger-initializer.js`)).text();
    expect(initializer).toContain('validatorUrl');
  });

  it('answers HEAD like GET, and an unknown path under /docs as any unknown path (the UI is made on first use)', async () => {
    const head = await fetch(`${server.url}/docs/static/swagger-ui.css`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/css/);
    const unknown = await fetch(`${server.url}/docs/static/no-such-file.js`);
    const elsewhere = await fetch(`${server.url}/no-such-path/file.js`);
    expect([unknown.status, await unknown.text()]).toEqual([elsewhere.status, await elsewhere.text()]);
  });
});
