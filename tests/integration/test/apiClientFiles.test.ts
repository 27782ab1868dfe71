// @app/api-client's file and monitor calls against the real server (SQLite, and PostgreSQL when
// reachable): a flow upload the File component then reads in a build, the user's files from upload
// to removal, the refusals as ApiErrors with the server's detail, and the execution log of a build.
import { ApiError, fileTypeNotAllowedDetail, type ApiClient } from '@app/api-client';
import type { GenericNode } from '@app/flow-graph';
import { createTestServer, databasesUnderTest, type TestServer } from '@app/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './support/clients';

const databases = await databasesUnderTest();

describe.each(databases)('api-client file calls against the server on %s', (database) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await createTestServer({ database });
    api = await adminClient(server);
  });
  afterAll(() => server.close());

  /** Builds the saved flow through the build API (the build runner's calls) until its end event. */
  async function buildToEnd(flowId: string): Promise<void> {
    const headers = { authorization: `Bearer ${api.tokenStore.getAccess()}`, 'content-type': 'application/json' };
    const started = await fetch(`${server.url}/api/v1/build/${flowId}/flow?event_delivery=polling`, { method: 'POST', headers, body: '{}' });
    const { job_id } = (await started.json()) as { job_id: string };
    for (let poll = 0; poll < 200; poll += 1) {
      const events = await fetch(`${server.url}/api/v1/build/${job_id}/events?event_delivery=polling`, { headers });
      if ((await events.text()).includes('"event":"end"')) return;
    }
    throw new Error('the build did not end');
  }

  it('uploads beside a flow, lists, downloads and deletes, and refuses a type outside the list', async () => {
    const flow = await api.flows.create({ name: 'Files flow', data: { nodes: [], edges: [] } });
    const upload = await api.files.uploadToFlow(flow.id, new File(['# 说明\n'], '说明.md'));
    expect(upload.flowId).toBe(flow.id);
    const stored = upload.file_path.slice(flow.id.length + 1);
    expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_说明\.md$/);
    expect(await api.files.listFlowFiles(flow.id)).toEqual([stored]);
    expect(await (await api.files.downloadFlowFile(flow.id, stored)).text()).toBe('# 说明\n');
    await api.files.deleteFlowFile(flow.id, stored);
    expect(await api.files.listFlowFiles(flow.id)).toEqual([]);

    const refusal = await api.files.uploadToFlow(flow.id, new Blob(['MZ']), 'tool.exe').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, message: fileTypeNotAllowedDetail() });
    const missing = await api.files.listFlowFiles(crypto.randomUUID()).catch((error: unknown) => error);
    expect(missing).toMatchObject({ status: 404, message: 'Flow not found' });
  });

  it('keeps the user’s files: upload, list, rename, download, remove', async () => {
    const file = await api.files.upload(new File(['a,b\n1,2\n'], '数据.csv'));
    expect(file).toMatchObject({ name: '数据', size: 8, provider: null });
    expect(file.path).toMatch(new RegExp(`/${file.id}\\.csv$`));
    const copy = await api.files.upload(await api.files.download(file.id), { name: '数据.csv' });
    expect(copy.name).toBe('数据 (1)');
    expect((await api.files.list()).map((entry) => entry.id).slice(0, 2)).toEqual([copy.id, file.id]);
    expect(await api.files.rename(copy.id, '副本.csv')).toMatchObject({ id: copy.id, name: '副本', path: copy.path });
    await api.files.remove(copy.id);
    await api.files.remove(file.id);
    expect((await api.files.list()).map((entry) => entry.id)).not.toContain(file.id);
    await expect(api.files.download(file.id)).rejects.toMatchObject({ status: 404, message: 'File not found' });
  });

  it('builds a File component reading a flow upload and reads the execution log it leaves', async () => {
    const catalogue = await api.components.all();
    const component = structuredClone(Object.values(catalogue).find((category) => category.File)?.File);
    if (!component) throw new Error('the server offers no File component');
    const flow = await api.flows.create({ name: 'Logged flow', data: { nodes: [], edges: [] } });
    const { file_path } = await api.files.uploadToFlow(flow.id, new File(['正文'], '正文.txt'));
    Object.assign(component.template.path as object, { value: ['正文.txt'], file_path: [file_path] });
    const node: GenericNode = { id: 'File-file0', type: 'genericNode', position: { x: 0, y: 0 }, data: { id: 'File-file0', type: 'File', node: component } };
    await api.flows.update(flow.id, { data: { nodes: [node], edges: [] } });
    expect(await api.monitor.transactions({ flow_id: flow.id })).toMatchObject({ items: [], total: 0 });

    await buildToEnd(flow.id);
    const log = await api.monitor.transactions({ flow_id: flow.id, page: 1, size: 5 });
    expect(log).toMatchObject({ page: 1, size: 5, total: 1, pages: 1 });
    expect(log.items[0]).toMatchObject({ flow_id: flow.id, vertex_id: 'File-file0', status: 'success', error: null });
    expect(JSON.stringify(log.items[0]?.outputs)).toContain('正文');
    await expect(api.monitor.transactions({ flow_id: crypto.randomUUID() })).rejects.toMatchObject({ status: 404 });
  });
});
