// 分享组件 round trip: the JSON file a node's toolbar shares is imported again as that component —
// dropped onto another flow's canvas, and imported on the components list — with its settings and
// its name, and without the secret it had.
import { getField, type FlowData, type GenericNode } from '@app/flow-graph';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowCanvas } from '../../canvas/FlowCanvas';
import { renderWithStore } from '../../canvas/test/renderCanvas';
import { createFlowStore } from '../../store/createFlowStore';
import { isEditorGenericNode } from '../../store/graph';
import { nodeIdOf, templateData, testCatalogue, testFlowRecord } from '../../store/testFlowStore';
import { createMemoryWorkspaceApi } from '../../testing/memoryWorkspaceApi';
import { FlowListPage } from '../../workspace/FlowListPage';
import { renderNodes, selectNode } from '../test/renderNodes';
import { renderFlowEditor } from '../../test/render';

const template = (node: GenericNode) => node.data.node.template;

/** An OpenAI model with the user's own settings and a typed-in key. */
function configuredModel(): FlowData {
  const data = templateData();
  const model = data.nodes.find((node) => node.data.type === 'OpenAIModel') as GenericNode;
  model.data.node.display_name = '报价助手模型';
  Object.assign(getField(template(model), 'model_name')!, { value: 'gpt-4.1' });
  Object.assign(getField(template(model), 'temperature')!, { value: 0.7 });
  Object.assign(getField(template(model), 'system_message')!, { value: '你是报价助手' });
  Object.assign(getField(template(model), 'api_key')!, { value: 'sk-secret-123', load_from_db: false });
  return data;
}

/** Shares the model from its toolbar and returns the downloaded file. */
async function sharedFile(): Promise<File> {
  const saved: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (saved.push(blob), 'blob:component')), revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const { store } = renderNodes({ data: configuredModel() });
  act(() => selectNode(store, nodeIdOf(store, 'OpenAIModel')));
  fireEvent.click(within(screen.getByRole('toolbar', { name: '组件操作' })).getByRole('button', { name: '更多' }));
  fireEvent.click(screen.getByRole('menuitem', { name: /^分享组件/ }));
  click.mockRestore();
  cleanup();
  return new File([await saved[0]!.text()], names[0]!, { type: 'application/json' });
}

function expectSettingsWithoutSecret(node: GenericNode) {
  expect(node.data.type).toBe('OpenAIModel');
  expect(node.data.node.display_name).toBe('报价助手模型');
  expect(getField(template(node), 'model_name')?.value).toBe('gpt-4.1');
  expect(getField(template(node), 'temperature')?.value).toBe(0.7);
  expect(getField(template(node), 'system_message')?.value).toBe('你是报价助手');
  expect(getField(template(node), 'api_key')?.value).toBe('');
}

afterEach(() => vi.restoreAllMocks());

describe('分享组件 round trip', () => {
  it('shares a file that holds the component only, its secret emptied', async () => {
    const file = await sharedFile();
    expect(file.name).toBe('报价助手模型.json');
    const content = JSON.parse(await file.text()) as { is_component: boolean; name: string; data: FlowData };
    expect(content).toMatchObject({ is_component: true, name: '报价助手模型' });
    expect(content.data.nodes).toHaveLength(1);
    expect(content.data.edges).toEqual([]);
    expect(await file.text()).not.toContain('sk-secret-123');
    expectSettingsWithoutSecret(content.data.nodes[0] as GenericNode);
  });

  it('drops onto another flow’s canvas as the same component with its settings', async () => {
    const file = await sharedFile();
    const store = createFlowStore({ flow: testFlowRecord({ nodes: [], edges: [] }, { id: 'other-flow' }), components: testCatalogue });
    const { container, notify } = renderWithStore(<FlowCanvas />, { store });
    const pane = container.querySelector('.react-flow__pane')!;
    const dataTransfer = { types: ['Files'], files: [file], getData: () => '', dropEffect: 'none' };
    fireEvent.dragOver(pane, { dataTransfer, clientX: 300, clientY: 200 });
    fireEvent.drop(pane, { dataTransfer, clientX: 300, clientY: 200 });
    await waitFor(() => expect(store.getState().nodes).toHaveLength(1));
    const [node] = store.getState().nodes;
    expect(node && isEditorGenericNode(node)).toBe(true);
    expectSettingsWithoutSecret(node as GenericNode);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '导入成功' });
  });

  it('imports on the components list as a saved component with its settings', async () => {
    const file = await sharedFile();
    const workspace = createMemoryWorkspaceApi();
    renderFlowEditor(<FlowListPage tab="components" onOpenFlow={vi.fn()} onTabChange={vi.fn()} onFolderChange={vi.fn()} />, workspace);
    fireEvent.drop(await screen.findByTestId('flow-file-drop'), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(await screen.findByText('报价助手模型')).toBeTruthy();
    const [saved] = workspace.stored().flows;
    expect(saved).toMatchObject({ name: '报价助手模型', is_component: true });
    expectSettingsWithoutSecret(saved!.data!.nodes[0] as GenericNode);
  });
});
