import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { createTestFlowStore, templateData, testFlowRecord, testCatalogue } from '../store/testFlowStore';
import { createFlowStore } from '../store/createFlowStore';
import { COMPONENT_DRAG_TYPE } from './componentDrag';
import { FlowCanvas } from './FlowCanvas';
import { renderWithStore } from './test/renderCanvas';

interface DragData {
  types: string[];
  data?: Record<string, string>;
  files?: File[];
}

function drop(container: HTMLElement, { types, data = {}, files = [] }: DragData) {
  const pane = container.querySelector('.react-flow__pane');
  if (!pane) throw new Error('no pane');
  const dataTransfer = { types, files, getData: (type: string) => data[type] ?? '', dropEffect: 'none' };
  fireEvent.dragOver(pane, { dataTransfer, clientX: 200, clientY: 150 });
  fireEvent.drop(pane, { dataTransfer, clientX: 200, clientY: 150 });
}

const componentDrag = (payload: object): DragData => ({ types: [COMPONENT_DRAG_TYPE], data: { [COMPONENT_DRAG_TYPE]: JSON.stringify(payload) } });

describe('FlowCanvas', () => {
  it('draws its controls and attribution in the dark theme when the console is dark', () => {
    const { container } = renderWithStore(
      <MantineProvider forceColorScheme="dark">
        <FlowCanvas />
      </MantineProvider>,
    );
    expect(container.querySelector('.react-flow')!.classList.contains('dark')).toBe(true);
  });

  it('renders the nodes of the store as draggable, selectable and connectable', async () => {
    const { store, container } = renderWithStore(<FlowCanvas />);
    await waitFor(() => expect(container.querySelectorAll('.react-flow__node')).toHaveLength(store.getState().nodes.length));
    const nodes = container.querySelectorAll('.react-flow__node');
    expect(container.querySelectorAll('.react-flow__node.draggable.selectable')).toHaveLength(nodes.length);
    expect(container.querySelectorAll('.react-flow__handle.connectable').length).toBeGreaterThan(0);
  });

  it('locks the canvas from the controls: nodes are neither draggable nor selectable', () => {
    const { store, container } = renderWithStore(<FlowCanvas />);
    fireEvent.click(screen.getByRole('button', { name: '锁定画布' }));
    expect(store.getState().locked).toBe(true);
    expect(container.querySelectorAll('.react-flow__node.draggable, .react-flow__node.selectable')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '解锁画布' }));
    expect(store.getState().locked).toBe(false);
  });

  it('adds the component dropped from the sidebar', () => {
    const { store, container } = renderWithStore(<FlowCanvas />);
    const count = store.getState().nodes.length;
    drop(container, componentDrag({ type: 'Prompt' }));
    const { nodes } = store.getState();
    expect(nodes).toHaveLength(count + 1);
    expect(nodes.at(-1)?.data.type).toBe('Prompt');
  });

  it('tells why a dropped component is refused', () => {
    const { store, container, notify } = renderWithStore(<FlowCanvas />);
    const count = store.getState().nodes.length;
    drop(container, componentDrag({ type: 'ChatInput' }));
    expect(store.getState().nodes).toHaveLength(count);
    expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '聊天输入已添加' });
  });

  it('refuses a drag that is neither a component nor a file', () => {
    const { store, container, notify } = renderWithStore(<FlowCanvas />);
    const count = store.getState().nodes.length;
    drop(container, { types: ['text/plain'], data: { 'text/plain': 'hello' } });
    expect(store.getState().nodes).toHaveLength(count);
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '无法放置拖入的内容', list: ['只能拖入组件或 JSON 流程文件'] });
  });

  it('pastes the graph of a dropped flow file and refuses other files', async () => {
    const store = createFlowStore({ flow: testFlowRecord({ nodes: [], edges: [] }), components: testCatalogue });
    const { container, notify } = renderWithStore(<FlowCanvas />, { store });
    const data = templateData();
    drop(container, { types: ['Files'], files: [new File([JSON.stringify({ name: 'Basic', data })], 'basic.json', { type: 'application/json' })] });
    await waitFor(() => expect(store.getState().nodes).toHaveLength(data.nodes.length));
    expect(store.getState().edges).toHaveLength(data.edges.length);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '导入成功' });
  });

  it('refuses a dropped file that is not JSON', async () => {
    const { container, notify } = renderWithStore(<FlowCanvas />);
    drop(container, { types: ['Files'], files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '导入失败', list: ['无效的文件类型'] }));
  });

  it('adds a note from the top-left button', () => {
    const { store } = renderWithStore(<FlowCanvas toolbar={<span>+</span>} />);
    const notes = () => store.getState().nodes.filter((node) => node.type === 'noteNode').length;
    const before = notes();
    fireEvent.click(screen.getByRole('button', { name: '添加注释' }));
    expect(notes()).toBe(before + 1);
  });

  it('groups a multi-selection from the floating toolbar and tells a refusal', () => {
    const store = createTestFlowStore();
    const { notify } = renderWithStore(<FlowCanvas />, { store });
    const select = (types: string[]) =>
      act(() => store.getState().onNodesChange(store.getState().nodes.map((node) => ({ type: 'select', id: node.id, selected: types.includes(node.data.type ?? '') }))));

    select(['ChatInput', 'OpenAIModel']);
    fireEvent.click(screen.getByRole('button', { name: '组合' }));
    expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '只能选择非输入/输出组件' });

    select(['Prompt', 'OpenAIModel']);
    const count = store.getState().nodes.length;
    fireEvent.click(screen.getByRole('button', { name: '组合' }));
    expect(store.getState().nodes).toHaveLength(count - 1);
    fireEvent.click(screen.getByRole('button', { name: '取消组合' }));
    expect(store.getState().nodes).toHaveLength(count);
  });

  it("opens the parameters of the selected component with mod+shift+a (the node toolbar's shortcut)", async () => {
    const store = createTestFlowStore();
    renderWithStore(<FlowCanvas />, { store });
    act(() => store.getState().onNodesChange(store.getState().nodes.map((node) => ({ type: 'select', id: node.id, selected: node.data.type === 'Prompt' }))));
    act(() => void fireEvent.keyDown(document.body, { key: 'A', code: 'KeyA', ctrlKey: true, shiftKey: true }));
    expect(await screen.findByRole('dialog')).toBeDefined();
  });

  describe('a large flow opened on its saved view', () => {
    /** The starter flow without edges, on a saved view of the origin, one node moved far off. */
    function storeWithFarNode() {
      const data = { ...templateData(), edges: [], viewport: { x: 0, y: 0, zoom: 1 } };
      const far = data.nodes.at(-1)!;
      far.position = { x: 20_000, y: 20_000 };
      return { store: createFlowStore({ flow: testFlowRecord(data), components: testCatalogue }), farId: far.id };
    }
    const drawn = (container: HTMLElement, id: string) => container.querySelector(`.react-flow__node[data-id="${id}"]`) !== null;

    it('draws the nodes in view first and those around it once a frame has drawn the view', async () => {
      const { store, farId } = storeWithFarNode();
      const near = store.getState().nodes.find((node) => node.id !== farId)!;
      act(() => store.getState().onNodesChange([{ type: 'position', id: near.id, position: { x: window.innerWidth + 100, y: 0 } }]));
      const { container } = renderWithStore(<FlowCanvas />, { store });
      expect(drawn(container, near.id)).toBe(false);
      await waitFor(() => expect(drawn(container, near.id)).toBe(true));
      expect(drawn(container, farId)).toBe(false);
    });

    it('draws a node far from the view only once the view is fitted to the flow', async () => {
      const { store, farId } = storeWithFarNode();
      const { container } = renderWithStore(<FlowCanvas />, { store });
      await waitFor(() => expect(container.querySelectorAll('.react-flow__node')).toHaveLength(store.getState().nodes.length - 1));
      expect(drawn(container, farId)).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: '适应画布' }));
      await waitFor(() => expect(drawn(container, farId)).toBe(true));
      expect(store.getState().nodes.every((node) => !node.hidden)).toBe(true);
    });

    it('draws a far node that a focus request asks for', async () => {
      const { store, farId } = storeWithFarNode();
      const { container } = renderWithStore(<FlowCanvas />, { store });
      act(() => store.getState().focusNodes([farId]));
      await waitFor(() => expect(drawn(container, farId)).toBe(true));
    });
  });
});
