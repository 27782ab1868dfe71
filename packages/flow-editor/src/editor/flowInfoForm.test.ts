import { describe, expect, it } from 'vitest';
import { toFlowUpdate, validateFlowInfo, type FlowInfoValues } from './flowInfoForm';

const values = (changes: Partial<FlowInfoValues> = {}): FlowInfoValues => ({ name: '客服助手', description: '', endpointName: '', tags: [], ...changes });
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
    expect(toFlowUpdate(values({ name: ' 新名称 ', endpointName: ' ', tags: ['a'] }))).toEqual({ name: '新名称', description: '', endpoint_name: null, tags: ['a'] });
    expect(toFlowUpdate(values({ endpointName: 'api-1' })).endpoint_name).toBe('api-1');
  });
});
