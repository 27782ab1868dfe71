import { describe, expect, it } from 'vitest';
import { createTestFlowStore, nodeIdOf } from '../store/testFlowStore';
import { buildIssues, buildScope } from './buildScope';

describe('build scope', () => {
  const store = createTestFlowStore();
  const data = store.getState().toFlowData();
  const id = (type: string) => nodeIdOf(store, type);

  it('is the whole flow without a start or stop component', () => {
    expect(buildScope(data, {})).toBeUndefined();
  });

  it('runs a component and everything before it up to it, or it and everything after it from it', () => {
    expect(buildScope(data, { stopComponentId: id('OpenAIModel') })).toEqual(new Set([id('OpenAIModel'), id('ChatInput'), id('Prompt')]));
    expect(buildScope(data, { startComponentId: id('OpenAIModel') })).toEqual(new Set([id('OpenAIModel'), id('ChatOutput')]));
  });

  it('keeps only the problems of components in scope, and the flow’s own', () => {
    const invalidNodeIds = [id('ChatOutput')];
    expect(buildIssues(data, { invalidNodeIds }).map((issue) => issue.nodeId)).toEqual([id('ChatOutput')]);
    expect(buildIssues(data, { invalidNodeIds, stopComponentId: id('Prompt') })).toEqual([]);
    expect(buildIssues({ nodes: [], edges: [] }, { stopComponentId: 'x' }).map((issue) => issue.code)).toEqual(['FLOW_NO_COMPONENTS']);
  });
});
