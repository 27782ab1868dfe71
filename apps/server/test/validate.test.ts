// The editor's code and prompt checks and the custom component calls over HTTP, on SQLite and
// PostgreSQL: Langflow's answers, nodes built like the registry's, template updates and roles.
import { componentSources } from '@app/components';
import { TOOL_OUTPUT_NAME, TOOLS_METADATA_FIELD } from '@app/engine';
import type { ComponentNode, TemplateField } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/appConfig';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { customCode, editedSource, REVERSED_COMBINE_TEXT } from './support/customCode';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';

const NOT_ALLOWED = (specifier: string) =>
  `Cannot import "${specifier}": code in the sandbox can import only '@app/engine' and the built-in component modules (such as '../values/message').`;

const field = (node: ComponentNode, name: string) => node.template[name] as TemplateField;

/** A component with a mode dropdown whose hook shows the pattern only in Parser mode, and a tool-mode input. */
const MODAL_CODE = customCode(
  'Modal',
  'return { text: context.inputs.text };',
  `,
    { type: 'str', name: 'mode', options: ['Parser', 'Stringify'], value: 'Parser', real_time_refresh: true },
    { type: 'str', name: 'pattern', value: '{text}', tool_mode: true }`,
).replace(
  '  async run(context) {',
  `  updateTemplate({ template, field, value }) {
    if (field !== 'mode') return {};
    return { template: { ...template, pattern: { ...template.pattern, show: value === 'Parser' } } };
  },
  async run(context) {`,
);

describe.each(await databasesUnderTest())('code checks and custom components on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database, env: { SANDBOX_COMPILE_TIMEOUT_MS: '1000' } });
    dev = await userApi(server, 'code-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  describe('POST /api/v1/validate/code', () => {
    it('passes built-in and edited code and lists syntax errors and refused imports', async () => {
      const clean = { imports: { errors: [] }, function: { errors: [] } };
      expect((await dev.post('/api/v1/validate/code', { code: componentSources.ChatInput })).body).toEqual(clean);
      expect((await dev.post('/api/v1/validate/code', { code: REVERSED_COMBINE_TEXT })).body).toEqual(clean);

      const broken = await dev.post('/api/v1/validate/code', { code: editedSource('CombineText', 'run(context) {', 'run(context) {{') });
      expect(broken).toMatchObject({ status: 200, body: { imports: { errors: [] }, function: { errors: [expect.stringMatching(/^Syntax error: Unexpected token/)] } } });

      const importing = customCode('Reader', "return { text: readFileSync('/etc/passwd', 'utf8') + exec };").replace(
        "import { textMessage } from '../values/message';",
        "import { readFileSync } from 'node:fs';\nimport { exec } from 'child_process';",
      );
      expect((await dev.post('/api/v1/validate/code', { code: importing })).body).toEqual({
        imports: { errors: [NOT_ALLOWED('node:fs'), NOT_ALLOWED('child_process')] },
        function: { errors: [] },
      });
      expect((await dev.post('/api/v1/validate/code', { code: 'export const nothing = 1;' })).body).toEqual({
        imports: { errors: [] },
        function: { errors: ["The code defines no component: export one made with defineComponent from '@app/engine'."] },
      });
      expect((await dev.post('/api/v1/validate/code', {})).status).toBe(400);
    });
  });

  describe('POST /api/v1/validate/prompt', () => {
    it('makes a field of every variable in single braces and drops the fields of variables gone', async () => {
      const prompt = catalogue.Prompt as ComponentNode;
      const first = await dev.post<{ input_variables: string[]; frontend_node: ComponentNode }>('/api/v1/validate/prompt', {
        name: 'template',
        template: 'Answer {question} about {topic}; {{literal}} stays text.',
        frontend_node: prompt,
      });
      expect(first.status).toBe(200);
      expect(first.body.input_variables).toEqual(['question', 'topic']);
      const node = first.body.frontend_node;
      expect(field(node, 'question')).toMatchObject({ type: 'str', name: 'question', display_name: 'question', multiline: true, input_types: ['Message'], value: '', show: true });
      expect(node.template.literal).toBeUndefined();
      expect(node.custom_fields).toEqual({ template: ['question', 'topic'] });
      expect(field(node, 'template').value).toBe('Answer {question} about {topic}; {{literal}} stays text.');

      field(node, 'question').value = 'kept';
      const second = await dev.post<{ input_variables: string[]; frontend_node: ComponentNode }>('/api/v1/validate/prompt', { name: 'template', template: 'Just {question}', frontend_node: node });
      expect(second.body.input_variables).toEqual(['question']);
      expect(field(second.body.frontend_node, 'question').value).toBe('kept');
      expect(second.body.frontend_node.template.topic).toBeUndefined();
      expect(Object.keys(second.body.frontend_node.template).sort()).toEqual(['_type', 'code', 'question', 'template']);
    });

    it('answers the variables without a node, and refuses names Langflow refuses', async () => {
      expect((await dev.post('/api/v1/validate/prompt', { name: 'template', template: 'Hi {name}' })).body).toEqual({ input_variables: ['name'], frontend_node: null });
      const bad = await dev.post<{ detail: string }>('/api/v1/validate/prompt', { name: 'template', template: 'Hi {first name} and {1st}', frontend_node: catalogue.Prompt });
      expect(bad).toMatchObject({ status: 400, body: { detail: expect.stringContaining('Invalid prompt variables: first name, 1st.') } });
      expect((await dev.post('/api/v1/validate/prompt', { name: 'template', template: '{code}' })).status).toBe(400);
    });
  });

  describe('POST /api/v1/custom_component', () => {
    it('builds the node of edited built-in code like the registry does, keeping the values of the node it replaces', async () => {
      const previous = structuredClone(catalogue.CombineText as ComponentNode);
      field(previous, 'delimiter').value = ' | ';
      const answer = await dev.post<{ data: ComponentNode; type: string }>('/api/v1/custom_component', { code: REVERSED_COMBINE_TEXT, frontend_node: previous });
      expect(answer.status).toBe(200);
      expect(answer.body.type).toBe('CombineText');
      const { template, metadata, edited, ...rest } = answer.body.data;
      const { template: registered, metadata: _metadata, edited: _edited, ...registeredRest } = catalogue.CombineText as ComponentNode;
      expect(rest).toEqual(registeredRest);
      expect(edited).toBe(true);
      expect(metadata).toMatchObject({ module: 'CombineText' });
      expect(field(answer.body.data, 'code').value).toBe(REVERSED_COMBINE_TEXT);
      expect(field(answer.body.data, 'delimiter').value).toBe(' | ');
      expect(Object.keys(template)).toEqual(Object.keys(registered));
    });

    it('gives the registered node back for a built-in’s own code (updating an outdated node), and a custom type its own', async () => {
      const same = await dev.post<{ data: ComponentNode; type: string }>('/api/v1/custom_component', { code: componentSources.ChatOutput });
      expect(same.body).toEqual({ type: 'ChatOutput', data: catalogue.ChatOutput });

      const shout = await dev.post<{ data: ComponentNode; type: string }>('/api/v1/custom_component', { code: customCode('Shout', 'return { text: textMessage(context, context.inputs.text.toUpperCase()) };') });
      expect(shout.body.type).toBe('Shout');
      expect(shout.body.data).toMatchObject({ display_name: 'Shout', edited: true, field_order: ['text'], outputs: [expect.objectContaining({ name: 'text', types: ['Message'] })] });
      expect(field(shout.body.data, 'text')).toMatchObject({ _input_type: 'MessageTextInput', input_types: ['Message'] });
    });

    it('answers a built-in’s node in the language the request accepts', async () => {
      const english = await dev.call<{ data: ComponentNode; type: string }>('POST', '/api/v1/custom_component', { code: componentSources.ChatOutput }, { 'accept-language': 'en' });
      expect(english.body.data).toMatchObject({ display_name: 'Chat Output', outputs: [expect.objectContaining({ name: 'message', display_name: 'Output Message' })] });
      expect(field(english.body.data, 'input_value').display_name).toBe('Input');
    });

    it('answers 400 with the reason for code that does not compile', async () => {
      expect(await dev.post('/api/v1/custom_component', { code: 'export const nothing = 1;' })).toMatchObject({
        status: 400,
        body: { detail: "The code defines no component: export one made with defineComponent from '@app/engine'." },
      });
      expect(await dev.post('/api/v1/custom_component', { code: customCode('Spin', 'return {};').replace("import { textMessage } from '../values/message';", 'while (true) {}') })).toMatchObject({
        status: 400,
        body: { detail: 'The component ran longer than 1 s and was stopped.' },
      });
    });
  });

  describe('POST /api/v1/custom_component/update', () => {
    it('sets the field, lets the component’s hook change the template, and switches tool mode', async () => {
      const { body: created } = await dev.post<{ data: ComponentNode }>('/api/v1/custom_component', { code: MODAL_CODE });
      const update = (fieldName: string, value: unknown, toolMode = false, template = created.data.template) =>
        dev.post<ComponentNode>('/api/v1/custom_component/update', { code: MODAL_CODE, template, field: fieldName, field_value: value, tool_mode: toolMode });

      const stringify = await update('mode', 'Stringify');
      expect(stringify.status).toBe(200);
      expect(field(stringify.body, 'mode').value).toBe('Stringify');
      expect(field(stringify.body, 'pattern').show).toBe(false);
      expect(field(stringify.body, 'code').value).toBe(MODAL_CODE);
      expect(stringify.body.outputs?.map((output) => output.name)).toEqual(['text']);

      const tools = await update('tool_mode', true, false, stringify.body.template);
      expect(tools.body.tool_mode).toBe(true);
      expect(tools.body.outputs?.map((output) => output.name)).toEqual([TOOL_OUTPUT_NAME]);
      expect(tools.body.template[TOOLS_METADATA_FIELD]).toBeDefined();
      const back = await update('tool_mode', false, true, tools.body.template);
      expect(back.body.tool_mode).toBe(false);
      expect(back.body.outputs?.map((output) => output.name)).toEqual(['text']);
      expect(back.body.template[TOOLS_METADATA_FIELD]).toBeUndefined();
    });

    it('gives built-in components the user’s services: Run Flow lists the caller’s own flows', async () => {
      await createFlow(dev, chatPromptGraph(catalogue), { name: 'Listed by Run Flow' });
      const other = await userApi(server, 'code-dev-other');
      await createFlow(other, chatPromptGraph(catalogue), { name: 'Someone else’s flow' });
      const node = catalogue.RunFlow as ComponentNode;
      const { body } = await dev.post<ComponentNode>('/api/v1/custom_component/update', {
        code: componentSources.RunFlow,
        template: node.template,
        field: 'flow_name_selected',
        field_value: '',
      });
      expect(field(body, 'flow_name_selected').options).toContain('Listed by Run Flow');
      expect(field(body, 'flow_name_selected').options).not.toContain('Someone else’s flow');
    });

    it('answers 400 for tool mode on a component without tool-mode inputs, and for bad requests', async () => {
      const node = catalogue.CombineText as ComponentNode;
      const refused = await dev.post<{ detail: string }>('/api/v1/custom_component/update', { code: componentSources.CombineText, template: node.template, field: 'tool_mode', field_value: true });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).not.toBe('');
      expect((await dev.post('/api/v1/custom_component/update', { code: componentSources.CombineText, field: 'delimiter' })).status).toBe(400);
    });
  });

  it('keeps the code calls to developers and above', async () => {
    const user = await userApi(server, 'code-user', 8);
    const calls: Array<[string, unknown]> = [
      ['/api/v1/validate/code', { code: REVERSED_COMBINE_TEXT }],
      ['/api/v1/validate/prompt', { name: 'template', template: '{x}' }],
      ['/api/v1/custom_component', { code: REVERSED_COMBINE_TEXT }],
      ['/api/v1/custom_component/update', { code: REVERSED_COMBINE_TEXT, template: {}, field: 'delimiter', field_value: '-' }],
    ];
    for (const [path, body] of calls) {
      expect((await user.post(path, body)).status, path).toBe(403);
      const anonymous = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(anonymous.status, path).toBe(401);
    }
  });
});

describe('sandbox configuration', () => {
  it('has safe defaults and reads every SANDBOX_ variable', () => {
    expect(parseConfig({}, '/srv').sandbox).toEqual({ workers: 2, memoryMb: 64, runTimeoutMs: 10_000, compileTimeoutMs: 2_000, maxOutputMb: 4 });
    const variables = { SANDBOX_WORKERS: '4', SANDBOX_MEMORY_MB: '128', SANDBOX_RUN_TIMEOUT_MS: '30000', SANDBOX_COMPILE_TIMEOUT_MS: '500', SANDBOX_MAX_OUTPUT_MB: '16' };
    expect(parseConfig(variables, '/srv').sandbox).toEqual({
      workers: 4,
      memoryMb: 128,
      runTimeoutMs: 30_000,
      compileTimeoutMs: 500,
      maxOutputMb: 16,
    });
    expect(() => parseConfig({ SANDBOX_MEMORY_MB: '1' }, '/srv')).toThrow('SANDBOX_MEMORY_MB must be at least 8 (got "1")');
    expect(() => parseConfig({ SANDBOX_MAX_OUTPUT_MB: '0' }, '/srv')).toThrow('SANDBOX_MAX_OUTPUT_MB must be at least 1 (got "0")');
  });
});
