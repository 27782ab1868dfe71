import { getField, parseSourceHandle, parseTargetHandle } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { findGenericNode } from './graph';
import { createTestFlowStore, fieldConnection, nodeIdOf, templateData, testCatalogue } from './testFlowStore';

describe('connections', () => {
  it('refuses an edge onto the same node', () => {
    const store = createTestFlowStore();
    const model = nodeIdOf(store, 'OpenAIModel');
    const connection = { ...fieldConnection(store, model, 'text_output', nodeIdOf(store, 'ChatOutput'), 'input_value'), target: model };
    expect(store.getState().connect(connection)).toMatchObject({ ok: false, code: 'CONNECTION_SAME_NODE', message: '不能连接到同一个节点' });
  });

  it('refuses incompatible types', () => {
    const store = createTestFlowStore();
    const connection = fieldConnection(store, nodeIdOf(store, 'OpenAIModel'), 'model_output', nodeIdOf(store, 'ChatOutput'), 'sender_name');
    expect(store.getState().checkConnection(connection)).toMatchObject({ ok: false, code: 'CONNECTION_INCOMPATIBLE', message: '与其不兼容' });
  });

  it('refuses a second edge into a single field and leaves the graph alone', () => {
    const store = createTestFlowStore();
    const before = store.getState().edges;
    const connection = fieldConnection(store, nodeIdOf(store, 'Prompt'), 'prompt', nodeIdOf(store, 'OpenAIModel'), 'input_value');
    expect(store.getState().connect(connection)).toMatchObject({ ok: false, code: 'CONNECTION_HANDLE_OCCUPIED' });
    expect(store.getState().edges).toBe(before);
    expect(store.getState().saveState).toBe('saved');
  });

  it('lets a list field take several edges, each with encoded handles', () => {
    const store = createTestFlowStore();
    const output = nodeIdOf(store, 'UIOutput');
    for (const source of [nodeIdOf(store, 'Prompt'), nodeIdOf(store, 'ChatInput')]) {
      const outputName = source.startsWith('Prompt') ? 'prompt' : 'message';
      expect(store.getState().connect(fieldConnection(store, source, outputName, output, 'suggestions'))).toEqual({ ok: true });
    }
    const added = store.getState().edges.filter((edge) => edge.target === output && edge.targetHandle?.includes('suggestions'));
    expect(added).toHaveLength(2);
    expect(added.map((edge) => parseTargetHandle(edge.targetHandle ?? ''))).toEqual([
      expect.objectContaining({ fieldName: 'suggestions', id: output }),
      expect.objectContaining({ fieldName: 'suggestions', id: output }),
    ]);
    expect(store.getState().saveState).toBe('dirty');
  });
});

describe('adding', () => {
  it('adds a catalogue component with a fresh id and a copy of the catalogue node', () => {
    const store = createTestFlowStore();
    const result = store.getState().addComponent('Prompt', { x: 5, y: 6 });
    if (!result.ok) throw new Error(result.message);
    expect(result.nodeId).toMatch(/^Prompt-[0-9a-zA-Z]{5}$/);
    const node = findGenericNode(store.getState().nodes, result.nodeId);
    expect(node).toMatchObject({ type: 'genericNode', position: { x: 5, y: 6 }, data: { id: result.nodeId, type: 'Prompt', showNode: true } });
    expect(node?.data.node).toEqual(testCatalogue.Prompt);
    expect(node?.data.node).not.toBe(testCatalogue.Prompt);
  });

  it.each([['ChatInput', '聊天输入已添加'], ['UIInput', 'UI界面输入 已添加'], ['UIOutput', 'UI界面输出 已添加']])('refuses a second %s', (type, message) => {
    const store = createTestFlowStore();
    const count = store.getState().nodes.length;
    expect(store.getState().addComponent(type, { x: 0, y: 0 })).toMatchObject({ ok: false, message });
    expect(store.getState().nodes).toHaveLength(count);
  });

  it('refuses a type that is not in the catalogue and was not given', () => {
    expect(createTestFlowStore().getState().addComponent('Nope', { x: 0, y: 0 })).toMatchObject({ ok: false, code: 'NODE_INVALID' });
  });

  it('adds a note of the minimum size in the first palette colour', () => {
    const store = createTestFlowStore();
    const id = store.getState().addNote({ x: 1, y: 2 });
    expect(store.getState().nodes.at(-1)).toMatchObject({ id, type: 'noteNode', width: 324, height: 324, data: { node: { description: '', template: { backgroundColor: 'amber' } } } });
  });

  it('keeps a loaded node whose component is not in the catalogue, with its edges', () => {
    const { OpenAIModel: _missing, ...catalogue } = testCatalogue;
    const data = templateData();
    const store = createTestFlowStore(data, catalogue);
    expect(store.getState().nodes.map((node) => node.id)).toEqual(data.nodes.map((node) => node.id));
    expect(store.getState().edges).toHaveLength(data.edges.length);
  });
});

describe('editing a node', () => {
  it('refuses to hide a connected field and hides an unconnected one', () => {
    const store = createTestFlowStore();
    const model = nodeIdOf(store, 'OpenAIModel');
    expect(store.getState().patchField(model, 'input_value', { show: false })).toMatchObject({
      ok: false,
      code: 'HANDLE_VISIBILITY_CONNECTED',
      message: '无法更改已连接句柄的可见性',
    });
    expect(store.getState().saveState).toBe('saved');
    expect(store.getState().patchField(model, 'temperature', { show: false, advanced: true })).toEqual({ ok: true });
    const field = getField(findGenericNode(store.getState().nodes, model)?.data.node.template, 'temperature');
    expect(field).toMatchObject({ show: false, advanced: true });
  });

  it('refuses to hide a connected output', () => {
    const store = createTestFlowStore();
    const model = nodeIdOf(store, 'OpenAIModel');
    expect(store.getState().setOutputHidden(model, 'text_output', true)).toMatchObject({ ok: false, code: 'HANDLE_VISIBILITY_CONNECTED' });
    expect(store.getState().setOutputHidden(model, 'model_output', true)).toEqual({ ok: true });
  });

  it('drops and counts the edges a replaced component no longer offers', () => {
    const store = createTestFlowStore();
    const model = nodeIdOf(store, 'OpenAIModel');
    const current = findGenericNode(store.getState().nodes, model)?.data.node;
    if (!current) throw new Error('fixture');
    const { system_message: _dropped, ...template } = current.template;
    const before = store.getState().edges.length;
    expect(store.getState().replaceComponent(model, { ...current, template }, { edited: true })).toEqual({ droppedEdges: 1 });
    expect(store.getState().edges).toHaveLength(before - 1);
    expect(findGenericNode(store.getState().nodes, model)?.data.node.edited).toBe(true);
  });

  it('moves the edges of an output to its newly selected type, dropping those the target refuses', () => {
    const data = templateData();
    const model = data.nodes.find((node) => node.data.type === 'OpenAIModel');
    const output = model && 'outputs' in model.data.node ? model.data.node.outputs?.find((candidate) => candidate.name === 'text_output') : undefined;
    if (!model || !output) throw new Error('fixture');
    Object.assign(output, { types: ['Message', 'Data', 'Text'], selected: 'Message' });
    const store = createTestFlowStore(data);
    const fromOutput = () => store.getState().edges.filter((edge) => edge.source === model.id && edge.sourceHandle?.includes('text_output'));
    store.getState().selectOutputType(model.id, 'text_output', 'Data');
    expect(fromOutput().map((edge) => parseSourceHandle(edge.sourceHandle ?? '')?.output_types)).toEqual([['Data']]);
    store.getState().selectOutputType(model.id, 'text_output', 'Text');
    expect(fromOutput()).toEqual([]);
    expect(store.getState().past).toHaveLength(2);
  });

  it('replaces several components as one undo step', () => {
    const store = createTestFlowStore();
    const replacements = ['Prompt', 'ChatOutput'].map((type) => {
      const nodeId = nodeIdOf(store, type);
      const node = findGenericNode(store.getState().nodes, nodeId)?.data.node;
      if (!node) throw new Error('fixture');
      return { nodeId, node: { ...node, description: 'updated' } };
    });
    expect(store.getState().replaceComponents(replacements)).toEqual({ droppedEdges: 0 });
    expect(store.getState().past).toHaveLength(1);
    expect(replacements.map(({ nodeId }) => findGenericNode(store.getState().nodes, nodeId)?.data.node.description)).toEqual(['updated', 'updated']);
  });

  it('minimizes a node with one connection point and refuses one with more', () => {
    const store = createTestFlowStore();
    const prompt = nodeIdOf(store, 'Prompt');
    expect(store.getState().setMinimized(prompt, true)).toEqual({ ok: true });
    expect(findGenericNode(store.getState().nodes, prompt)?.data.showNode).toBe(false);
    expect(store.getState().setMinimized(nodeIdOf(store, 'OpenAIModel'), true)).toMatchObject({
      ok: false,
      code: 'MINIMIZE_TOO_MANY_HANDLES',
      message: '仅支持单个连接点或更少的组件最小化.',
    });
  });

  it('keeps the old name when the new one is blank, trims otherwise', () => {
    const store = createTestFlowStore();
    const prompt = nodeIdOf(store, 'Prompt');
    const name = () => findGenericNode(store.getState().nodes, prompt)?.data.node.display_name;
    const original = name();
    store.getState().renameNode(prompt, '   ');
    expect(name()).toBe(original);
    expect(store.getState().past).toHaveLength(0);
    store.getState().renameNode(prompt, '  Greeting ');
    expect(name()).toBe('Greeting');
  });

  it('cuts note text at 2500 characters and keeps notes at least 324 px', () => {
    const store = createTestFlowStore();
    const id = store.getState().addNote({ x: 0, y: 0 });
    store.getState().setNoteText(id, 'x'.repeat(2600));
    store.getState().resizeNote(id, { width: 100, height: 500 });
    const note = store.getState().nodes.find((node) => node.id === id);
    expect(note?.data.node.description).toHaveLength(2500);
    expect(note).toMatchObject({ width: 324, height: 500 });
  });
});

describe('grouping', () => {
  it('groups connected components and ungroups them back', () => {
    const store = createTestFlowStore();
    const { nodes, edges } = store.getState();
    const members = [nodeIdOf(store, 'Prompt'), nodeIdOf(store, 'OpenAIModel')];
    store.setState({ nodes: nodes.map((node) => ({ ...node, selected: members.includes(node.id) })) });
    const grouped = store.getState().groupSelection();
    if (!grouped.ok) throw new Error(grouped.message);
    const ids = store.getState().nodes.map((node) => node.id);
    expect(ids).toContain(grouped.nodeId);
    expect(ids).not.toContain(members[0]);
    store.getState().ungroup(grouped.nodeId);
    expect(new Set(store.getState().nodes.map((node) => node.id))).toEqual(new Set(nodes.map((node) => node.id)));
    expect(new Set(store.getState().edges.map((edge) => edge.id))).toEqual(new Set(edges.map((edge) => edge.id)));
  });

  it.each([
    [['Prompt'], 'Please select more than one component'],
    [['ChatInput', 'OpenAIModel'], 'Select non-input/output components only'],
  ])('refuses %j with the grouping rule', (types, message) => {
    const store = createTestFlowStore();
    const ids = types.map((type) => nodeIdOf(store, type));
    store.setState({ nodes: store.getState().nodes.map((node) => ({ ...node, selected: ids.includes(node.id) })) });
    expect(store.getState().groupSelection()).toMatchObject({ ok: false, message });
    expect(store.getState().past).toHaveLength(0);
  });
});

describe('a flow holding Langflow nodes', () => {
  it('lands on our components once the catalogue is known, as an edit the user can undo', () => {
    const data = templateData();
    const model = data.nodes.find((node) => node.type === 'genericNode' && node.data.type === 'OpenAIModel')!;
    const python = 'from lfx.base.models.model import LCModelComponent\n\nclass LanguageModelComponent(LCModelComponent):\n    pass\n';
    model.data.type = 'LanguageModelComponent';
    Object.assign(getField(model.data.node.template, 'code')!, { value: python });
    Object.assign(getField(model.data.node.template, 'model_name')!, { value: 'gpt-4.1-nano' });
    const store = createTestFlowStore(data);
    const mapped = findGenericNode(store.getState().nodes, model.id)!;
    expect(mapped.data.type).toBe('OpenAIModel');
    expect(getField(mapped.data.node.template, 'model_name')?.value).toBe('gpt-4.1-nano');
    expect(getField(mapped.data.node.template, 'code')?.value).toBe(getField(testCatalogue.OpenAIModel!.template, 'code')?.value);
    expect(store.getState().saveState).toBe('dirty');
    store.getState().undo();
    expect(findGenericNode(store.getState().nodes, model.id)?.data.type).toBe('LanguageModelComponent');
  });

  it('leaves our own flows untouched', () => {
    const store = createTestFlowStore();
    expect(store.getState().saveState).toBe('saved');
    expect(store.getState().past).toHaveLength(0);
  });
});
