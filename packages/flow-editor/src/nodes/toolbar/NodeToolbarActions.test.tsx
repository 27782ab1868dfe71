import { getField, type FlowData, type GenericNode } from '@app/flow-graph';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findGenericNode } from '../../store/graph';
import { nodeIdOf, templateData } from '../../store/testFlowStore';
import { createMemoryComponentsApi } from '../../testing/memoryComponentsApi';
import { createMemoryWorkspaceApi } from '../../testing/memoryWorkspaceApi';
import { editorView, replaceEditorText } from '../../modals/codeEditor/editorTestUtils';
import { renderNodes, selectNode } from '../test/renderNodes';

function toolbar(): HTMLElement {
  return screen.getByRole('toolbar', { name: '组件操作' });
}

function openMenuItem(name: string): void {
  fireEvent.click(within(toolbar()).getByRole('button', { name: '更多' }));
  fireEvent.click(screen.getByRole('menuitem', { name: new RegExp(`^${name}`) }));
}

function dataWith(type: string, change: (node: GenericNode) => void): FlowData {
  const data = templateData();
  change(data.nodes.find((candidate) => candidate.data.type === type) as GenericNode);
  return data;
}

function renderSelected(type: string, options: Parameters<typeof renderNodes>[0] = {}) {
  const view = renderNodes(options);
  const id = nodeIdOf(view.store, type);
  act(() => selectNode(view.store, id));
  return { ...view, id };
}

describe('NodeToolbarActions', () => {
  it('shows on the selected node only', () => {
    const { store } = renderNodes();
    expect(screen.queryByRole('toolbar', { name: '组件操作' })).toBeNull();
    act(() => selectNode(store, nodeIdOf(store, 'ChatInput')));
    expect(toolbar()).toBeTruthy();
  });

  it('refuses to minimize a node with several connection points', () => {
    const { store, id, notify } = renderSelected('OpenAIModel');
    fireEvent.click(within(toolbar()).getByRole('button', { name: '最小化' }));
    expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '仅支持单个连接点或更少的组件最小化.' });
    expect(findGenericNode(store.getState().nodes, id)!.data.showNode).not.toBe(false);
  });

  it('minimizes a node with one handle pair and expands it again', () => {
    const { store, id } = renderSelected('ChatInput');
    fireEvent.click(within(toolbar()).getByRole('button', { name: '最小化' }));
    expect(findGenericNode(store.getState().nodes, id)!.data.showNode).toBe(false);
    fireEvent.click(within(toolbar()).getByRole('button', { name: '展开' }));
    expect(findGenericNode(store.getState().nodes, id)!.data.showNode).toBe(true);
  });

  it('opens the code of the component and saves edited code as a custom component', async () => {
    const { store, id } = renderSelected('ChatInput');
    const code = () => getField(findGenericNode(store.getState().nodes, id)!.data.node.template, 'code')!.value as string;
    fireEvent.click(within(toolbar()).getByRole('button', { name: '代码' }));
    const dialog = await screen.findByRole('dialog');
    expect((await editorView('代码')).state.doc.toString()).toBe(code());
    await replaceEditorText('代码', `${code()}\n// mine`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check & Save' }));
    await waitFor(() => expect(code()).toMatch(/\/\/ mine$/));
    expect(findGenericNode(store.getState().nodes, id)!.data.node.edited).toBe(true);
  });

  it('says the code cannot be opened when the component has no code field', () => {
    // A component Langflow also has would be read as a Langflow export and get our code back.
    const { notify, id } = renderSelected('UIInput', { data: dataWith('UIInput', (node) => delete node.data.node.template.code) });
    fireEvent.click(within(toolbar()).getByRole('button', { name: '代码' }));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: `你无法访问 ${id} 的代码` });
  });

  it('shows the documentation as markdown', async () => {
    const { notify } = renderSelected('ChatInput', { data: dataWith('ChatInput', (node) => (node.data.node.documentation = '## 用法\n\n输入**问题**')) });
    openMenuItem('文档');
    const dialog = await screen.findByRole('dialog', { name: '聊天输入 文档' });
    expect(within(dialog).getByRole('heading', { name: '用法' })).toBeTruthy();
    expect(within(dialog).getByText('问题').tagName).toBe('STRONG');
    expect(notify).not.toHaveBeenCalled();
  });

  it('says when the documentation is missing', () => {
    const { notify, id } = renderSelected('Prompt', { data: dataWith('Prompt', (node) => (node.data.node.documentation = '')) });
    openMenuItem('文档');
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: `当前无法获取 ${id} 的文档.` });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('duplicates, copies and deletes the node', () => {
    const { store, id } = renderSelected('Prompt');
    const count = store.getState().nodes.length;
    openMenuItem('创建副本');
    expect(store.getState().nodes.length).toBe(count + 1);
    expect(store.getState().nodes.at(-1)!.data.type).toBe('Prompt');
    act(() => selectNode(store, id));
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openMenuItem('复制');
    expect(store.getState().clipboard?.nodes.map((node) => node.id)).toEqual([id]);
    expect(JSON.parse(writeText.mock.calls[0]![0]).nodes[0].id).toBe(id);
    Reflect.deleteProperty(navigator, 'clipboard');
    act(() => selectNode(store, id));
    openMenuItem('删除');
    expect(findGenericNode(store.getState().nodes, id)).toBeUndefined();
  });

  it('saves the node as a component', async () => {
    const workspace = createMemoryWorkspaceApi();
    const create = vi.spyOn(workspace.flows, 'create');
    const { notify, id } = renderSelected('Prompt', { calls: { flows: workspace.flows } });
    openMenuItem('保存组件');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '新组件保存成功!' }));
    const sent = create.mock.calls[0]![0];
    expect(sent).toMatchObject({ name: '提示词', is_component: true, data: { edges: [] } });
    expect(sent.data!.nodes.map((node) => node.id)).toEqual([id]);
    expect(sent.data!.nodes[0]).not.toHaveProperty('selected');
  });

  it('switches tool mode through the template update, only for components with tool-mode inputs', async () => {
    const components = createMemoryComponentsApi();
    const updateTemplate = vi.spyOn(components, 'updateTemplate');
    const data: FlowData = { nodes: [...templateData('simple-agent').nodes], edges: [] };
    const { store } = renderNodes({ data, calls: { components } });
    // The template's calculator is an agent tool: tool mode is on.
    const calculator = nodeIdOf(store, 'CalculatorComponent');
    act(() => selectNode(store, calculator));
    openMenuItem('工具模式');
    await waitFor(() => expect(findGenericNode(store.getState().nodes, calculator)!.data.node.tool_mode).toBe(false));
    expect(updateTemplate.mock.calls[0]![0]).toMatchObject({ field: 'tool_mode', field_value: false, tool_mode: false });
    // Out of tool mode the expression is the user's again: the node shows its row.
    expect(screen.getByRole('group', { name: '组件 计算器' }).querySelector('[data-node-field="expression"]')).not.toBeNull();

    act(() => selectNode(store, nodeIdOf(store, 'ChatInput')));
    fireEvent.click(within(toolbar()).getByRole('button', { name: '更多' }));
    expect(screen.queryByRole('menuitem', { name: /^工具模式/ })).toBeNull();
  });

  it('says so when switching tool mode drops an edge into a field the agent now fills', async () => {
    const { store, notify } = renderNodes({ data: templateData('simple-agent') });
    const agent = nodeIdOf(store, 'Agent');
    const intoAgent = () => store.getState().edges.filter((edge) => edge.target === agent && edge.targetHandle?.includes('input_value'));
    expect(intoAgent()).toHaveLength(1);
    act(() => selectNode(store, agent));
    openMenuItem('工具模式');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '更新组件后，一些连接（edges）丢失了。请检查流程图并重新连接它们。' }));
    expect(intoAgent()).toHaveLength(0);
  });

  it('shares the component as a JSON file with its secrets emptied', async () => {
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:component'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { notify } = renderSelected('OpenAIModel', {
      data: dataWith('OpenAIModel', (node) => Object.assign(getField(node.data.node.template, 'api_key')!, { value: 'sk-secret', load_from_db: false })),
    });
    openMenuItem('分享组件');
    expect(click).toHaveBeenCalled();
    const file = JSON.parse(await saved[0]!.text()) as { is_component: boolean; data: FlowData };
    expect(file.is_component).toBe(true);
    expect(file.data.nodes).toHaveLength(1);
    expect(getField((file.data.nodes[0] as GenericNode).data.node.template, 'api_key')?.value).toBe('');
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: 'OpenAI 兼容模型 已成功导出' });
    click.mockRestore();
  });

  it('runs up to the node with p and freezes its path with mod+shift+f', async () => {
    const { store, id } = renderSelected('Prompt');
    fireEvent.keyDown(document.body, { key: 'p', code: 'KeyP' });
    await waitFor(() => expect(screen.getByRole('group', { name: '组件 提示词' }).getAttribute('data-build-status')).toBe('BUILT'));
    fireEvent.keyDown(document.body, { key: 'f', code: 'KeyF', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect((findGenericNode(store.getState().nodes, id)?.data.node as { frozen?: boolean }).frozen).toBe(true));
  });

  describe('unfreezing', () => {
    const frozenIds = (store: ReturnType<typeof renderNodes>['store']) =>
      store.getState().nodes.filter((node) => (node.data as { node?: { frozen?: boolean } }).node?.frozen === true).map((node) => node.id).sort();

    async function frozenModel() {
      const view = renderSelected('OpenAIModel');
      openMenuItem('冻结路径');
      const promptId = nodeIdOf(view.store, 'Prompt');
      await waitFor(() => expect(frozenIds(view.store)).toEqual([promptId, view.id].sort()));
      return { ...view, promptId };
    }

    it('offers to thaw the components frozen with the node, and thaws them on the offer', async () => {
      const { store, promptId } = await frozenModel();
      openMenuItem('取消冻结');
      const dialog = await screen.findByRole('dialog', { name: '已取消冻结 OpenAI 兼容模型' });
      expect(frozenIds(store)).toEqual([promptId]);
      expect(within(dialog).getByText('冻结路径时，下面 1 个组件随它一起被冻结，仍在使用缓存的结果：')).toBeTruthy();
      expect(within(dialog).getByRole('listitem').textContent).toBe('提示词');
      fireEvent.click(within(dialog).getByRole('button', { name: '同时取消冻结这 1 个组件' }));
      expect(frozenIds(store)).toEqual([]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('keeps them frozen when the user says so, and asks nothing when nothing else is frozen', async () => {
      const { store, promptId, id } = await frozenModel();
      fireEvent.keyDown(document.body, { key: 'f', code: 'KeyF', ctrlKey: true, shiftKey: true });
      const dialog = await screen.findByRole('dialog', { name: '已取消冻结 OpenAI 兼容模型' });
      fireEvent.click(within(dialog).getByRole('button', { name: '保持冻结' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(frozenIds(store)).toEqual([promptId]);

      act(() => store.getState().setFrozen([id], true));
      act(() => store.getState().setFrozen([promptId], false));
      openMenuItem('取消冻结');
      expect(frozenIds(store)).toEqual([]);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('says an input component is never frozen', () => {
      const { store, notify } = renderSelected('ChatInput');
      openMenuItem('冻结路径');
      expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '输入组件每次运行都读取新的输入，不能冻结' });
      expect(frozenIds(store)).toEqual([]);
    });
  });
});
