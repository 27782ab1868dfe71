import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { createMemoryWorkspaceApi, DEFAULT_FOLDER, type MemoryWorkspaceSeed } from '../testing/memoryWorkspaceApi';
import { FlowListPage, type FlowListPageProps } from './FlowListPage';
import { sampleListFlows, storedFlow } from './flowFixtures';

function renderList(seed: MemoryWorkspaceSeed = { flows: sampleListFlows() }, props: Partial<FlowListPageProps> = {}) {
  const workspace = createMemoryWorkspaceApi(seed);
  const callbacks = { onOpenFlow: vi.fn(), onTabChange: vi.fn(), onFolderChange: vi.fn() };
  const view = renderFlowEditor(<FlowListPage tab="flows" {...callbacks} {...props} />, { flows: workspace.flows, folders: workspace.folders });
  return { ...view, ...callbacks, workspace };
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

const openRowMenu = async (name: string) => fireEvent.click(await screen.findByRole('button', { name: `${name} 的操作` }));

describe('FlowListPage', () => {
  it('lists the flows of the default folder, released first, with their status', async () => {
    renderList();
    await screen.findByText('营销文案');
    expect(rowNames()).toEqual(['营销文案', '文档问答', '客服助手']);
    const status = (name: string) => within(screen.getByText(name).closest('tr')!).getAllByRole('cell')[5]!.textContent;
    expect([status('客服助手'), status('文档问答'), status('营销文案')]).toEqual(['开发中', '已发布', '编辑中']);
    expect(screen.queryByText('提示词组件')).toBeNull();
  });

  it('sorts by edit time and flips on a second click', async () => {
    renderList();
    await screen.findByText('营销文案');
    fireEvent.click(screen.getByRole('button', { name: '按编辑时间排序' }));
    await waitFor(() => expect(rowNames()).toEqual(['营销文案', '客服助手', '文档问答']));
    fireEvent.click(screen.getByRole('button', { name: '按编辑时间排序' }));
    await waitFor(() => expect(rowNames()).toEqual(['文档问答', '客服助手', '营销文案']));
  });

  it('pages by 10 and shows the pagination only from 10 items', async () => {
    const flows = Array.from({ length: 12 }, (_, index) => storedFlow(`f${index}`, index + 1, { name: `流程 ${String(index).padStart(2, '0')}` }));
    renderList({ flows });
    await screen.findByText('流程 11');
    expect(rowNames()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('流程 00');
    expect(rowNames()).toEqual(['流程 01', '流程 00']);
  });

  it('hides the pagination under 10 items', async () => {
    renderList();
    await screen.findByText('营销文案');
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });

  it('searches by name', async () => {
    renderList();
    await screen.findByText('营销文案');
    fireEvent.change(screen.getByRole('textbox', { name: '搜索' }), { target: { value: '文档' } });
    await waitFor(() => expect(rowNames()).toEqual(['文档问答']));
  });

  it('shows only components on the components tab, and they do not open', async () => {
    const { onOpenFlow } = renderList(undefined, { tab: 'components' });
    fireEvent.click(await screen.findByText('提示词组件'));
    expect(rowNames()).toEqual(['提示词组件']);
    expect(onOpenFlow).not.toHaveBeenCalled();
  });

  it('opens a flow on a row click, with the folder of the route', async () => {
    const { onOpenFlow } = renderList(undefined, { folderId: DEFAULT_FOLDER.id });
    fireEvent.click(await screen.findByText('客服助手'));
    expect(onOpenFlow).toHaveBeenCalledWith('develop', DEFAULT_FOLDER.id);
  });

  it('switches to the components tab when the folder has only components', async () => {
    const { onTabChange } = renderList({ flows: [storedFlow('c', 1, { is_component: true })] });
    await waitFor(() => expect(onTabChange).toHaveBeenCalledWith('components', undefined));
  });

  it('shows 开始构建 with 新建工作流 for a user with one folder and nothing in it', async () => {
    const { onTabChange } = renderList({ flows: [] });
    expect(await screen.findByText('开始构建')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新建工作流' }));
    expect(await screen.findByRole('dialog', { name: '新建工作流' })).toBeTruthy();
    expect(onTabChange).not.toHaveBeenCalled();
  });

  it('says on an empty components tab how components come there, not how to build a first flow', async () => {
    renderList({ flows: [] }, { tab: 'components' });
    expect(await screen.findByText('在画布上选中组件，点击“保存组件”即可保存到这里；也可将组件文件拖放到此处导入')).toBeTruthy();
    expect(screen.queryByText('从模板或空白流程开始，构建你的第一个工作流')).toBeNull();
  });

  it('shows 空白文件夹 for an empty folder when there are more folders', async () => {
    renderList({ folders: [DEFAULT_FOLDER, { id: 'f2', name: '项目', description: null, parent_id: null }], flows: [] }, { folderId: 'f2' });
    expect(await screen.findByText('空白文件夹')).toBeTruthy();
  });

  it('deletes after confirmation and reports success', async () => {
    const { notify, workspace } = renderList();
    await openRowMenu('客服助手');
    fireEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除' });
    expect(within(dialog).getByText('确定要删除“客服助手”吗？此操作无法撤销。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('客服助手')).toBeNull());
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '已成功删除所选项目' });
    expect(workspace.stored().flows.map((flow) => flow.id)).not.toContain('develop');
  });

  it('reports a failed delete with the spec texts', async () => {
    const workspace = createMemoryWorkspaceApi({ flows: sampleListFlows() });
    workspace.flows.removeMany = async () => {
      throw new Error('down');
    };
    const { notify } = renderFlowEditor(<FlowListPage tab="flows" onOpenFlow={vi.fn()} onTabChange={vi.fn()} onFolderChange={vi.fn()} />, workspace);
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择 客服助手' }));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '删除' })).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '删除项目时出错', list: ['请重新尝试'] }));
  });

  it('asks to select items before a batch delete', async () => {
    const { notify } = renderList();
    await screen.findByText('客服助手');
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(notify).toHaveBeenCalledWith({ kind: 'notice', title: '未选择任何项目', list: ['请选择要删除的项目'] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('duplicates under a numbered name', async () => {
    const { workspace } = renderList();
    await openRowMenu('客服助手');
    fireEvent.click(screen.getByRole('menuitem', { name: '复制' }));
    expect(await screen.findByText('客服助手 (1)')).toBeTruthy();
    await openRowMenu('客服助手');
    fireEvent.click(screen.getByRole('menuitem', { name: '复制' }));
    expect(await screen.findByText('客服助手 (2)')).toBeTruthy();
    expect(workspace.stored().flows.find((flow) => flow.name === '客服助手 (2)')?.folder_id).toBe(DEFAULT_FOLDER.id);
  });
});
