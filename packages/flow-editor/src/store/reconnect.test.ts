import { parseSourceHandle } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { createTestFlowStore, fieldConnection, nodeIdOf } from './testFlowStore';

function promptEdge(store: ReturnType<typeof createTestFlowStore>) {
  const edge = store.getState().edges.find((candidate) => candidate.source === nodeIdOf(store, 'Prompt'));
  if (!edge) throw new Error('no Prompt edge');
  return edge;
}

describe('reconnect', () => {
  it('moves an edge onto the single field it occupies itself, in one undo step', () => {
    const store = createTestFlowStore();
    const old = promptEdge(store);
    const model = nodeIdOf(store, 'OpenAIModel');
    const connection = fieldConnection(store, nodeIdOf(store, 'ChatInput'), 'message', model, 'system_message');
    expect(store.getState().checkConnection(connection)).toMatchObject({ ok: false, code: 'CONNECTION_HANDLE_OCCUPIED' });
    expect(store.getState().checkConnection(connection, old.id)).toEqual({ ok: true });

    const count = store.getState().edges.length;
    expect(store.getState().reconnect(old.id, connection)).toEqual({ ok: true });
    const { edges, past } = store.getState();
    expect(edges).toHaveLength(count);
    expect(edges.find((edge) => edge.id === old.id)).toBeUndefined();
    const moved = edges.find((edge) => edge.targetHandle === connection.targetHandle);
    expect(moved?.source).toBe(nodeIdOf(store, 'ChatInput'));
    expect(parseSourceHandle(moved?.sourceHandle ?? '')).toMatchObject({ name: 'message' });
    expect(past).toHaveLength(1);
    expect(store.getState().saveState).toBe('dirty');

    store.getState().undo();
    expect(store.getState().edges.some((edge) => edge.id === old.id)).toBe(true);
  });

  it('keeps the edge when the new end is refused', () => {
    const store = createTestFlowStore();
    const old = promptEdge(store);
    const model = nodeIdOf(store, 'OpenAIModel');
    const connection = { ...fieldConnection(store, nodeIdOf(store, 'Prompt'), 'prompt', model, 'system_message'), source: model };
    expect(store.getState().reconnect(old.id, connection)).toMatchObject({ ok: false, message: '不能连接到同一个节点' });
    expect(store.getState().edges.some((edge) => edge.id === old.id)).toBe(true);
    expect(store.getState().past).toHaveLength(0);
  });
});
