// Langflow's flow transfer and project calls over HTTP: flows/upload/ (our files and Langflow's,
// bundles and bare graphs), flows/batch/, flows/download/ (one JSON or a zip, without secrets), and
// /api/v1/projects/ mapped onto folders, with its project download.
import type { FolderRead, FolderWithFlows } from '@app/api-client';
import type { FlowRecord, TemplateField } from '@app/flow-graph';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

/** A graph whose model node holds a key in its password field. */
function secretGraph(catalogue: Catalogue): Graph {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'OpenAIModel-mo000', { api_key: 'sk-very-secret-value' })];
  return { nodes, edges: [connect(nodes, 'ChatInput-in000.message', 'OpenAIModel-mo000.input_value')] };
}

const keyOf = (flow: FlowRecord) => {
  const node = flow.data?.nodes.find((candidate) => candidate.id === 'OpenAIModel-mo000') as { data: { node: { template: Record<string, TemplateField> } } };
  return node.data.node.template.api_key?.value;
};

describe.each(await databasesUnderTest())('flow transfer and projects on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  const upload = async (api: Api, content: string, fileName: string, query = '') => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'application/json' }), fileName);
    const response = await fetch(`${server.url}/api/v1/flows/upload/${query}`, { method: 'POST', headers: { authorization: `Bearer ${api.token}` }, body: form });
    return { status: response.status, body: (await response.json()) as FlowRecord[] & { detail?: string } };
  };

  const uploadProject = async (content: Blob, fileName: string) => {
    const form = new FormData();
    form.append('file', content, fileName);
    const response = await fetch(`${server.url}/api/v1/projects/upload/`, { method: 'POST', headers: { authorization: `Bearer ${dev.token}` }, body: form });
    return { status: response.status, body: (await response.json()) as FlowRecord[] };
  };

  const download = (api: Api, ids: string[]) =>
    fetch(`${server.url}/api/v1/flows/download/`, { method: 'POST', headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' }, body: JSON.stringify(ids) });

  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'transfer-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('refuses a bundle or a project zip of more than 1000 flows, creating none', async () => {
    const before = (await dev.get<FlowRecord[]>('/api/v1/flows/?get_all=true')).body.length;
    const empty = (index: number) => ({ name: `空 ${index}`, data: { nodes: [], edges: [] } });
    const bundle = JSON.stringify({ flows: Array.from({ length: 1001 }, (_, index) => empty(index)) });
    expect(await upload(dev, bundle, 'many.json')).toEqual({ status: 400, body: { detail: 'A file may hold at most 1000 flows' } });
    const zip = new JSZip();
    for (let index = 0; index < 1001; index += 1) zip.file(`flow-${index}.json`, JSON.stringify(empty(index)));
    const project = await uploadProject(new Blob([new Uint8Array(await zip.generateAsync({ type: 'uint8array' }))]), 'many.zip');
    expect(project).toEqual({ status: 400, body: { detail: 'A file may hold at most 1000 flows' } });
    expect((await dev.get<FlowRecord[]>('/api/v1/flows/?get_all=true')).body.length).toBe(before);
  });

  it('uploads a Langflow flow export, a bundle and a bare graph, freeing taken names as Langflow does', async () => {
    const graph = chatPromptGraph(catalogue);
    // Langflow's export: the record around a React Flow graph, with an edge to a node that is gone.
    const langflowExport = {
      id: 'd2bbd92b-187e-4c84-b2d4-5df365704201',
      name: 'Basic Prompting',
      description: 'Perform basic prompting with an OpenAI model.',
      data: { ...graph, edges: [...graph.edges, { ...graph.edges[0]!, id: 'gone', source: 'Missing-xxxxx' }], viewport: { x: 0, y: 0, zoom: 1 } },
      endpoint_name: 'basic-prompting',
      is_component: false,
      last_tested_version: '1.6.0',
      tags: ['chatbots'],
      icon: 'Braces',
      gradient: '2',
      action_name: 'basic_prompting',
      action_description: 'Answers with an OpenAI model.',
    };
    const first = await upload(dev, JSON.stringify(langflowExport), 'Basic Prompting.json');
    expect(first.status).toBe(201);
    expect(first.body).toHaveLength(1);
    expect(first.body[0]).toMatchObject({ name: 'Basic Prompting', endpoint_name: 'basic-prompting', description: langflowExport.description, tags: ['chatbots'], gradient: '2' });
    // Langflow's MCP tool fields come along; one this server's rules refuse is dropped, not the flow.
    expect(first.body[0]).toMatchObject({ action_name: 'basic_prompting', action_description: 'Answers with an OpenAI model.' });
    const spaced = await upload(dev, JSON.stringify({ ...langflowExport, name: 'Spaced tool', endpoint_name: null, action_name: 'basic prompting' }), 'Spaced.json');
    expect(spaced.status).toBe(201);
    expect(spaced.body[0]).toMatchObject({ name: 'Spaced tool', action_name: null });
    expect(first.body[0]!.id).not.toBe(langflowExport.id);
    expect(first.body[0]!.data?.edges).toHaveLength(2);

    const again = await upload(dev, JSON.stringify(langflowExport), 'Basic Prompting.json');
    expect(again.body[0]).toMatchObject({ name: 'Basic Prompting (1)', endpoint_name: 'basic-prompting-1' });

    const folder = (await dev.post<FolderRead>('/api/v1/projects/', { name: 'Imports' })).body;
    const bundle = await upload(dev, JSON.stringify({ flows: [{ name: 'One', data: graph }, { name: 'Two', data: graph }] }), 'bundle.json', `?folder_id=${folder.id}`);
    expect(bundle.status).toBe(201);
    expect(bundle.body.map((flow) => [flow.name, flow.folder_id])).toEqual([
      ['One', folder.id],
      ['Two', folder.id],
    ]);
    const bare = await upload(dev, JSON.stringify(graph), 'bare graph.json');
    expect(bare.body[0]?.name).toBe('bare graph');

    expect(await upload(dev, 'not json', 'x.json')).toMatchObject({ status: 400, body: { detail: 'Invalid file type' } });
    expect(await upload(dev, JSON.stringify({ flows: [{ name: 'no graph' }] }), 'x.json')).toMatchObject({ status: 400, body: { detail: 'Invalid flow data' } });
  });

  it('cuts an imported name past 50 characters to fit, its "(n)" suffix included, where a created one is refused', async () => {
    const graph = chatPromptGraph(catalogue);
    const long = `${'长'.repeat(40)} ${'x'.repeat(30)}`;
    const cut = `${'长'.repeat(40)} ${'x'.repeat(8)}…`;
    const first = await upload(dev, JSON.stringify({ name: long, data: graph }), 'long.json');
    expect([first.status, first.body[0]?.name]).toEqual([201, cut]);
    expect([...cut]).toHaveLength(50);
    const again = await upload(dev, JSON.stringify({ name: long, data: graph }), 'long.json');
    expect(again.body[0]?.name).toBe(`${'长'.repeat(40)} ${'x'.repeat(4)}… (1)`);
    const batch = await dev.post<FlowRecord[]>('/api/v1/flows/batch/', { flows: [{ name: long, data: graph }] });
    expect([batch.status, batch.body[0]?.name]).toEqual([201, `${'长'.repeat(40)} ${'x'.repeat(4)}… (2)`]);
    // A name of exactly 50 that is taken keeps its (n) within the limit too.
    const fifty = 'y'.repeat(50);
    await upload(dev, JSON.stringify({ name: fifty, data: graph }), 'fifty.json');
    expect((await upload(dev, JSON.stringify({ name: fifty, data: graph }), 'fifty.json')).body[0]?.name).toBe(`${'y'.repeat(45)}… (1)`);
    expect(await dev.post('/api/v1/flows/', { name: long })).toMatchObject({ status: 400, body: { detail: '名称最多50个字符' } });
  });

  it('creates a batch of flows', async () => {
    const graph = chatPromptGraph(catalogue);
    const answer = await dev.post<FlowRecord[]>('/api/v1/flows/batch/', { flows: [{ name: 'Batch A', data: graph }, { name: 'Batch B', data: graph }] });
    expect(answer.status).toBe(201);
    expect(answer.body.map((flow) => flow.name)).toEqual(['Batch A', 'Batch B']);
    expect((await dev.get<FlowRecord>(`/api/v1/flows/${answer.body[1]!.id}`)).body.data?.nodes).toHaveLength(3);
  });

  it('downloads one flow as JSON and several as a zip, without their secrets, and never another user’s', async () => {
    const one = await createFlow(dev, secretGraph(catalogue), { name: 'Secret one' });
    const two = await createFlow(dev, chatPromptGraph(catalogue), { name: 'Plain two' });
    const single = await download(dev, [one.id]);
    expect(single.status).toBe(200);
    const flow = (await single.json()) as FlowRecord;
    expect(flow).toMatchObject({ id: one.id, name: 'Secret one' });
    expect(keyOf(flow)).toBe('');

    const several = await download(dev, [one.id, two.id]);
    expect(several.headers.get('content-type')).toBe('application/x-zip-compressed');
    expect(several.headers.get('content-disposition')).toMatch(/^attachment; filename=\d{8}_\d{6}_langflow_flows\.zip$/);
    const zip = await JSZip.loadAsync(Buffer.from(await several.arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual(['Plain two.json', 'Secret one.json']);
    const zipped = JSON.parse(await zip.file('Secret one.json')!.async('string')) as FlowRecord;
    expect(keyOf(zipped)).toBe('');
    expect(JSON.stringify(zipped)).not.toContain('sk-very-secret-value');

    const other = await userApi(server, 'transfer-other');
    expect(await (await download(other, [one.id])).json()).toEqual({ detail: 'No flows found.' });
  });

  it('serves folders as Langflow’s projects: list, create, read with or without pages, rename, download, delete', async () => {
    const projects = await dev.get<FolderRead[]>('/api/v1/projects/');
    expect(projects.status).toBe(200);
    const created = await dev.post<FolderRead>('/api/v1/projects/', { name: 'Project X', description: 'about X' });
    expect(created).toMatchObject({ status: 201, body: { name: 'Project X', description: 'about X' } });
    const id = created.body.id;
    const flow = await createFlow(dev, chatPromptGraph(catalogue), { name: 'In project', folder_id: id });

    const whole = await dev.get<FolderRead & { flows: FlowRecord[] }>(`/api/v1/projects/${id}`);
    expect(whole.body).toMatchObject({ id, name: 'Project X', flows: [{ id: flow.id, name: 'In project' }] });
    const paged = await dev.get<FolderWithFlows>(`/api/v1/projects/${id}?page=1&size=10`);
    expect(paged.body).toMatchObject({ folder: { id }, flows: { items: [{ id: flow.id }], total: 1, page: 1, size: 10 } });

    expect((await dev.patch<FolderRead>(`/api/v1/projects/${id}`, { name: 'Project Y' })).body.name).toBe('Project Y');
    expect((await dev.get<FolderRead[]>('/api/v1/folders/')).body.map((folder) => folder.name)).toContain('Project Y');

    const zipped = await fetch(`${server.url}/api/v1/projects/download/${id}`, { headers: { authorization: `Bearer ${dev.token}` } });
    expect(zipped.headers.get('content-type')).toBe('application/x-zip-compressed');
    expect(Object.keys((await JSZip.loadAsync(Buffer.from(await zipped.arrayBuffer()))).files)).toEqual(['In project.json']);

    const other = await userApi(server, 'projects-other');
    expect((await other.get(`/api/v1/projects/${id}`)).status).toBe(404);
    expect((await dev.delete(`/api/v1/projects/${id}`)).status).toBe(204);
    expect((await dev.get(`/api/v1/flows/${flow.id}`)).status).toBe(404);
  });

  it('creates a project from Langflow’s project file or from a downloaded zip', async () => {
    const graph = chatPromptGraph(catalogue);
    const projectJson = { folder_name: 'Langflow project', folder_description: 'from Langflow', flows: [{ name: 'P1', data: graph }, { name: 'P2', data: graph }] };
    const fromJson = await uploadProject(new Blob([JSON.stringify(projectJson)], { type: 'application/json' }), 'project.json');
    expect(fromJson.status).toBe(201);
    expect(fromJson.body.map((flow) => flow.name)).toEqual(['P1', 'P2']);
    const folders = (await dev.get<FolderRead[]>('/api/v1/projects/')).body;
    const folder = folders.find((candidate) => candidate.id === fromJson.body[0]!.folder_id);
    expect(folder).toMatchObject({ name: 'Langflow project', description: 'from Langflow' });

    const zipped = await fetch(`${server.url}/api/v1/projects/download/${folder!.id}`, { headers: { authorization: `Bearer ${dev.token}` } });
    const fromZip = await uploadProject(new Blob([await zipped.arrayBuffer()], { type: 'application/zip' }), 'copy.zip');
    expect(fromZip.status).toBe(201);
    expect(fromZip.body.map((flow) => flow.name).sort()).toEqual(['P1 (1)', 'P2 (1)']);
    expect(folders.map((candidate) => candidate.id)).not.toContain(fromZip.body[0]!.folder_id);
  });

  it('refuses a project zip that unpacks to more than 32 MB, reading no further and creating nothing', async () => {
    const zip = new JSZip();
    // Valid flow files padded with blanks: a few kilobytes of zip, 40 MB unpacked.
    const padded = (name: string) => JSON.stringify({ name, data: chatPromptGraph(catalogue) }) + ' '.repeat(20 * 1024 * 1024);
    zip.file('a.json', padded('Bomb A')).file('b.json', padded('Bomb B'));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const before = (await dev.get<FolderRead[]>('/api/v1/projects/')).body.length;
    const refused = await uploadProject(new Blob([bytes], { type: 'application/zip' }), 'bomb.zip');
    expect(refused).toMatchObject({ status: 400, body: { detail: 'The project file unpacks to more than 32 MB' } });
    expect((await dev.get<FolderRead[]>('/api/v1/projects/')).body).toHaveLength(before);
  });
});
