// The starter templates as the system's example flows: GET flows/basic_examples/ lists them with
// the dialog's filters; they are stored at start-up under their fixed ids in the examples folder,
// restored when they differ from the shipped ones (compared only when other templates, or none,
// were installed last, or an example is missing or left over), never duplicated, and kept across restarts; a
// flow made from one is the ordinary flow create; the examples themselves are never changed, built
// or run in place. On SQLite and PostgreSQL.
import type { FlowRecord } from '@app/flow-graph';
import { STARTER_TEMPLATES, STARTER_TEMPLATES_EN, STARTER_TEMPLATES_FINGERPRINT, TEMPLATE_API_KEY_VARIABLE, type StarterTemplate } from '@app/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_FOLDER_ID, installBasicExamples, type BasicExample } from '../src/flows/basicExamples';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { adminApi, apiFor, userApi, type Api } from './support/api';

/** The fields the new-flow dialog sends when it creates a flow from an example. */
function createBody(example: BasicExample, name = example.name) {
  return { name, description: example.description, icon: example.icon, icon_bg_color: example.icon_bg_color, tags: example.tags, data: example.data };
}

describe.each(await databasesUnderTest())('starter templates on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let plain: Api;
  let admin: Api;

  const examples = async (api: Api = dev) => (await api.get<BasicExample[]>('/api/v1/flows/basic_examples/')).body;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await createTestServer({ database });
    [dev, plain, admin] = await Promise.all([userApi(server, 'template-dev'), userApi(server, 'template-plain', 8), adminApi(server)]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every shipped template in the dialog’s order, with its key and filters', async () => {
    const listed = await examples();
    expect(listed.map((example) => example.template_key)).toEqual(['basic-prompting', 'memory-chatbot', 'document-qa', 'vector-store-rag', 'simple-agent']);
    for (const [index, template] of STARTER_TEMPLATES.entries()) {
      expect(listed[index]).toMatchObject({
        id: template.id,
        name: template.name,
        description: template.description,
        tags: template.tags,
        icon: template.icon,
        icon_bg_color: template.icon_bg_color,
        data: template.data,
        folder_id: EXAMPLES_FOLDER_ID,
        user_id: null,
        is_component: false,
        endpoint_name: null,
      });
    }
    expect(listed.find((example) => example.template_key === 'vector-store-rag')).toMatchObject({ use_cases: ['q-a'], methods: ['rag'], get_started: true });
    expect(listed.find((example) => example.template_key === 'simple-agent')).toMatchObject({ use_cases: ['assistants', 'agents'], methods: ['agents'], get_started: true });
    expect(listed.filter((example) => example.get_started).map((example) => example.template_key)).toEqual(['basic-prompting', 'vector-store-rag', 'simple-agent']);
  });

  it('lists the templates in English for an English request, and a flow made from one is English', async () => {
    const listed = (await dev.call<BasicExample[]>('GET', '/api/v1/flows/basic_examples/', undefined, { 'accept-language': 'en-US,en;q=0.9' })).body;
    expect(listed.map((example) => [example.id, example.template_key, example.name, example.description])).toEqual(
      STARTER_TEMPLATES_EN.map((template) => [template.id, template.key, template.name, template.description]),
    );
    expect(listed[0]?.data).toEqual(STARTER_TEMPLATES_EN[0]?.data);
    expect(listed[0]).toMatchObject({ folder_id: EXAMPLES_FOLDER_ID, user_id: null, get_started: true });
    const created = await dev.post<FlowRecord>('/api/v1/flows/', createBody(listed[0]!));
    expect(created.body).toMatchObject({ name: 'Basic Prompting', data: STARTER_TEMPLATES_EN[0]?.data });
    // The stored example keeps its Chinese base.
    expect((await examples())[0]?.name).toBe(STARTER_TEMPLATES[0]?.name);
  });

  it('is for developers and administrators (spec/3 section 6)', async () => {
    expect((await admin.get<BasicExample[]>('/api/v1/flows/basic_examples/')).body).toHaveLength(STARTER_TEMPLATES.length);
    expect((await plain.get('/api/v1/flows/basic_examples/')).status).toBe(403);
    expect((await fetch(`${server.url}/api/v1/flows/basic_examples/`)).status).toBe(401);
  });

  it('makes a flow from a template with the ordinary create; the example stays as shipped', async () => {
    const [example] = await examples();
    const created = await dev.post<FlowRecord>('/api/v1/flows/', createBody(example!));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: example!.name, tags: example!.tags, icon: example!.icon, icon_bg_color: example!.icon_bg_color, data: example!.data, user_id: dev.userId });
    expect(created.body.id).not.toBe(example!.id);
    const again = await dev.post<FlowRecord>('/api/v1/flows/', createBody(example!, `${example!.name} (1)`));
    expect(again.status).toBe(201);
    expect((await examples())[0]).toEqual(example);
  });

  it('never reads, changes, deletes, builds or runs an example in place', async () => {
    const [example] = await examples();
    for (const api of [dev, admin]) {
      expect((await api.get(`/api/v1/flows/${example!.id}`)).status).toBe(404);
      expect((await api.patch(`/api/v1/flows/${example!.id}`, { name: 'changed' })).status).toBe(404);
      expect((await api.delete(`/api/v1/flows/${example!.id}`)).status).toBe(404);
      expect((await api.delete('/api/v1/flows/', [example!.id])).body).toEqual({ deleted: 0 });
      expect((await api.post(`/api/v1/build/${example!.id}/flow`, {})).status).toBe(404);
      expect((await api.post(`/api/v1/run/${example!.id}`, { input_value: 'x' })).status).toBe(404);
    }
    expect((await examples())[0]).toEqual(example);
    const folders = await admin.get<Array<{ id: string }>>('/api/v1/folders/');
    expect(folders.body.map((folder) => folder.id)).not.toContain(EXAMPLES_FOLDER_ID);
  });

  it('restores changed, missing and stale examples at start-up, without duplicates, and keeps them across restarts', async () => {
    const [first, second] = STARTER_TEMPLATES as [StarterTemplate, StarterTemplate];
    const before = await examples();
    await db().updateTable('flows').set({ name: '被改动的模板', data: JSON.stringify({ nodes: [], edges: [] }) }).where('id', '=', first.id).execute();
    await db().deleteFrom('flows').where('id', '=', second.id).execute();
    const withdrawn = { ...first, id: crypto.randomUUID(), key: 'withdrawn', name: '已下线的模板' };
    await installBasicExamples(db(), [...STARTER_TEMPLATES, withdrawn]);

    server = await server.restart();
    dev = apiFor(server, dev.token, dev.userId);
    const after = await examples();
    expect(after.map((example) => [example.id, example.name])).toEqual(STARTER_TEMPLATES.map((template) => [template.id, template.name]));
    expect(after[0]?.data).toEqual(first.data);
    const stored = await db().selectFrom('flows').select(['id', 'updated_at']).where('folder_id', '=', EXAMPLES_FOLDER_ID).execute();
    expect(stored).toHaveLength(STARTER_TEMPLATES.length);

    // Unchanged examples are not written again: the untouched ones keep their time over a restart.
    const untouched = before.at(-1)!;
    server = await server.restart();
    dev = apiFor(server, dev.token, dev.userId);
    expect((await examples()).at(-1)?.updated_at).toBe(untouched.updated_at);
  });

  it('compares nothing at a start that finds these templates installed (the idle-modules test: nor loads them); other shipped templates restore the examples', async () => {
    const [first] = STARTER_TEMPLATES as [StarterTemplate];
    await db().updateTable('flows').set({ name: '被改动的模板' }).where('id', '=', first.id).execute();
    // Installed from these templates, every example present: the start reads the fingerprint and ids only.
    server = await server.restart();
    dev = apiFor(server, dev.token, dev.userId);
    expect((await examples())[0]?.name).toBe('被改动的模板');

    // Installed from other templates (an older release): the start compares and restores.
    await db().updateTable('installed_examples').set({ fingerprint: 'f'.repeat(64) }).execute();
    server = await server.restart();
    dev = apiFor(server, dev.token, dev.userId);
    expect((await examples())[0]?.name).toBe(first.name);
    expect(await db().selectFrom('installed_examples').selectAll().execute()).toEqual([{ id: 1, fingerprint: STARTER_TEMPLATES_FINGERPRINT }]);
  });

  it('installs once when several instances start together', async () => {
    await db().deleteFrom('flows').where('folder_id', '=', EXAMPLES_FOLDER_ID).execute();
    const results = await Promise.all([installBasicExamples(db()), installBasicExamples(db()), installBasicExamples(db())]);
    expect(results.reduce((sum, result) => sum + result.inserted, 0)).toBe(STARTER_TEMPLATES.length);
    expect(await db().selectFrom('flows').select('id').where('folder_id', '=', EXAMPLES_FOLDER_ID).execute()).toHaveLength(STARTER_TEMPLATES.length);
    expect(await db().selectFrom('folders').select('id').where('user_id', 'is', null).execute()).toEqual([{ id: EXAMPLES_FOLDER_ID }]);
    expect(await installBasicExamples(db())).toEqual({ inserted: 0, updated: 0, removed: 0 });
  });

  it('names the credential variable the model nodes read their key from', async () => {
    const listed = await examples();
    const keys = listed.flatMap((example) =>
      (example.data?.nodes ?? []).flatMap((node) => {
        const template = (node.data as { node?: { template?: Record<string, { load_from_db?: boolean; value?: unknown; password?: boolean }> } }).node?.template ?? {};
        return Object.values(template).filter((field) => typeof field === 'object' && field?.password && field.load_from_db);
      }),
    );
    expect(keys.length).toBeGreaterThanOrEqual(STARTER_TEMPLATES.length);
    expect(new Set(keys.map((field) => field.value))).toEqual(new Set([TEMPLATE_API_KEY_VARIABLE]));
  });
});
