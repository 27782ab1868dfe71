// Global variables at run time: `load_from_db` fields get the flow owner's values in builds (the
// editor's build API) and runs (the run API), missing or unreadable variables fail the component
// with a clear error, and a credential's value never shows up in events, answers, stored messages,
// vertex builds, transactions or log lines, even when a component repeats it. SQLite and PostgreSQL.
import { createHash } from 'node:crypto';
import type { RunResponse } from '@app/engine';
import { defineComponent } from '@app/engine';
import type { BuildEvent, TemplateField } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { adminApi, userApi, type Api } from './support/api';
import { endVertices, messagesOf, pollEvents, startBuild } from './support/builds';
import { sourcesOf } from './support/components';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const SECRET = 'sk-test-5a4b3c2d1e0f9a8b7c6d';
const ADMIN_SECRET = 'sk-admin-0f1e2d3c4b5a69788796';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Shows a digest of its key (proof it got the real one) and then repeats the key itself, as a careless component might. */
const KeyProbe = defineComponent({
  type: 'KeyProbe',
  display_name: 'Key Probe',
  description: 'Reports which key it was given.',
  category: 'processing',
  inputs: [
    { type: 'str', name: 'api_key', display_name: 'API Key', password: true, required: true, value: '' },
    { type: 'str', name: 'region', display_name: 'Region', value: '' },
  ],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Message'] }],
  run: ({ inputs, logger }) => {
    const fingerprint = createHash('sha256').update(inputs.api_key).digest('hex').slice(0, 16);
    logger.log(`key ${inputs.api_key}`);
    logger.info(`calling the provider with ${inputs.api_key}`);
    return { text: `digest ${fingerprint} region ${inputs.region} raw ${inputs.api_key}` };
  },
});

function fromVariable(field: TemplateField | undefined, variable: string): void {
  if (!field) throw new Error('no such field');
  field.value = variable;
  field.load_from_db = true;
}

/** KeyProbe (its key from `keyVariable`, its region from REGION) -> Chat Output. */
function probeGraph(catalogue: Catalogue, keyVariable: string, region: string | null = 'REGION'): Graph {
  const nodes = [makeNode(catalogue, 'KeyProbe-key00'), makeNode(catalogue, 'ChatOutput-out00')];
  const template = nodes[0]!.data.node.template;
  fromVariable(template.api_key as TemplateField, keyVariable);
  if (region) fromVariable(template.region as TemplateField, region);
  return { nodes, edges: [connect(nodes, 'KeyProbe-key00.text', 'ChatOutput-out00.input_value')] };
}

const failureOf = (events: readonly BuildEvent[]) => {
  const failed = endVertices(events).find((result) => !result.valid);
  return (Object.values(failed?.data.outputs ?? {})[0]?.message as { errorMessage?: string } | undefined)?.errorMessage;
};

describe.each(await databasesUnderTest())('global variables at run time on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let admin: Api;
  let catalogue: Catalogue;
  const logLines: string[] = [];

  const createVariable = async (api: Api, name: string, value: string, type = 'Credential') => {
    const answer = await api.post<{ id: string }>('/api/v1/variables/', { name, value, type });
    if (answer.status !== 201) throw new Error(`variable not created: ${answer.text}`);
    return answer.body.id;
  };

  /** Everything the server stored for the flow: messages, vertex builds and transactions. */
  const storedRows = async (flowId: string) => {
    const db = server.app.database.db;
    const [messages, vertexBuilds, transactions] = await Promise.all([
      db.selectFrom('messages').selectAll().where('flow_id', '=', flowId).execute(),
      db.selectFrom('vertex_builds').selectAll().where('flow_id', '=', flowId).execute(),
      db.selectFrom('transactions').selectAll().where('flow_id', '=', flowId).execute(),
    ]);
    return { messages, vertexBuilds, transactions, text: JSON.stringify({ messages, vertexBuilds, transactions }) };
  };

  beforeAll(async () => {
    server = await createTestServer({
      database,
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line: string) => void logLines.push(line) },
      components: [KeyProbe],
      componentSources: sourcesOf([KeyProbe]),
    });
    dev = await userApi(server, 'runvar-dev');
    admin = await adminApi(server);
    catalogue = await fetchCatalogue(dev);
    await createVariable(dev, 'OPENAI_KEY', SECRET);
    await createVariable(dev, 'REGION', 'cn-hangzhou', 'Generic');
    // The administrator's variable of the same name must not reach the developer's flow.
    await createVariable(admin, 'OPENAI_KEY', ADMIN_SECRET);
  });
  afterAll(() => server.close());

  it('resolves the variables in an editor build and masks the credential in its events and records', async () => {
    const flow = await createFlow(dev, probeGraph(catalogue, 'OPENAI_KEY'));
    const events = await pollEvents(dev, await startBuild(dev, flow.id, {}));
    expect(endVertices(events).every((result) => result.valid)).toBe(true);
    const [message] = messagesOf(events);
    expect(message?.text).toBe(`digest ${digest(SECRET)} region cn-hangzhou raw *****`);
    expect(JSON.stringify(events)).not.toContain(SECRET);

    const stored = await storedRows(flow.id);
    expect(stored.messages).toHaveLength(1);
    expect(stored.vertexBuilds.length).toBeGreaterThanOrEqual(2);
    expect(stored.transactions.length).toBeGreaterThanOrEqual(2);
    expect(stored.text).toContain(digest(SECRET));
    expect(stored.text).not.toContain(SECRET);
    expect(logLines.join('')).toContain('calling the provider with *****');
    expect(logLines.join('')).not.toContain(SECRET);
  });

  it('resolves them through the run API, plain and streamed, with the owner’s values', async () => {
    const flow = await createFlow(dev, probeGraph(catalogue, 'OPENAI_KEY'));
    const plain = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { output_type: 'chat' });
    expect(plain.status).toBe(200);
    const output = plain.body.outputs[0]?.outputs[0];
    expect((output?.results.message as { text: string }).text).toBe(`digest ${digest(SECRET)} region cn-hangzhou raw *****`);
    expect(plain.text).not.toContain(SECRET);

    const streamed = await dev.post(`/api/v1/run/${flow.id}?stream=true`, {});
    expect(streamed.text).toContain(digest(SECRET));
    expect(streamed.text).not.toContain(SECRET);

    // An administrator may run the flow, and it still reads its owner's variables, not theirs.
    const byAdmin = await admin.post<RunResponse>(`/api/v1/run/${flow.id}`, {});
    expect(byAdmin.text).toContain(digest(SECRET));
    expect(byAdmin.text).not.toContain(digest(ADMIN_SECRET));

    const stored = await storedRows(flow.id);
    expect(stored.transactions.length).toBeGreaterThanOrEqual(6);
    expect(stored.text).not.toContain(SECRET);
    expect(logLines.join('')).not.toContain(SECRET);
  });

  it('uses a variable created, changed or deleted through the API in the very next run', async () => {
    const flow = await createFlow(dev, probeGraph(catalogue, 'OPENAI_KEY', 'ZONE'));
    const regionOf = async () => {
      const run = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, {});
      return run.status === 200 ? /region (\S*)/.exec((run.body.outputs[0]?.outputs[0]?.results.message as { text: string }).text)?.[1] : run.text;
    };
    expect(await regionOf()).toContain('找不到变量 ZONE');
    const id = await createVariable(dev, 'ZONE', 'zone-a', 'Generic');
    expect(await regionOf()).toBe('zone-a');
    // Written behind the server's back (as another API instance would): the opened variables still serve.
    await server.app.database.db.updateTable('variables').set({ value: 'zone-b' }).where('id', '=', id).execute();
    expect(await regionOf()).toBe('zone-a');
    expect((await dev.patch(`/api/v1/variables/${id}`, { value: 'zone-c' })).status).toBe(200);
    expect(await regionOf()).toBe('zone-c');
    expect((await dev.delete(`/api/v1/variables/${id}`)).status).toBe(204);
    expect(await regionOf()).toContain('找不到变量 ZONE');
  });

  it('fails the component with a clear error when the variable does not exist', async () => {
    const flow = await createFlow(dev, probeGraph(catalogue, 'MISSING_KEY'));
    const events = await pollEvents(dev, await startBuild(dev, flow.id, {}));
    expect(failureOf(events)).toContain('找不到变量 MISSING_KEY（字段 api_key）。');

    const run = await dev.call<{ detail: string }>('POST', `/api/v1/run/${flow.id}`, {}, { 'accept-language': 'en' });
    expect(run.status).toBe(500);
    expect(run.body.detail).toContain('Variable MISSING_KEY not found (field api_key).');
  });

  it('refuses a credential as a session id, which is stored and shown', async () => {
    const graph = probeGraph(catalogue, 'OPENAI_KEY');
    fromVariable(graph.nodes[1]!.data.node.template.session_id as TemplateField, 'OPENAI_KEY');
    const flow = await createFlow(dev, graph);
    const events = await pollEvents(dev, await startBuild(dev, flow.id, {}));
    expect(failureOf(events)).toContain("variable OPENAI_KEY of type 'Credential' cannot be used in a Session ID field");
    expect(JSON.stringify(events)).not.toContain(SECRET);
  });

  it('reports a credential that no longer decrypts, and logs why without the value', async () => {
    const id = await createVariable(dev, 'ALTERED_KEY', 'sk-altered-1234567890abcdef');
    const db = server.app.database.db;
    const row = await db.selectFrom('variables').select('value_encrypted').where('id', '=', id).executeTakeFirstOrThrow();
    const parts = (row.value_encrypted ?? '').split('.');
    const ciphertext = Buffer.from(parts[4] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 0x01;
    await db
      .updateTable('variables')
      .set({ value_encrypted: [...parts.slice(0, 4), ciphertext.toString('base64url')].join('.') })
      .where('id', '=', id)
      .execute();

    const flow = await createFlow(dev, probeGraph(catalogue, 'ALTERED_KEY', null));
    const events = await pollEvents(dev, await startBuild(dev, flow.id, {}));
    expect(failureOf(events)).toContain("Variable ALTERED_KEY could not be decrypted with this server's ENCRYPTION_KEY; the server log says why.");
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.variableName === 'ALTERED_KEY');
    expect(logged).toMatchObject({ level: 50, variableId: id, reason: 'tampered', msg: expect.stringContaining('integrity check') });
    // The other variables of the owner still work in the same flow.
    const working = await createFlow(dev, probeGraph(catalogue, 'OPENAI_KEY'));
    const again = await pollEvents(dev, await startBuild(dev, working.id, {}));
    expect(endVertices(again).every((result) => result.valid)).toBe(true);
  });
});
