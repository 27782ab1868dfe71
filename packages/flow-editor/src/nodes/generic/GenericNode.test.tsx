import { getField, type FlowData, type GenericNode as WorkflowGenericNode } from '@app/flow-graph';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findGenericNode } from '../../store/graph';
import { createMemoryComponentsApi } from '../../testing/memoryComponentsApi';
import { nodeIdOf, templateData } from '../../store/testFlowStore';
import { renderNodes } from '../test/renderNodes';
import { langflowChromaStore } from '../test/storyStores';
import { outputHandleId } from './NodeOutputRow';

function card(name: string): HTMLElement {
  return screen.getByRole('group', { name: `组件 ${name}` });
}

function rows(element: HTMLElement): string[] {
  return [...element.querySelectorAll('[data-node-field]')].map((row) => row.getAttribute('data-node-field')!);
}

function row(element: HTMLElement, field: string): HTMLElement {
  return element.querySelector<HTMLElement>(`[data-node-field="${field}"]`)!;
}

/** Basic prompting with one node's component changed before it is loaded. */
function dataWith(type: string, change: (node: WorkflowGenericNode) => void): FlowData {
  const data = templateData();
  const node = data.nodes.find((candidate) => candidate.data.type === type) as WorkflowGenericNode;
  change(node);
  return data;
}

describe('GenericNode fields', () => {
  it('shows the shown, non-advanced fields, field_order first, and the outputs', () => {
    renderNodes();
    const model = card('OpenAI 兼容模型');
    expect(rows(model)).toEqual(['input_value', 'system_message', 'provider', 'model_name', 'api_key', 'openai_api_base', 'temperature']);
    expect([...model.querySelectorAll('[data-node-output]')].map((output) => output.getAttribute('data-node-output'))).toEqual(['text_output', 'model_output']);
    expect(rows(card('聊天输入'))).toEqual(['input_value']);
  });

  it('follows show and advanced: a field made visible gets a row, a hidden one loses it', () => {
    const { store } = renderNodes();
    const chatInput = nodeIdOf(store, 'ChatInput');
    act(() => {
      store.getState().patchField(chatInput, 'sender_name', { advanced: false });
      store.getState().patchField(chatInput, 'input_value', { show: false });
    });
    expect(rows(card('聊天输入'))).toEqual(['sender_name']);
  });

  it('puts a target handle on fields that take edges, encoded the way template edges are', () => {
    const { store, container } = renderNodes();
    const edge = store.getState().edges.find((candidate) => candidate.target === nodeIdOf(store, 'OpenAIModel') && candidate.targetHandle?.includes('system_message'))!;
    const handle = container.querySelector(`.react-flow__handle[data-handleid="${CSS.escape(edge.targetHandle!)}"]`);
    expect(handle).not.toBeNull();
    expect(row(card('OpenAI 兼容模型'), 'system_message').contains(handle)).toBe(true);
    // A plain string field without input types has no handle.
    expect(row(card('OpenAI 兼容模型'), 'provider').querySelector('.react-flow__handle')).toBeNull();
  });

  it('hides the editor of a connected field until its edge goes', () => {
    const { store } = renderNodes();
    const model = card('OpenAI 兼容模型');
    expect(row(model, 'system_message').querySelector('[data-field-editor]')).toBeNull();
    expect(row(model, 'provider').querySelector('[data-field-editor]')).not.toBeNull();
    const edge = store.getState().edges.find((candidate) => candidate.targetHandle?.includes('system_message'))!;
    act(() => store.getState().deleteEdges([edge.id]));
    expect(row(card('OpenAI 兼容模型'), 'system_message').querySelector('[data-field-editor]')).not.toBeNull();
  });

  it('stores what is typed into a field editor as the field value', () => {
    const { store } = renderNodes();
    const id = nodeIdOf(store, 'ChatInput');
    const input = within(row(card('聊天输入'), 'input_value')).getByRole('textbox');
    fireEvent.change(input, { target: { value: '你好' } });
    expect(getField(findGenericNode(store.getState().nodes, id)!.data.node.template, 'input_value')!.value).toBe('你好');
  });

  it('marks required fields and shows their info', () => {
    renderNodes({ data: dataWith('Prompt', (node) => Object.assign(getField(node.data.node.template, 'template')!, { required: true, info: '提示词模板', value: '{q}' })) });
    const prompt = row(card('提示词'), 'template');
    expect(prompt.textContent).toContain('*');
    fireEvent.mouseEnter(within(prompt).getByRole('img', { name: '字段说明' }));
    expect(screen.getByText('提示词模板')).toBeTruthy();
    expect(row(card('聊天输入'), 'input_value').textContent).not.toContain('*');
  });
});

describe('GenericNode header', () => {
  it('renames on double-click: Enter saves the trimmed name, an empty name keeps the old one, Escape cancels', () => {
    const { store } = renderNodes();
    const id = nodeIdOf(store, 'ChatInput');
    const name = () => findGenericNode(store.getState().nodes, id)!.data.node.display_name;

    fireEvent.doubleClick(within(card('聊天输入')).getByText('聊天输入'));
    let input = screen.getByRole('textbox', { name: '组件名称' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(name()).toBe('聊天输入');

    fireEvent.doubleClick(within(card('聊天输入')).getByText('聊天输入'));
    input = screen.getByRole('textbox', { name: '组件名称' });
    fireEvent.change(input, { target: { value: '  用户提问 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(name()).toBe('用户提问');
    expect(screen.queryByRole('textbox', { name: '组件名称' })).toBeNull();

    fireEvent.doubleClick(within(card('用户提问')).getByText('用户提问'));
    input = screen.getByRole('textbox', { name: '组件名称' });
    fireEvent.change(input, { target: { value: '别的名字' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.blur(input);
    expect(name()).toBe('用户提问');
  });

  it('edits the description the same way', () => {
    const { store } = renderNodes();
    const id = nodeIdOf(store, 'ChatInput');
    const description = findGenericNode(store.getState().nodes, id)!.data.node.description!;
    fireEvent.doubleClick(within(card('聊天输入')).getByText(description));
    const input = screen.getByRole('textbox', { name: '组件描述' });
    fireEvent.change(input, { target: { value: '用户的问题' } });
    fireEvent.blur(input);
    expect(findGenericNode(store.getState().nodes, id)!.data.node.description).toBe('用户的问题');
  });

  it('shows beta and legacy badges', () => {
    renderNodes({ data: dataWith('ChatInput', (node) => Object.assign(node.data.node, { beta: true, legacy: true })) });
    expect(within(card('聊天输入')).getByText('测试版')).toBeTruthy();
    expect(within(card('聊天输入')).getByText('旧版')).toBeTruthy();
  });
});

describe('GenericNode outputs', () => {
  it('offers a type selector for an output with several types and moves its handle with the choice', () => {
    const data = dataWith('ChatInput', (node) => {
      node.data.node.outputs = node.data.node.outputs!.map((output) => ({ ...output, types: ['Message', 'Data'], selected: 'Message' }));
    });
    const { store, container } = renderNodes({ data });
    const id = nodeIdOf(store, 'ChatInput');
    const select = within(card('聊天输入')).getByRole('combobox', { name: /的输出类型$/ });
    fireEvent.change(select, { target: { value: 'Data' } });
    const node = findGenericNode(store.getState().nodes, id)!;
    const output = node.data.node.outputs![0]!;
    expect(output.selected).toBe('Data');
    expect(container.querySelector(`.react-flow__handle[data-handleid="${CSS.escape(outputHandleId(node, output))}"]`)).not.toBeNull();
  });

  it('leaves hidden outputs out', () => {
    renderNodes({ data: dataWith('OpenAIModel', (node) => Object.assign(node.data.node.outputs![1]!, { hidden: true })) });
    expect([...card('OpenAI 兼容模型').querySelectorAll('[data-node-output]')].map((output) => output.getAttribute('data-node-output'))).toEqual(['text_output']);
  });
});

describe('GenericNode borders and strips', () => {
  it('draws a component unknown to the catalogue red, marked 无效的组件', () => {
    renderNodes({ data: dataWith('ChatInput', (node) => (node.data.type = 'LangflowOnlyComponent')) });
    const input = card('聊天输入');
    expect(input.dataset.invalid).toBe('true');
    expect(input.style.border).toContain('red');
    expect(within(input).getByLabelText('无效的组件')).toBeTruthy();
    expect(card('提示词').dataset.invalid).toBeUndefined();
  });

  it('marks a Langflow component nothing here stands for with its name, instead of running its Python code', () => {
    const python = 'from lfx.custom import Component\n\nclass ChromaVectorStoreComponent(Component):\n    pass\n';
    renderNodes({
      data: dataWith('ChatInput', (node) => {
        node.data.type = 'Chroma';
        Object.assign(getField(node.data.node.template, 'code')!, { value: python });
      }),
    });
    const cloudStore = card('聊天输入');
    expect(cloudStore.dataset.invalid).toBe('true');
    expect(within(cloudStore).getByLabelText('Langflow 组件 Chroma 暂不支持')).toBeTruthy();
  });

  it('offers the database vector store in place of a Langflow cloud store, and replaces it on request', () => {
    const { store } = renderNodes({ store: langflowChromaStore() });
    const cloudStore = card('Chroma DB');
    expect(within(cloudStore).getByLabelText('Langflow 组件 Chroma 暂不支持')).toBeTruthy();
    const id = nodeIdOf(store, 'Chroma');
    const edgesBefore = store.getState().edges.filter((edge) => edge.source === id || edge.target === id).length;
    fireEvent.click(within(cloudStore).getByRole('button', { name: '替换' }));
    const replaced = findGenericNode(store.getState().nodes, id)!;
    expect(replaced.data.type).toBe('DatabaseVectorStore');
    expect(store.getState().edges.filter((edge) => edge.source === id || edge.target === id)).toHaveLength(edgesBefore);
    expect(screen.queryByRole('button', { name: '替换' })).toBeNull();
  });

  it('draws a node with validation problems red and names them in Chinese', async () => {
    renderNodes({ data: dataWith('Prompt', (node) => Object.assign(getField(node.data.node.template, 'template')!, { required: true, value: '' })) });
    expect(card('提示词').dataset.invalid).toBe('true');
    const mark = within(card('提示词')).getByLabelText('组件有问题');
    // The tooltip words the issue in the console's language (the issue's own text is English).
    fireEvent.pointerEnter(mark);
    expect(await screen.findByText(/^提示词 缺少“.+”。$/)).toBeTruthy();
  });

  it('shows the 更新已就绪 strip on an outdated node and updates it to the catalogue code', async () => {
    const { store, notify } = renderNodes({ data: dataWith('ChatInput', (node) => Object.assign(getField(node.data.node.template, 'code')!, { value: '// old code' })) });
    const id = nodeIdOf(store, 'ChatInput');
    const input = card('聊天输入');
    expect(input.dataset.outdated).toBe('true');
    expect(input.style.border).toContain('yellow');
    expect(within(input).getByText('更新已就绪')).toBeTruthy();
    fireEvent.click(within(input).getByRole('button', { name: '更新' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '成功更新了 1 个组件' }));
    const code = getField(findGenericNode(store.getState().nodes, id)!.data.node.template, 'code')!.value;
    expect(code).toBe(getField(store.getState().components.ChatInput!.template, 'code')!.value);
    expect(screen.queryByText('更新已就绪')).toBeNull();
    expect(card('聊天输入').dataset.outdated).toBeUndefined();
  });

  it('reports a failed update with the spec text', async () => {
    const failing = { customComponent: async () => Promise.reject(new Error('boom')) };
    const { notify } = renderNodes({
      data: dataWith('ChatInput', (node) => Object.assign(getField(node.data.node.template, 'code')!, { value: '// old code' })),
      calls: { components: { ...createMemoryComponentsApi(), ...failing } },
    });
    fireEvent.click(within(card('聊天输入')).getByRole('button', { name: '更新' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: 'Error updating Component code' })));
    expect(screen.getByText('更新已就绪')).toBeTruthy();
  });

  it('does not flag an edited (custom code) node as outdated', () => {
    renderNodes({
      data: dataWith('ChatInput', (node) => {
        Object.assign(getField(node.data.node.template, 'code')!, { value: '// my code' });
        node.data.node.edited = true;
      }),
    });
    expect(screen.queryByText('更新已就绪')).toBeNull();
  });
});

describe('GenericNode minimized', () => {
  it('is narrow with only its icon, name and single handle pair', () => {
    const { store, container } = renderNodes();
    const id = nodeIdOf(store, 'ChatInput');
    act(() => void store.getState().setMinimized(id, true));
    const input = card('聊天输入');
    expect(input.dataset.minimized).toBe('true');
    expect(input.style.width).toBe('192px');
    expect(rows(input)).toEqual([]);
    const node = findGenericNode(store.getState().nodes, id)!;
    expect(container.querySelector(`.react-flow__handle[data-handleid="${CSS.escape(outputHandleId(node, node.data.node.outputs![0]!))}"]`)).not.toBeNull();
    expect(card('提示词').style.width).toBe('320px');
  });
});
