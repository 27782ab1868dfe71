// Langflow nodes (Python code) mapped onto a catalogue, values converted to our field types, and
// the nodes nothing stands for reported as not available instead of running their code.
import { describe, expect, it } from 'vitest';
import { importLangflowGraph, isPythonCode, unsupportedLangflowNodes } from '../src/langflow';
import { convertFieldValue } from '../src/langflow/fieldValues';
import { validateNode } from '../src/validation/validateNode';
import type { ComponentNode, GenericNode } from '../src/types/nodes';
import { component, connect, field, output } from './fixtures';

const PYTHON = 'from lfx.custom import Component\n\nclass AstraDBVectorStoreComponent(Component):\n    def build(self):\n        return None\n';
const JAVASCRIPT = "import { defineComponent } from '@app/engine';\nexport const X = defineComponent({ type: 'X', inputs: [], outputs: [] });\n";

function langflow(node: GenericNode): GenericNode {
  node.data.node.template.code = field({ type: 'code', value: PYTHON });
  return node;
}

const ours: Record<string, ComponentNode> = {
  OpenAIModel: component('OpenAIModel-x', {
    fields: {
      provider: field({ options: ['OpenAI', 'DeepSeek'], value: 'DeepSeek' }),
      model_name: field({ value: 'x' }),
      temperature: field({ type: 'slider', value: 1 }),
      max_tokens: field({ type: 'int', value: 0 }),
      api_key: field({ load_from_db: true, password: true }),
      openai_api_base: field(),
      code: field({ type: 'code', value: JAVASCRIPT }),
    },
    outputs: [output('text_output'), output('model_output', ['LanguageModel'])],
  }).data.node,
  ChatOutput: component('ChatOutput-x', { outputs: [output('message')], fields: { code: field({ type: 'code', value: JAVASCRIPT }) } }).data.node,
  TypeConverterComponent: component('TypeConverterComponent-x', {
    fields: { input_data: field({ type: 'other' }), code: field({ type: 'code', value: JAVASCRIPT }) },
    outputs: [output('message_output', ['Message']), output('data_output', ['Data']), output('dataframe_output', ['DataFrame'])],
  }).data.node,
  StructuredOutput: component('StructuredOutput-x', {
    fields: { llm: field({ type: 'other' }), input_value: field(), schema_name: field(), output_schema: field({ type: 'table' }), code: field({ type: 'code', value: JAVASCRIPT }) },
    outputs: [output('structured_output', ['Data']), output('dataframe_output', ['DataFrame'])],
  }).data.node,
  SaveToFile: component('SaveToFile-x', {
    fields: { input: field({ type: 'other', input_types: ['Data', 'DataFrame', 'Message'] }), file_name: field(), local_format: field({ options: ['json', 'csv', 'markdown', 'txt'], value: 'json' }), code: field({ type: 'code', value: JAVASCRIPT }) },
    outputs: [output('message')],
  }).data.node,
  ConditionalRouter: component('ConditionalRouter-x', {
    fields: {
      input_text: field({ input_types: ['Message'] }),
      operator: field({ value: 'equals' }),
      match_text: field({ input_types: ['Message'] }),
      case_sensitive: field({ type: 'bool', value: false }),
      true_case_message: field({ input_types: ['Message'], advanced: true }),
      false_case_message: field({ input_types: ['Message'], advanced: true }),
      code: field({ type: 'code', value: JAVASCRIPT }),
    },
    outputs: [output('true_result'), output('false_result')],
  }).data.node,
};
const catalogue = (type: string) => ours[type];

describe('Langflow flows', () => {
  it('tells Python component code from ours', () => {
    expect(isPythonCode(PYTHON)).toBe(true);
    expect(isPythonCode(JAVASCRIPT)).toBe(false);
  });

  it('maps Language Model by provider, carries its settings and re-points its edges', () => {
    const model = langflow(
      component('LanguageModelComponent-abc', {
        fields: {
          provider: field({ value: 'OpenAI' }),
          model_name: field({ value: 'gpt-4o-mini' }),
          temperature: field({ type: 'slider', value: '0.3' }),
          max_tokens: field({ type: 'int', value: '' }),
          api_key: field({ load_from_db: true, value: 'OPENAI_API_KEY' }),
        },
        outputs: [output('text_output'), output('model_output', ['LanguageModel'])],
      }),
    );
    const chat = langflow(component('ChatOutput-def', { outputs: [output('message')] }));
    const edge = connect(model, 'text_output', chat, 'input_value');
    const { data, unsupported } = importLangflowGraph({ nodes: [model, chat], edges: [edge] }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = data.nodes[0] as GenericNode;
    expect(mapped.id).toBe('LanguageModelComponent-abc');
    expect(mapped.data.type).toBe('OpenAIModel');
    const template = mapped.data.node.template;
    expect(template.provider).toMatchObject({ value: 'OpenAI' });
    expect(template.model_name).toMatchObject({ value: 'gpt-4o-mini' });
    expect(template.temperature).toMatchObject({ value: 0.3 });
    expect(template.max_tokens).toMatchObject({ value: 0 });
    expect(template.api_key).toMatchObject({ value: 'OPENAI_API_KEY', load_from_db: true });
    expect(template.code).toMatchObject({ value: JAVASCRIPT });
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ dataType: 'OpenAIModel', id: 'LanguageModelComponent-abc', name: 'text_output' });
    expect(data.edges[0]?.sourceHandle).toContain('OpenAIModel');
  });

  it('maps Type Convert onto ours, its Data output kept and connected', () => {
    const converter = langflow(
      component('TypeConverterComponent-t1', { fields: { input_data: field({ type: 'other' }), output_type: field({ value: 'Data' }) }, outputs: [output('data_output', ['Data'])] }),
    );
    const chat = langflow(component('ChatOutput-c1', { outputs: [output('message')] }));
    const { data, unsupported } = importLangflowGraph({ nodes: [converter, chat], edges: [connect(converter, 'data_output', chat, 'input_value')] }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = data.nodes[0] as GenericNode;
    expect(mapped.data.type).toBe('TypeConverterComponent');
    expect(mapped.data.node.template.code).toMatchObject({ value: JAVASCRIPT });
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ id: 'TypeConverterComponent-t1', name: 'data_output' });
  });

  it('maps the Novita and SambaNova models onto the OpenAI-compatible one at their services’ addresses', () => {
    const novita = langflow(
      component('NovitaModel-n1', {
        fields: { api_key: field({ value: 'NOVITA_API_KEY', load_from_db: true }), model_name: field({ value: 'meta-llama/llama-3.3-70b-instruct' }), temperature: field({ type: 'slider', value: 0.1 }) },
        outputs: [output('text_output'), output('model_output', ['LanguageModel'])],
      }),
    );
    const samba = (baseUrl: string) => langflow(component('SambaNovaModel-s1', { fields: { base_url: field({ value: baseUrl }) }, outputs: [output('text_output')] }));
    const { data, unsupported } = importLangflowGraph({ nodes: [novita], edges: [] }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = data.nodes[0] as GenericNode;
    expect(mapped.data.type).toBe('OpenAIModel');
    expect(mapped.data.node.template).toMatchObject({
      provider: { value: 'OpenAI' },
      openai_api_base: { value: 'https://api.novita.ai/v3/openai' },
      api_key: { value: 'NOVITA_API_KEY', load_from_db: true },
      model_name: { value: 'meta-llama/llama-3.3-70b-instruct' },
      temperature: { value: 0.1 },
    });
    const base = (url: string) => (importLangflowGraph({ nodes: [samba(url)], edges: [] }, catalogue).data.nodes[0] as GenericNode).data.node.template.openai_api_base;
    expect(base('')).toMatchObject({ value: 'https://api.sambanova.ai/v1' });
    expect(base('https://sambanova.example/v1/chat/completions')).toMatchObject({ value: 'https://sambanova.example/v1' });
  });

  it('maps 1.1’s Structured Output (StructuredOutputComponent) onto ours, its schema’s text type as str', () => {
    const rows = [{ name: 'sentiment', description: 'Positive|Negative', type: 'text', multiple: 'False' }];
    const extractor = langflow(
      component('StructuredOutputComponent-s1', {
        fields: { output_schema: field({ type: 'table', value: rows }), schema_name: field({ value: 'image_classification' }), multiple: field({ type: 'bool', value: false }) },
        outputs: [output('structured_output', ['Data'])],
      }),
    );
    const chat = langflow(component('ChatOutput-c1', { outputs: [output('message')] }));
    const { data, unsupported } = importLangflowGraph({ nodes: [extractor, chat], edges: [connect(extractor, 'structured_output', chat, 'input_value')] }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = data.nodes[0] as GenericNode;
    expect(mapped.data.type).toBe('StructuredOutput');
    expect(mapped.data.node.template.output_schema).toMatchObject({ value: [{ ...rows[0], type: 'str' }] });
    expect(mapped.data.node.template.schema_name).toMatchObject({ value: 'image_classification' });
    expect(mapped.data.node.template.multiple).toBeUndefined();
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ dataType: 'StructuredOutput', name: 'structured_output' });
  });

  it('maps Message to Data onto Type Convert, its message in and Data out', () => {
    const chat = langflow(component('ChatOutput-c0', { outputs: [output('message')] }));
    const toData = langflow(component('MessagetoData-m1', { fields: { message: field({ input_types: ['Message'] }) }, outputs: [output('data', ['Data'])] }));
    const sink = langflow(component('ChatOutput-c1', { outputs: [output('message')] }));
    const edges = [connect(chat, 'message', toData, 'message'), connect(toData, 'data', sink, 'input_value')];
    const { data, unsupported } = importLangflowGraph({ nodes: [chat, toData, sink], edges }, catalogue);
    expect(unsupported).toEqual([]);
    expect((data.nodes[1] as GenericNode).data.type).toBe('TypeConverterComponent');
    expect(data.edges.map((edge) => edge.data)).toMatchObject([
      { targetHandle: { fieldName: 'input_data' }, sourceHandle: { name: 'message' } },
      { targetHandle: { fieldName: 'input_value' }, sourceHandle: { name: 'data_output' } },
    ]);
  });

  it('gives 1.2–1.4 If-Else’s one message for both branches to each of ours, its edge and its value', () => {
    const chat = langflow(component('ChatOutput-c0', { outputs: [output('message')] }));
    const router = langflow(
      component('ConditionalRouter-r1', {
        fields: { input_text: field({ input_types: ['Message'] }), message: field({ input_types: ['Message'], value: 'passed on', advanced: false }) },
        outputs: [output('true_result'), output('false_result')],
      }),
    );
    const edges = [connect(chat, 'message', router, 'input_text'), connect(chat, 'message', router, 'message')];
    const { data, unsupported } = importLangflowGraph({ nodes: [chat, router], edges }, catalogue);
    expect(unsupported).toEqual([]);
    expect(data.edges.map((edge) => edge.data?.targetHandle)).toMatchObject([{ fieldName: 'input_text' }, { fieldName: 'true_case_message' }, { fieldName: 'false_case_message' }]);
    expect(new Set(data.edges.map((edge) => edge.id)).size).toBe(3);
    const template = (data.nodes[1] as GenericNode).data.node.template;
    for (const name of ['true_case_message', 'false_case_message']) expect(template[name]).toMatchObject({ value: 'passed on', advanced: false });
    expect(template.message).toBeUndefined();
  });

  it('reads If-Else’s regex as Langflow’s re.match does: from the start, case-sensitive', () => {
    const router = (operator: string, pattern: string) =>
      langflow(
        component('ConditionalRouter-r1', {
          fields: { operator: field({ value: operator }), match_text: field({ value: pattern }), case_sensitive: field({ type: 'bool', value: false }) },
          outputs: [output('true_result'), output('false_result')],
        }),
      );
    const template = (operator: string, pattern: string) => (importLangflowGraph({ nodes: [router(operator, pattern)], edges: [] }, catalogue).data.nodes[0] as GenericNode).data.node.template;
    expect(template('regex', 'ab+ ')).toMatchObject({ match_text: { value: '^(?:ab+ )' }, case_sensitive: { value: true } });
    expect(template('regex', '^https?://x$')).toMatchObject({ match_text: { value: '^https?://x$' }, case_sensitive: { value: true } });
    expect(template('regex', '^a|b')).toMatchObject({ match_text: { value: '^(?:^a|b)' } });
    expect(template('contains', 'ab')).toMatchObject({ match_text: { value: 'ab' }, case_sensitive: { value: false } });
  });

  it('maps Save File of 1.2 (one of three inputs, a file path) and 1.6 (Local storage) onto ours; AWS, Google Drive and Excel stay refused', () => {
    const chat = langflow(component('ChatOutput-c0', { outputs: [output('message')] }));
    const old = langflow(
      component('SaveToFile-s1', {
        fields: { message: field({ input_types: ['Message'] }), file_path: field({ value: './news.json' }), file_format: field({ value: 'txt' }), input_type: field({ value: 'Message' }) },
        outputs: [output('confirmation')],
      }),
    );
    const sink = langflow(component('ChatOutput-c1', { outputs: [output('message')] }));
    const { data, unsupported } = importLangflowGraph({ nodes: [chat, old, sink], edges: [connect(chat, 'message', old, 'message'), connect(old, 'confirmation', sink)] }, catalogue);
    expect(unsupported).toEqual([]);
    expect((data.nodes[1] as GenericNode).data.node.template).toMatchObject({ file_name: { value: './news.json' }, local_format: { value: 'txt' } });
    expect(data.edges.map((edge) => [edge.data?.sourceHandle?.name, edge.data?.targetHandle])).toMatchObject([
      ['message', { fieldName: 'input' }],
      ['message', { fieldName: 'input_value' }],
    ]);
    const located = (location: string, format = 'json') =>
      langflow(component('SaveToFile-s2', { fields: { storage_location: field({ type: 'sortableList', value: [{ name: location }] }), local_format: field({ value: format }) }, outputs: [output('message')] }));
    const refused = (node: GenericNode) => importLangflowGraph({ nodes: [node], edges: [] }, catalogue).unsupported.length;
    expect([refused(located('Local')), refused(located('AWS')), refused(located('Google Drive')), refused(located('Local', 'excel'))]).toEqual([0, 1, 1, 1]);
  });

  it('leaves what has no counterpart as Langflow wrote it, reported and marked not available', () => {
    const astra = langflow(component('AstraDB-abc', { outputs: [output('search_results', ['Data'])] }));
    const google = langflow(component('LanguageModelComponent-g', { fields: { provider: field({ value: 'Google' }) } }));
    const { data, unsupported } = importLangflowGraph({ nodes: [astra, google], edges: [] }, catalogue);
    expect(unsupported).toEqual([
      { id: 'AstraDB-abc', name: 'AstraDB' },
      { id: 'LanguageModelComponent-g', name: 'LanguageModelComponent' },
    ]);
    expect(data.nodes).toEqual([astra, google]);
    expect(unsupportedLangflowNodes(data.nodes)).toEqual(unsupported);
    expect(validateNode(astra, [])).toEqual([{ code: 'LANGFLOW_UNSUPPORTED', message: 'Langflow 组件 AstraDB 暂不支持', params: { name: 'AstraDB' }, nodeId: 'AstraDB-abc' }]);
  });

  it('keeps our default where Langflow’s value means nothing in our field', () => {
    expect(convertFieldValue(field({ value: 'Google' }), field({ options: ['OpenAI'], value: 'OpenAI' }))).toBeUndefined();
    expect(convertFieldValue(field({ value: 'True' }), field({ type: 'bool' }))).toBe(true);
    expect(convertFieldValue(field({ value: [{ key: 'User-Agent', value: 'x' }] }), field({ type: 'dict' }))).toEqual({ 'User-Agent': 'x' });
    expect(convertFieldValue(field({ value: 'https://a.example' }), field({ list: true }))).toEqual(['https://a.example']);
    expect(convertFieldValue(field({ value: 'x' }), field({ type: 'other' }))).toBeUndefined();
  });
});
