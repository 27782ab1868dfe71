import { describe, expect, it } from 'vitest';
import { flowRecord } from '../testing/flowRecord';
import { flowInfoOf, toFlowUpdate, validateFlowInfo, type FlowInfoValues } from './flowInfoForm';

const values = (changes: Partial<FlowInfoValues> = {}): FlowInfoValues => ({
  name: '客服助手',
  description: '',
  endpointName: '',
  tags: [],
  icon: 'Workflow',
  iconBgColor: '7366f3',
  ...changes,
});
const taken = new Set(['已有工作流']);

describe('flow info form', () => {
  it.each([
    ['a valid form', values(), {}],
    ['an empty name', values({ name: '   ' }), { name: 'info.nameRequired' }],
    ['a name of 51 characters', values({ name: 'x'.repeat(51) }), { name: 'info.nameTooLong' }],
    ['a name of 50 characters', values({ name: 'x'.repeat(50) }), {}],
    ['a taken name', values({ name: ' 已有工作流 ' }), { name: 'info.nameTaken' }],
    ['an endpoint with letters, digits, - and _', values({ endpointName: 'my-flow_2' }), {}],
    ['an endpoint with a space', values({ endpointName: 'my flow' }), { endpointName: 'info.endpointInvalid' }],
    ['an endpoint with a slash', values({ endpointName: 'a/b' }), { endpointName: 'info.endpointInvalid' }],
  ])('checks %s', (_case, form, errors) => {
    expect(validateFlowInfo(form, taken)).toEqual(errors);
  });

  it('stores an empty endpoint name as null and trims the name', () => {
    expect(toFlowUpdate(values({ name: ' 新名称 ', endpointName: ' ', tags: ['a'], icon: 'Bot', iconBgColor: '#2563eb' }))).toEqual({
      name: '新名称',
      description: '',
      endpoint_name: null,
      tags: ['a'],
      icon: 'Bot',
      icon_bg_color: '#2563eb',
    });
    expect(toFlowUpdate(values({ endpointName: 'api-1' })).endpoint_name).toBe('api-1');
  });

  it('starts from the flow, with the default icon and colour when it has none', () => {
    expect(flowInfoOf(flowRecord({ id: 'f', name: '客服助手' }))).toMatchObject({ icon: 'Workflow', iconBgColor: '#7366f3' });
    expect(flowInfoOf(flowRecord({ id: 'f', name: '客服助手', icon: 'Bot', icon_bg_color: '2563eb' }))).toMatchObject({ icon: 'Bot', iconBgColor: '2563eb' });
  });

  it('shows a template’s category tags by name in the user’s language and stores their ids again', () => {
    const flow = flowRecord({ id: 'f', name: '文档问答', tags: ['q-a', 'rag', '内部'] });
    expect(flowInfoOf(flow, 'zh').tags).toEqual(['问答系统', '检索增强生成', '内部']);
    expect(flowInfoOf(flow, 'en-US').tags).toEqual(['Q&A', 'RAG', '内部']);
    expect(toFlowUpdate(flowInfoOf(flow, 'zh')).tags).toEqual(['q-a', 'rag', '内部']);
    expect(toFlowUpdate(values({ tags: ['Q&A', '问答系统', '新标签'] })).tags).toEqual(['q-a', '新标签']);
  });
});
