// @app/api-client's workspace and editor calls against the real server (SQLite, and PostgreSQL when
// reachable): folders, flows, the example flows, the component catalogue, the code and prompt
// checks and the custom component calls, over real HTTP with the wire types the server answers.
import { ApiError, type ApiClient, type ComponentCatalogue } from '@app/api-client';
import type { ComponentNode, TemplateField } from '@app/flow-graph';
import { createTestServer, databasesUnderTest, type TestServer } from '@app/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './support/clients';

const databases = await databasesUnderTest();

/** The catalogue's node of a component type, whatever its category. */
function componentNode(catalogue: ComponentCatalogue, type: string): ComponentNode {
  const node = Object.values(catalogue).find((category) => category[type])?.[type];
  if (!node) throw new Error(`the server offers no ${type}`);
  return node;
}

const codeOf = (node: ComponentNode) => (node.template.code as TemplateField).value as string;

describe.each(databases)('api-client workspace calls against the server on %s', (database) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await createTestServer({ database });
    api = await adminClient(server);
  });
  afterAll(() => server.close());

  it('duplicates an example flow into a new folder, lists, changes and deletes it', async () => {
    expect((await api.folders.list()).map((folder) => folder.name)).toContain('我的收藏');
    const folder = await api.folders.create({ name: 'Client folder', description: 'made by the api client' });
    expect(folder).toMatchObject({ name: 'Client folder', description: 'made by the api client', parent_id: null });

    const examples = await api.flows.basicExamples();
    const example = examples.find((candidate) => candidate.template_key === 'basic-prompting');
    expect(example).toMatchObject({ user_id: null, get_started: true });
    expect(example?.methods).toContain('chatbots');
    const copy = await api.flows.create({ name: `${example!.name} copy`, data: example!.data, tags: example!.tags, folder_id: folder.id });
    expect(copy).toMatchObject({ name: `${example!.name} copy`, folder_id: folder.id, locked: false });
    expect(copy.data?.nodes).toHaveLength(example!.data!.nodes.length);

    const headers = await api.flows.list({ folder_id: folder.id, header_flows: true });
    expect(headers).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(headers.items[0]).toMatchObject({ id: copy.id, data: null });
    expect((await api.flows.all()).map((flow) => flow.id)).toContain(copy.id);

    expect((await api.flows.update(copy.id, { locked: true, description: 'changed' })).locked).toBe(true);
    expect((await api.flows.get(copy.id)).description).toBe('changed');
    const opened = await api.folders.get(folder.id, { is_flow: true, search: ' COPY ', size: 10 });
    expect(opened.folder.id).toBe(folder.id);
    expect(opened.flows).toMatchObject({ total: 1, size: 10 });
    expect((await api.folders.get(folder.id, { is_component: true })).flows.items).toEqual([]);

    expect(await api.flows.removeMany([copy.id])).toEqual({ deleted: 1 });
    await expect(api.flows.get(copy.id)).rejects.toMatchObject({ status: 404, detail: 'Flow not found' });
    await api.folders.remove(folder.id);
    await expect(api.folders.get(folder.id)).rejects.toMatchObject({ status: 404, detail: 'Folder not found' });
  });

  it('answers the form rules’ refusals as ApiError with the server detail', async () => {
    const first = await api.flows.create({ name: 'Taken name' });
    const taken = api.flows.create({ name: '  Taken name ' });
    await expect(taken).rejects.toBeInstanceOf(ApiError);
    await expect(taken).rejects.toMatchObject({ status: 400, detail: '名称已存在' });
    await expect(api.flows.update(first.id, { endpoint_name: 'not allowed!' })).rejects.toMatchObject({ status: 400, detail: '仅可使用字母、数字、连字符和下划线' });
    expect(await api.flows.remove(first.id)).toEqual({ message: 'Flow deleted successfully' });
  });

  it('checks code and prompts and rebuilds nodes through the custom component calls', async () => {
    const catalogue = await api.components.all();
    const prompt = componentNode(catalogue, 'Prompt');
    expect(await api.components.validateCode({ code: codeOf(prompt) })).toEqual({ imports: { errors: [] }, function: { errors: [] } });
    const empty = await api.components.validateCode({ code: 'export const nothing = 1;' });
    expect(empty.function.errors).toHaveLength(1);

    const checked = await api.components.validatePrompt({ name: 'template', template: 'Answer {question} in {language}', frontend_node: prompt });
    expect(checked.input_variables).toEqual(['question', 'language']);
    expect(checked.frontend_node?.template.question).toMatchObject({ name: 'question', value: '' });
    await expect(api.components.validatePrompt({ name: 'template', template: '{code}' })).rejects.toMatchObject({ status: 400 });

    const rebuilt = await api.components.customComponent({ code: codeOf(prompt), frontend_node: checked.frontend_node });
    expect(rebuilt.type).toBe('Prompt');
    expect((rebuilt.data.template.template as TemplateField).value).toBe('Answer {question} in {language}');

    const combine = componentNode(catalogue, 'CombineText');
    const updated = await api.components.updateTemplate({ code: codeOf(combine), template: combine.template, field: 'delimiter', field_value: ' | ' });
    expect((updated.template.delimiter as TemplateField).value).toBe(' | ');
    await expect(api.components.customComponent({ code: 'export default {' })).rejects.toMatchObject({ status: 400, detail: expect.any(String) });
  });
});
