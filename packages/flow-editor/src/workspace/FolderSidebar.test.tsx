import { renderWithProviders } from '@app/ui-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { createMemoryWorkspaceApi, DEFAULT_FOLDER } from '../testing/memoryWorkspaceApi';
import { FlowListPage } from './FlowListPage';
import { FolderSidebar } from './FolderSidebar';
import { storedFlow } from './flowFixtures';

const project = { id: 'f2', name: '项目', description: null, parent_id: null };

function renderList(folderId?: string) {
  const workspace = createMemoryWorkspaceApi({
    folders: [DEFAULT_FOLDER, project],
    flows: [storedFlow('a', 1, { name: '默认流程' }), storedFlow('b', 2, { name: '项目流程', folder_id: project.id })],
  });
  const onFolderChange = vi.fn();
  const view = renderFlowEditor(<FlowListPage tab="flows" folderId={folderId} onOpenFlow={vi.fn()} onTabChange={vi.fn()} onFolderChange={onFolderChange} />, workspace);
  return { ...view, onFolderChange, workspace };
}

describe('the folder column', () => {
  it('shows the flows of the folder of the route and reports a picked folder', async () => {
    const { onFolderChange } = renderList(project.id);
    expect(await screen.findByText('项目流程')).toBeTruthy();
    expect(screen.queryByText('默认流程')).toBeNull();
    fireEvent.click(screen.getByText(DEFAULT_FOLDER.name));
    expect(onFolderChange).toHaveBeenCalledWith(DEFAULT_FOLDER.id);
  });

  it('creates 新建文件夹, then 新建文件夹 (1), and shows the new one', async () => {
    const { onFolderChange, workspace } = renderList();
    await screen.findByText('默认流程');
    fireEvent.click(screen.getByRole('button', { name: '新建文件夹' }));
    expect(await screen.findByText('新建文件夹')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新建文件夹' }));
    expect(await screen.findByText('新建文件夹 (1)')).toBeTruthy();
    // The console's language check skips user data only when it is marked so; the seeded default is translated.
    expect(screen.getByText('新建文件夹 (1)').closest('[data-user-content]')).not.toBeNull();
    expect(screen.getByText(DEFAULT_FOLDER.name).closest('[data-user-content]')).toBeNull();
    expect(onFolderChange).toHaveBeenLastCalledWith(workspace.stored().folders.at(-1)!.id);
  });

  it('renames inline with Enter and cancels with Escape', async () => {
    const { workspace } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: '项目 的操作' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '重命名' }));
    const input = screen.getByRole('textbox', { name: '文件夹名称' });
    fireEvent.change(input, { target: { value: '  客户项目 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('客户项目')).toBeTruthy();
    expect(workspace.stored().folders.find((folder) => folder.id === project.id)?.name).toBe('客户项目');
    fireEvent.doubleClick(screen.getByText('客户项目'));
    fireEvent.change(screen.getByRole('textbox', { name: '文件夹名称' }), { target: { value: '别的' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: '文件夹名称' }), { key: 'Escape' });
    expect(screen.getByText('客户项目')).toBeTruthy();
  });

  it('deletes a folder with its flows after a confirmation; the default folder has no delete', async () => {
    const { onFolderChange, workspace } = renderList(project.id);
    fireEvent.click(await screen.findByRole('button', { name: `${DEFAULT_FOLDER.name} 的操作` }));
    expect(screen.queryByRole('menuitem', { name: '删除文件夹' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '项目 的操作' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '删除文件夹' }));
    const dialog = await screen.findByRole('dialog', { name: '删除文件夹' });
    expect(within(dialog).getByText(/将同时删除其中的所有工作流和组件/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(onFolderChange).toHaveBeenCalledWith(undefined));
    expect(workspace.stored().folders.map((folder) => folder.id)).toEqual([DEFAULT_FOLDER.id]);
    expect(workspace.stored().flows.map((flow) => flow.id)).toEqual(['a']);
  });
});

describe('the seeded default folder', () => {
  const folders = [DEFAULT_FOLDER, project];
  const show = (locale: 'zh' | 'en') =>
    renderWithProviders(
      <FolderSidebar folders={folders} activeId={DEFAULT_FOLDER.id} onSelect={vi.fn()} onCreate={vi.fn()} onRename={vi.fn(async () => undefined)} onDelete={vi.fn(async () => undefined)} />,
      { locale },
    );

  it('is named My collection in English while its stored name stays 我的收藏', () => {
    show('en');
    expect(DEFAULT_FOLDER.name).toBe('我的收藏');
    expect(screen.getByText('My collection')).toBeTruthy();
    expect(screen.queryByText('我的收藏')).toBeNull();
    expect(screen.getByText('项目')).toBeTruthy();
  });

  it('is named 我的收藏 in Chinese', () => {
    show('zh');
    expect(screen.getByText('我的收藏')).toBeTruthy();
  });
});
