import { describe, expect, it } from 'vitest';
import { canAddComponent } from '../src/validation/uniqueComponents';
import { validateFlow } from '../src/validation/validateFlow';
import { issueCodedText } from '../src/messages';
import type { TemplateField } from '../src/types/fields';
import type { GenericNode } from '../src/types/nodes';
import { component, connect, connectLoop, field, loopComponent, note, output } from './fixtures';

const chat = component('ChatInput-aaaaa');
const withField = (name: string, spec: Partial<TemplateField>, extra: Partial<GenericNode['data']['node']> = {}) => {
  const node = component('Model-bbbbb', { displayName: 'OpenAI', fields: { [name]: field(spec) } });
  return { ...node, data: { ...node.data, node: { ...node.data.node, ...extra } } };
};

describe('validateFlow', () => {
  it('asks for at least one component', () => {
    expect(validateFlow({ nodes: [note('n-1')], edges: [] })).toEqual([
      { code: 'FLOW_NO_COMPONENTS', message: 'No components found in the flow. Please add at least one component to the flow.' },
    ]);
  });

  it('accepts a complete flow', () => {
    const model = withField('api_key', { required: true, value: 'sk-1', display_name: 'API Key' });
    expect(validateFlow({ nodes: [chat, model], edges: [connect(chat, 'message', model)] })).toEqual([]);
  });

  it.each<[string, Partial<TemplateField>, Partial<GenericNode['data']['node']>, string[]]>([
    ['a required, visible, empty field', { required: true, display_name: 'API Key' }, {}, ['OpenAI is missing API Key.']],
    ['a null value', { required: true, value: null, display_name: 'API Key' }, {}, ['OpenAI is missing API Key.']],
    ['an empty list', { required: true, list: true, value: [], display_name: 'Documents' }, {}, ['OpenAI is missing Documents.']],
    ['the field name when there is no display name', { required: true, name: 'api_key' }, {}, ['OpenAI is missing api_key.']],
    ['a hidden field', { required: true, show: false }, {}, []],
    ['an optional field', { required: false }, {}, []],
    ['a tool-mode field of a node in tool mode', { required: true, tool_mode: true }, { tool_mode: true }, []],
    ['a tool-mode field of a node not in tool mode', { required: true, tool_mode: true, display_name: 'Query' }, {}, ['OpenAI is missing Query.']],
    ['a false boolean', { required: true, type: 'bool', value: false }, {}, []],
    ['duplicate dict keys', { required: true, type: 'dict', value: [{ a: 1 }, { a: 2 }], display_name: 'Headers' }, {}, ['OpenAI (Headers) contains duplicate keys with the same values.']],
    ['an empty dict key', { required: true, type: 'dict', value: [{ '': 'x' }], display_name: 'Headers' }, {}, ['OpenAI (Headers) field must not be empty.']],
    ['both dict problems', { required: true, type: 'dict', value: [{ '': 1 }, { '': 2 }], display_name: 'H' }, {}, ['OpenAI (H) contains duplicate keys with the same values.', 'OpenAI (H) field must not be empty.']],
    ['a dict as an object', { required: true, type: 'dict', value: { a: 1 } }, {}, []],
  ])('reports %s', (_label, spec, extra, messages) => {
    const issues = validateFlow({ nodes: [withField('key', spec, extra)], edges: [] });
    expect(issues.map((issue) => issue.message)).toEqual(messages);
    for (const issue of issues) expect(issue.nodeId).toBe('Model-bbbbb');
  });

  it('keeps what a field issue was rendered from, for the clients\' wording by code', () => {
    const [issue] = validateFlow({ nodes: [withField('key', { required: true, display_name: 'API Key' })], edges: [] });
    expect(issueCodedText(issue!)).toEqual({ code: 'NODE_MISSING_FIELD', text: 'OpenAI is missing API Key.', params: { component: 'OpenAI', field: 'API Key' } });
  });

  it('uses the component type when the display name is empty', () => {
    const node = withField('key', { required: true, display_name: 'Key' }, { display_name: '' });
    expect(validateFlow({ nodes: [node], edges: [] })[0]?.message).toBe('Model is missing Key.');
  });

  it('accepts a required empty field that is connected', () => {
    const model = withField('input_value', { required: true, input_types: ['Message'], display_name: 'Input' });
    expect(validateFlow({ nodes: [chat, model], edges: [] })[0]?.message).toBe('OpenAI is missing Input.');
    expect(validateFlow({ nodes: [chat, model], edges: [connect(chat, 'message', model)] })).toEqual([]);
  });

  it('reports invalid components: no template, or flagged by the caller', () => {
    const empty = component('Broken-ccccc');
    empty.data.node.template = { _type: 'Component' };
    const unknown = component('Unknown-ddddd');
    const issues = validateFlow({ nodes: [empty, unknown], edges: [] }, { invalidNodeIds: [unknown.id] });
    expect(issues).toEqual([
      { code: 'NODE_INVALID', message: '无效的组件', nodeId: empty.id },
      { code: 'NODE_INVALID', message: '无效的组件', nodeId: unknown.id },
    ]);
  });

  it.each([
    ['ChatInput', '在一个流程中只能有一个聊天输入组件。'],
    ['Webhook', '在一个流程中只能有一个Webhook组件。'],
    ['UIInput', '在一个流程中只能有一个UI界面输入组件。'],
    ['UIOutput', '在一个流程中只能有一个UI界面输出组件。'],
  ])('allows one %s per flow', (type, message) => {
    const first = component(`${type}-11111`);
    const second = component(`${type}-22222`);
    const third = component(`${type}-33333`);
    expect(validateFlow({ nodes: [first], edges: [] })).toEqual([]);
    expect(validateFlow({ nodes: [first, second, third], edges: [] })).toEqual([
      { code: expect.stringMatching(/^UNIQUE_/), message, nodeId: second.id },
    ]);
  });

  describe('loops', () => {
    const loop = loopComponent('Loop-lllll');
    const body = component('Body-bbbbb', { fields: { input_value: field({ input_types: ['Data'] }) }, outputs: [output('data', ['Data'])] });
    const other = component('Other-ooooo', { outputs: [output('data', ['Data'])] });
    const message = 'The flow has an incomplete loop. Check your connections and try again.';

    it('accepts a loop closed through the loop output', () => {
      expect(validateFlow({ nodes: [loop, body], edges: [connect(loop, 'item', body), connectLoop(body, 'data', loop)] })).toEqual([]);
    });

    it('reports a loop input that is not part of a loop', () => {
      const back = connectLoop(other, 'data', loop);
      expect(validateFlow({ nodes: [loop, other], edges: [back] })).toEqual([
        { code: 'FLOW_INCOMPLETE_LOOP', message, nodeId: loop.id, edgeId: back.id },
      ]);
    });

    it('reports a loop that leaves through another output', () => {
      const edges = [connect(loop, 'done', body), connectLoop(body, 'data', loop)];
      expect(validateFlow({ nodes: [loop, body], edges }).map((issue) => issue.edgeId)).toEqual([edges[1]?.id]);
    });

    it('reports a cycle without a loop handle', () => {
      const a = component('A-aaaaa');
      const b = component('B-bbbbb');
      expect(validateFlow({ nodes: [a, b], edges: [connect(a, 'message', b), connect(b, 'message', a)] })).toEqual([
        { code: 'FLOW_INCOMPLETE_LOOP', message, nodeId: expect.any(String) },
      ]);
    });
  });
});

describe('canAddComponent', () => {
  it.each([
    ['ChatInput', '聊天输入已添加'],
    ['Webhook', 'Webhook 已添加'],
    ['UIInput', 'UI界面输入 已添加'],
    ['UIOutput', 'UI界面输出 已添加'],
  ])('refuses a second %s with the sidebar label', (type, label) => {
    expect(canAddComponent(type, [])).toEqual({ ok: true });
    expect(canAddComponent(type, [component(`${type}-11111`)])).toEqual({ ok: false, code: expect.stringMatching(/^ADDED_/), message: label });
  });

  it('allows any number of other components', () => {
    expect(canAddComponent('Prompt', [component('Prompt-11111')])).toEqual({ ok: true });
    expect(canAddComponent('constructor', [])).toEqual({ ok: true });
  });
});
