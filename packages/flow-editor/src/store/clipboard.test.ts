import { getField, parseSourceHandle, parseTargetHandle, type GenericNode } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { createTestFlowStore, nodeIdOf } from './testFlowStore';
import type { FlowStore } from './FlowStoreProvider';

function select(store: FlowStore, ids: readonly string[]) {
  store.setState({ nodes: store.getState().nodes.map((node) => ({ ...node, selected: ids.includes(node.id) })) });
}

describe('copy and paste', () => {
  it('copies the selected nodes with the edges between them', () => {
    const store = createTestFlowStore();
    const prompt = nodeIdOf(store, 'Prompt');
    const model = nodeIdOf(store, 'OpenAIModel');
    select(store, [prompt, model]);
    const copied = store.getState().copySelection();
    expect(copied?.nodes.map((node) => node.id)).toEqual([prompt, model]);
    expect(copied?.edges.map((edge) => [edge.source, edge.target])).toEqual([[prompt, model]]);
    expect(store.getState().clipboard).toBe(copied);
    expect(store.getState().past).toHaveLength(0);
  });

  it('pastes with fresh ids 10 px away, rebuilt edges, and the copies selected', () => {
    const store = createTestFlowStore();
    const prompt = nodeIdOf(store, 'Prompt');
    const model = nodeIdOf(store, 'OpenAIModel');
    select(store, [prompt, model]);
    store.getState().copySelection();
    const pasted = store.getState().paste();

    expect(pasted).toHaveLength(2);
    expect(pasted[0]).toMatch(/^Prompt-/);
    expect(pasted[1]).toMatch(/^OpenAIModel-/);
    expect(pasted).not.toContain(prompt);
    const { nodes, edges } = store.getState();
    const copyOf = (id: string) => nodes.find((node) => node.id === id);
    expect(copyOf(pasted[0] ?? '')?.position).toEqual({ x: 10, y: 10 });
    expect(copyOf(pasted[0] ?? '')?.data.id).toBe(pasted[0]);
    expect(nodes.filter((node) => node.selected).map((node) => node.id)).toEqual(pasted);

    const edge = edges.find((candidate) => candidate.source === pasted[0]);
    expect(edge?.target).toBe(pasted[1]);
    expect(parseSourceHandle(edge?.sourceHandle ?? '')?.id).toBe(pasted[0]);
    expect(parseTargetHandle(edge?.targetHandle ?? '')).toMatchObject({ id: pasted[1], fieldName: 'system_message' });
    expect(edge?.id).toContain(pasted[0]);
    expect(store.getState().past).toHaveLength(1);
  });

  it('puts the top-left copy at a given position', () => {
    const store = createTestFlowStore();
    const prompt = nodeIdOf(store, 'Prompt');
    const model = nodeIdOf(store, 'OpenAIModel');
    select(store, [prompt, model]);
    store.getState().copySelection();
    const [promptCopy, modelCopy] = store.getState().paste({ position: { x: 1000, y: 2000 } });
    const position = (id?: string) => store.getState().nodes.find((node) => node.id === id)?.position;
    // Prompt sits at (0, 0), the model at (450, 100).
    expect(position(promptCopy)).toEqual({ x: 1000, y: 2000 });
    expect(position(modelCopy)).toEqual({ x: 1450, y: 2100 });
  });

  it('leaves out unique components the flow already has', () => {
    const store = createTestFlowStore();
    select(store, [nodeIdOf(store, 'ChatInput'), nodeIdOf(store, 'Prompt')]);
    store.getState().copySelection();
    const pasted = store.getState().paste();
    expect(pasted).toHaveLength(1);
    expect(pasted[0]).toMatch(/^Prompt-/);
  });

  it('pastes given data, e.g. from the system clipboard', () => {
    const store = createTestFlowStore();
    select(store, [nodeIdOf(store, 'Prompt')]);
    const data = store.getState().copySelection();
    const other = createTestFlowStore();
    expect(other.getState().paste({ data: data ?? undefined })).toHaveLength(1);
  });

  it('cuts: copies, then deletes the selection in one step', () => {
    const store = createTestFlowStore();
    const prompt = nodeIdOf(store, 'Prompt');
    select(store, [prompt]);
    store.getState().cutSelection();
    expect(store.getState().nodes.some((node) => node.id === prompt)).toBe(false);
    expect(store.getState().edges.some((edge) => edge.source === prompt)).toBe(false);
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().paste()[0]).toMatch(/^Prompt-/);
  });
});

describe('duplicate', () => {
  it('copies x 50, y 10 away without touching the clipboard', () => {
    const store = createTestFlowStore();
    const model = nodeIdOf(store, 'OpenAIModel');
    const [copy] = store.getState().duplicate([model]);
    expect(store.getState().nodes.find((node) => node.id === copy)?.position).toEqual({ x: 500, y: 110 });
    expect(store.getState().clipboard).toBeNull();
  });

  it('does not duplicate a unique component', () => {
    const store = createTestFlowStore();
    expect(store.getState().duplicate([nodeIdOf(store, 'ChatInput')])).toEqual([]);
    expect(store.getState().past).toHaveLength(0);
  });
});

describe('copies of a group', () => {
  it('get members of their own, so ungrouping both keeps ids unique', () => {
    const store = createTestFlowStore();
    select(store, [nodeIdOf(store, 'Prompt'), nodeIdOf(store, 'OpenAIModel')]);
    const grouped = store.getState().groupSelection();
    if (!grouped.ok) throw new Error(grouped.message);
    const [copy] = store.getState().duplicate([grouped.nodeId]);
    store.getState().ungroup(grouped.nodeId);
    store.getState().ungroup(copy ?? '');
    const ids = store.getState().nodes.map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('Prompt-'))).toHaveLength(2);
    // The copy's inner edge came back between its own members.
    const copies = ids.filter((id) => id.startsWith('Prompt-') || id.startsWith('OpenAIModel-'));
    expect(store.getState().edges.filter((edge) => copies.includes(edge.source) && copies.includes(edge.target))).toHaveLength(2);
  });
});

describe('pasting a Langflow graph', () => {
  it('lands on our components, settings kept, the edge re-pointed; the rest keeps its Python code', () => {
    const store = createTestFlowStore();
    const model = structuredClone(store.getState().components.OpenAIModel!);
    const python = 'from lfx.base.models.model import LCModelComponent\n\nclass LanguageModelComponent(LCModelComponent):\n    pass\n';
    Object.assign(getField(model.template, 'code')!, { value: python });
    Object.assign(getField(model.template, 'model_name')!, { value: 'gpt-4.1-mini' });
    model.template.provider = { type: 'str', show: true, value: 'OpenAI', options: ['OpenAI', 'Anthropic', 'Google'] };
    const langflowModel: GenericNode = { id: 'LanguageModelComponent-abc', type: 'genericNode', position: { x: 0, y: 0 }, data: { id: 'LanguageModelComponent-abc', type: 'LanguageModelComponent', node: model } };
    const chromaNode = structuredClone(model);
    const chroma: GenericNode = { id: 'Chroma-abc', type: 'genericNode', position: { x: 300, y: 0 }, data: { id: 'Chroma-abc', type: 'Chroma', node: chromaNode } };
    const pasted = store.getState().paste({ data: { nodes: [langflowModel, chroma], edges: [] } });
    const nodes = store.getState().nodes.filter((node) => pasted.includes(node.id));
    expect(nodes.map((node) => node.data.type)).toEqual(['OpenAIModel', 'Chroma']);
    expect(getField(nodes[0]!.data.node.template, 'model_name')?.value).toBe('gpt-4.1-mini');
    expect(getField(nodes[0]!.data.node.template, 'code')?.value).toBe(getField(store.getState().components.OpenAIModel!.template, 'code')?.value);
    expect(getField(nodes[1]!.data.node.template, 'code')?.value).toBe(python);
  });
});
