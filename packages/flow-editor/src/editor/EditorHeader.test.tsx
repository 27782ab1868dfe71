import type { TransactionRecord } from '@app/api-client';
import { isGenericNode, isLangflowNode, LANGFLOW_EXPORTS, type FlowRecord, type GenericNode } from '@app/flow-graph';
import { langflowStarterProjectText } from '@app/test-documents';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFlowStore } from '../store/createFlowStore';
import { FlowStoreProvider, type FlowStore } from '../store/FlowStoreProvider';
import { templateData, testCatalogue, testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { createMemoryMonitorApi } from '../testing/memoryMonitorApi';
import { createMemoryWorkspaceApi } from '../testing/memoryWorkspaceApi';
import { EditorHeader } from './EditorHeader';
import { ExportFlowDialog } from './ExportFlowDialog';
import { useState } from 'react';
import { BuildClient } from '@app/build-runner';
import { FlowBuildProvider } from '../build';
import { createMemoryBuildTransport } from '../testing/memoryBuildTransport';

const flow = testFlowRecord(templateData(), { id: 'flow-1', name: '客服助手' });
const other = testFlowRecord(null, { id: 'flow-2', name: '已有工作流' });

function setup({ autoSave = true, transactions = [] as TransactionRecord[], build = new BuildClient({ transport: createMemoryBuildTransport() }) } = {}) {
  const workspace = createMemoryWorkspaceApi({ flows: [flow, other] });
  const store = createFlowStore({ flow, components: testCatalogue });
  const props = { onBack: vi.fn(), onSave: vi.fn(), onOpenFlow: vi.fn(), onRefreshComponents: vi.fn() };
  const view = renderFlowEditor(
    <FlowStoreProvider store={store}>
      <FlowBuildProvider>
        <HeaderWithExport autoSave={autoSave} {...props} />
      </FlowBuildProvider>
    </FlowStoreProvider>,
    { flows: workspace.flows, folders: workspace.folders, monitor: createMemoryMonitorApi(transactions), build },
  );
  return { ...view, ...props, store, workspace };
}

/** The page keeps the export dialog (mod+j opens it too); the header's menu item asks for it. */
function HeaderWithExport(props: Omit<Parameters<typeof EditorHeader>[0], 'onExport'>) {
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <EditorHeader {...props} onExport={() => setExporting(true)} />
      <ExportFlowDialog opened={exporting} onClose={() => setExporting(false)} />
    </>
  );
}

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: '工作流菜单' }));
const menuItem = (name: string) => screen.getByRole('menuitem', { name });

async function openInfo() {
  openMenu();
  fireEvent.click(menuItem('编辑信息'));
  return within(await screen.findByRole('dialog', { name: '编辑信息' }));
}

const nodeCount = (store: FlowStore) => store.getState().nodes.length;

afterEach(() => vi.restoreAllMocks());

describe('editor header', () => {
  it('shows the flow name, only the 编排 tab, the save state, and goes back', () => {
    const { onBack } = setup();
    expect(screen.getByText('客服助手')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['编排']);
    expect(screen.getByRole('status').textContent).toBe('已保存');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('hides 保存 with auto-save and offers it without', () => {
    setup();
    openMenu();
    expect(screen.queryByRole('menuitem', { name: '保存' })).toBeNull();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['新建', '编辑信息', '日志', '导入', '导出', '撤销', '重做', '刷新组件']);
  });

  it('saves from the menu without auto-save and asks the page to refresh components', () => {
    const { onSave, onRefreshComponents } = setup({ autoSave: false });
    openMenu();
    fireEvent.click(menuItem('保存'));
    expect(onSave).toHaveBeenCalled();
    openMenu();
    fireEvent.click(menuItem('刷新组件'));
    expect(onRefreshComponents).toHaveBeenCalled();
  });

  it('enables undo and redo only when there is something to undo or redo', () => {
    const { store } = setup();
    const undo = screen.getByRole('button', { name: '撤销' });
    expect(undo).toHaveProperty('disabled', true);
    const before = nodeCount(store);
    act(() => void store.getState().addNote({ x: 0, y: 0 }));
    expect(screen.getByRole('status').textContent).toBe('未保存');
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(nodeCount(store)).toBe(before);
    expect(screen.getByRole('button', { name: '撤销' })).toHaveProperty('disabled', true);
    openMenu();
    fireEvent.click(menuItem('重做'));
    expect(nodeCount(store)).toBe(before + 1);
  });

  it('checks the edit-info form: required, at most 50, a taken name, the endpoint rule', async () => {
    const { workspace } = setup();
    const dialog = await openInfo();
    const name = dialog.getByLabelText(/^名称/);
    const save = () => fireEvent.click(dialog.getByRole('button', { name: '保存' }));

    fireEvent.change(name, { target: { value: ' ' } });
    save();
    expect(await dialog.findByText('请填写名称')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    save();
    expect(await dialog.findByText('名称不能超过 50 个字符')).toBeTruthy();
    await waitFor(() => {
      fireEvent.change(name, { target: { value: '已有工作流' } });
      save();
      expect(dialog.getByText('名称已存在')).toBeTruthy();
    });
    fireEvent.change(name, { target: { value: '新名称' } });
    fireEvent.change(dialog.getByLabelText('端点名称'), { target: { value: 'my api' } });
    save();
    expect(await dialog.findByText('仅可使用字母、数字、连字符和下划线')).toBeTruthy();
    expect(workspace.stored().flows.find((stored) => stored.id === 'flow-1')?.name).toBe('客服助手');
  });

  it('saves the info with tags added on Enter and blur, duplicates ignored, the chosen icon and colour, and an empty endpoint as null', async () => {
    const { workspace, notify, store } = setup();
    act(() => void store.getState().addNote({ x: 0, y: 0 }));
    const dialog = await openInfo();
    fireEvent.change(dialog.getByLabelText(/^名称/), { target: { value: '新名称' } });
    fireEvent.change(dialog.getByLabelText('描述'), { target: { value: '回答客户问题' } });
    const tags = dialog.getByPlaceholderText('输入标签后按回车添加');
    // The tags input takes typing only while focused.
    act(() => tags.focus());
    fireEvent.change(tags, { target: { value: '客服' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: '客服' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: '问答' } });
    act(() => tags.blur());
    fireEvent.click(dialog.getByRole('button', { name: '图标 Bot' }));
    expect(dialog.getByRole('button', { name: '图标 Bot' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(dialog.getByLabelText('背景颜色'), { target: { value: '#2563eb' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '更改已成功保存' }));
    const saved = workspace.stored().flows.find((stored) => stored.id === 'flow-1') as FlowRecord;
    expect(saved).toMatchObject({ name: '新名称', description: '回答客户问题', endpoint_name: null, tags: ['客服', '问答'], icon: 'Bot', icon_bg_color: '#2563eb' });
    expect(screen.getByText('新名称')).toBeTruthy();
    // The graph's own unsaved change is still unsaved.
    expect(store.getState().saveState).toBe('dirty');
  });

  it('shows the server refusal of a taken name on the name field', async () => {
    const { api } = setup();
    vi.spyOn(api.flows, 'all').mockResolvedValue([]);
    const dialog = await openInfo();
    fireEvent.change(dialog.getByLabelText(/^名称/), { target: { value: '已有工作流' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('名称已存在')).toBeTruthy();
  });

  it('exports under the required file name with the secrets cleared unless kept', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:flow';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { notify } = setup();
    const exportAs = async (name: string, keepKeys: boolean) => {
      openMenu();
      fireEvent.click(menuItem('导出'));
      const dialog = within(await screen.findByRole('dialog', { name: '导出' }));
      fireEvent.change(dialog.getByLabelText('文件名', { exact: false }), { target: { value: name } });
      if (keepKeys) fireEvent.click(dialog.getByRole('checkbox', { name: /保存 API 密钥/ }));
      fireEvent.click(dialog.getByRole('button', { name: '导出' }));
      return dialog;
    };
    const refused = await exportAs('  ', false);
    expect(refused.getByText('请填写名称')).toBeTruthy();
    fireEvent.click(refused.getByRole('button', { name: '取消' }));

    await exportAs('客服导出', false);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '客服导出 已成功导出' });
    await exportAs('带密钥', true);
    expect(click).toHaveBeenCalledTimes(2);
    const apiKeyOf = async (blob: Blob) => {
      const content = JSON.parse(await blob.text()) as { name: string; data: FlowRecord['data'] };
      const model = content.data!.nodes.filter(isGenericNode).find((node) => node.data.type === 'OpenAIModel')!;
      return [content.name, (model.data.node.template.api_key as { value: unknown }).value];
    };
    expect(await apiKeyOf(files[0]!)).toEqual(['客服导出', '']);
    expect(await apiKeyOf(files[1]!)).toEqual(['带密钥', 'OPENAI_API_KEY']);
  });

  it('imports a flow file by adding its nodes to the canvas and bringing them into view', async () => {
    const { store, notify } = setup();
    const before = nodeCount(store);
    const file = new File([JSON.stringify({ name: 'RAG', data: templateData('vector-store-rag') })], 'rag.json', { type: 'application/json' });
    fireEvent.change(screen.getByTestId('flow-import-input'), { target: { files: [file] } });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '导入成功' }));
    // Unique components already on the canvas (chat input, UI input and output) are not added twice.
    const types = store.getState().nodes.filter(isGenericNode).map((node) => node.data.type);
    expect(nodeCount(store)).toBeGreaterThan(before);
    expect(types).toContain('DatabaseVectorStore');
    expect(types.filter((type) => type === 'ChatInput')).toHaveLength(1);
    // The imported nodes are what the canvas is asked to bring into view.
    const imported = store.getState().nodes.filter((node) => node.selected).map((node) => node.id);
    expect(store.getState().focusRequest?.nodeIds).toEqual(imported);
    expect(imported.length).toBe(nodeCount(store) - before);

    fireEvent.change(screen.getByTestId('flow-import-input'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith({ kind: 'error', title: '无效的文件类型' }));
  });

  it('imports a Langflow 1.6 file onto our components, Astra DB included', async () => {
    const { store, notify } = setup();
    const file = new File([langflowStarterProjectText('1.6', 'Vector Store RAG')], 'Vector Store RAG.json', { type: 'application/json' });
    fireEvent.change(screen.getByTestId('flow-import-input'), { target: { files: [file] } });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '导入成功' }));
    const added = store.getState().nodes.filter((node) => node.selected).filter(isGenericNode) as GenericNode[];
    expect(added.filter((node) => isLangflowNode(node))).toEqual([]);
    expect(added.map((node) => node.data.type)).toEqual(expect.arrayContaining(['AstraDB', 'OpenAIModel', 'OpenAIEmbeddings', 'SplitText', 'File', 'parser', 'Prompt']));
  });

  it('exports in Langflow format when asked', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:flow';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    setup();
    openMenu();
    fireEvent.click(menuItem('导出'));
    const dialog = within(await screen.findByRole('dialog', { name: '导出' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /Langflow 格式/ }));
    fireEvent.click(dialog.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const content = JSON.parse(await files[0]!.text()) as { data: NonNullable<FlowRecord['data']> };
    const shared = content.data.nodes.filter(isGenericNode).filter((node) => Object.hasOwn(LANGFLOW_EXPORTS, node.data.type));
    expect(shared.map((node) => node.data.type)).toEqual(expect.arrayContaining(['ChatInput', 'Prompt', 'OpenAIModel', 'ChatOutput']));
    expect(shared.filter((node) => node.data.node.template.code !== undefined)).toEqual([]);
  });

  it('lists the execution log in pages of 20 with timestamps', async () => {
    const transactions = Array.from({ length: 25 }, (_, index) => ({
      id: `t${index}`,
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
      vertex_id: `ChatInput-${index}`,
      target_id: null,
      inputs: {},
      outputs: {},
      status: index === 24 ? 'error' : 'success',
      error: index === 24 ? 'boom' : null,
      flow_id: 'flow-1',
    }));
    setup({ transactions });
    openMenu();
    fireEvent.click(menuItem('日志'));
    const dialog = within(await screen.findByRole('dialog', { name: '执行日志' }));
    expect(await dialog.findByText('ChatInput-24')).toBeTruthy();
    expect(dialog.getAllByRole('row')).toHaveLength(21);
    expect(dialog.getByText('boom')).toBeTruthy();
    expect(dialog.getAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toHaveLength(20);
    fireEvent.click(dialog.getByRole('button', { name: '2' }));
    expect(await dialog.findByText('ChatInput-4')).toBeTruthy();
    expect(dialog.getAllByRole('row')).toHaveLength(6);
  });

  it('runs the whole flow from 运行, shows 构建中... with 终止 while it builds, and stops it', async () => {
    const { notify } = setup({ build: new BuildClient({ transport: createMemoryBuildTransport({ componentMs: 5000 }) }) });
    fireEvent.click(screen.getByRole('button', { name: '运行' }));
    expect(await screen.findByText('构建中...')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '终止' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '构建已停止', group: 'build' }));
    expect(await screen.findByRole('button', { name: '运行' })).toBeTruthy();
    expect(screen.queryByText('构建中...')).toBeNull();
  });
});
