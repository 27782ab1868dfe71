// The editor's component calls: the catalogue, the code and prompt checks and the custom
// component calls — paths, bodies and `{detail}` refusals.
import type { ComponentNode } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type CodeValidation } from '../src/index';
import { serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const api = () => signedInClient(server());

const node = (changes: Partial<ComponentNode> = {}): ComponentNode => ({
  display_name: 'Prompt',
  description: 'A prompt',
  template: { template: { type: 'prompt', name: 'template', value: 'Hi {name}', show: true, required: false, advanced: false, list: false } },
  outputs: [],
  ...changes,
});

describe('component calls', () => {
  it('reads the catalogue, with force_refresh only when asked', async () => {
    const catalogue = { prompts: { Prompt: node() } };
    server().on('GET', '/api/v1/all', () => ({ json: catalogue }));
    const client = api();
    expect(await client.components.all()).toEqual(catalogue);
    await client.components.all({ forceRefresh: true });
    expect(server().hits('GET', '/api/v1/all').map((request) => request.query)).toEqual(['', '?force_refresh=true']);
  });

  it('asks for the catalogue in a language: the call’s, else the client’s', async () => {
    server().on('GET', '/api/v1/all', () => ({ json: {} }));
    await api().components.all({ language: 'en' });
    const english = createApiClient({ baseUrl: server().url, language: () => 'en' });
    await english.components.all();
    await english.components.all({ language: 'zh' });
    // Without a language, Node's fetch sends its own default.
    await createApiClient({ baseUrl: server().url }).components.all();
    expect(server().hits('GET', '/api/v1/all').map((request) => request.headers['accept-language'])).toEqual(['en', 'en', 'zh', '*']);
  });

  it('posts code to validate/code and answers the problems as they came', async () => {
    const problems: CodeValidation = { imports: { errors: ['Module "fs" is not allowed'] }, function: { errors: [] } };
    server().on('POST', '/api/v1/validate/code', () => ({ json: problems }));
    expect(await api().components.validateCode({ code: 'import fs from "fs";' })).toEqual(problems);
    expect(JSON.parse(server().hits('POST', '/api/v1/validate/code')[0]!.body)).toEqual({ code: 'import fs from "fs";' });
  });

  it('posts a prompt with its node to validate/prompt', async () => {
    const body = { name: 'template', template: 'Hi {name}', frontend_node: node() };
    server().on('POST', '/api/v1/validate/prompt', () => ({ json: { input_variables: ['name'], frontend_node: node() } }));
    const answer = await api().components.validatePrompt(body);
    expect(answer.input_variables).toEqual(['name']);
    expect(JSON.parse(server().hits('POST', '/api/v1/validate/prompt')[0]!.body)).toEqual(body);
  });

  it('posts code and the previous node to custom_component and reads the new node and its type', async () => {
    server().on('POST', '/api/v1/custom_component', () => ({ json: { data: node({ display_name: 'Edited' }), type: 'Prompt' } }));
    const answer = await api().components.customComponent({ code: 'export default …', frontend_node: node() });
    expect(answer).toEqual({ data: node({ display_name: 'Edited' }), type: 'Prompt' });
    expect(JSON.parse(server().hits('POST', '/api/v1/custom_component')[0]!.body)).toEqual({ code: 'export default …', frontend_node: node() });
  });

  it('posts a field change to custom_component/update and reads the updated node', async () => {
    const body = { code: 'export default …', template: node().template, field: 'tool_mode', field_value: true, tool_mode: false };
    server().on('POST', '/api/v1/custom_component/update', () => ({ json: node({ tool_mode: true }) }));
    expect((await api().components.updateTemplate(body)).tool_mode).toBe(true);
    expect(JSON.parse(server().hits('POST', '/api/v1/custom_component/update')[0]!.body)).toEqual(body);
  });

  it('turns a refused prompt or code into an ApiError carrying the server detail', async () => {
    server().on('POST', '/api/v1/validate/prompt', () => ({ status: 400, json: { detail: 'Invalid variable name: 1x' } }));
    server().on('POST', '/api/v1/custom_component', () => ({ status: 400, json: { detail: 'SyntaxError: Unexpected token' } }));
    const client = api();
    const refused = client.components.validatePrompt({ name: 'template', template: '{1x}' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, detail: 'Invalid variable name: 1x' });
    await expect(client.components.customComponent({ code: 'export default {' })).rejects.toMatchObject({ status: 400, detail: 'SyntaxError: Unexpected token' });
  });
});
