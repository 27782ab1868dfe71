import { describe, expect, it } from 'vitest';
import { findGenericNode } from './graph';
import { HISTORY_LIMIT } from './history';
import { createTestFlowStore, nodeIdOf } from './testFlowStore';

const fieldValue = (store: ReturnType<typeof createTestFlowStore>, nodeId: string, field: string) => {
  const entry = findGenericNode(store.getState().nodes, nodeId)?.data.node.template[field];
  return typeof entry === 'object' && entry !== null ? entry.value : undefined;
};

describe('undo history', () => {
  it('keeps at most 100 snapshots, dropping the oldest', () => {
    const store = createTestFlowStore();
    const first = store.getState().nodes;
    for (let index = 0; index < HISTORY_LIMIT + 5; index++) store.getState().addNote({ x: index, y: 0 });
    expect(HISTORY_LIMIT).toBe(100);
    expect(store.getState().past).toHaveLength(100);
    expect(store.getState().past[0]?.nodes).not.toBe(first);
    expect(store.getState().past[0]?.nodes).toHaveLength(first.length + 5);
  });

  it('undoes and redoes, and a new change empties redo', () => {
    const store = createTestFlowStore();
    const original = store.getState().nodes;
    store.getState().addNote({ x: 0, y: 0 });
    const withNote = store.getState().nodes;
    store.getState().undo();
    expect(store.getState().nodes).toBe(original);
    expect(store.getState().future).toHaveLength(1);
    store.getState().redo();
    expect(store.getState().nodes).toBe(withNote);
    store.getState().undo();
    store.getState().addNote({ x: 9, y: 9 });
    expect(store.getState().future).toHaveLength(0);
  });

  it('makes one step of typing in one field, a new step for another field', () => {
    const store = createTestFlowStore();
    const prompt = nodeIdOf(store, 'Prompt');
    const before = fieldValue(store, prompt, 'template');
    for (const text of ['H', 'He', 'Hel', 'Hello']) store.getState().setFieldValue(prompt, 'template', text);
    expect(store.getState().past).toHaveLength(1);
    store.getState().setFieldValue(nodeIdOf(store, 'OpenAIModel'), 'model_name', 'gpt-4o');
    store.getState().setFieldValue(prompt, 'template', 'Hello!');
    expect(store.getState().past).toHaveLength(3);
    store.getState().undo();
    store.getState().undo();
    expect(fieldValue(store, prompt, 'template')).toBe('Hello');
    store.getState().undo();
    expect(fieldValue(store, prompt, 'template')).toBe(before);
  });

  it('applies flags that come with a value, but never visibility', () => {
    const store = createTestFlowStore();
    const model = nodeIdOf(store, 'OpenAIModel');
    store.getState().setFieldValue(model, 'api_key', 'MY_KEY', { load_from_db: true, show: false });
    const field = findGenericNode(store.getState().nodes, model)?.data.node.template.api_key;
    expect(field).toMatchObject({ value: 'MY_KEY', load_from_db: true, show: true });
  });

  it('takes one snapshot per drag, at its start', () => {
    const store = createTestFlowStore();
    const prompt = nodeIdOf(store, 'Prompt');
    const move = (x: number, dragging: boolean) => store.getState().onNodesChange([{ type: 'position', id: prompt, position: { x, y: 0 }, dragging }]);
    move(10, true);
    move(20, true);
    move(30, true);
    move(30, false);
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().saveState).toBe('dirty');
    move(40, true);
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().nodes.find((node) => node.id === prompt)?.position).toEqual({ x: 0, y: 0 });
  });

  it('treats selection and measured sizes as neither undoable nor unsaved', () => {
    const store = createTestFlowStore();
    const prompt = nodeIdOf(store, 'Prompt');
    store.getState().onNodesChange([
      { type: 'select', id: prompt, selected: true },
      { type: 'dimensions', id: prompt, dimensions: { width: 320, height: 400 } },
    ]);
    store.getState().onEdgesChange([{ type: 'select', id: store.getState().edges[0]?.id ?? '', selected: true }]);
    expect(store.getState().nodes.find((node) => node.id === prompt)?.selected).toBe(true);
    expect(store.getState().past).toHaveLength(0);
    expect(store.getState().saveState).toBe('saved');
    expect(store.getState().revision).toBe(0);
  });

  it('removes a node with its edges as one step', () => {
    const store = createTestFlowStore();
    const model = nodeIdOf(store, 'OpenAIModel');
    const edgeCount = store.getState().edges.length;
    store.getState().onNodesChange([{ type: 'remove', id: model }]);
    store.getState().onEdgesChange(
      store
        .getState()
        .edges.filter((edge) => edge.target === model)
        .map((edge) => ({ type: 'remove', id: edge.id })),
    );
    expect(store.getState().edges).toHaveLength(edgeCount - 3);
    expect(store.getState().past).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().edges).toHaveLength(edgeCount);
  });
});
