import { STARTER_TEMPLATES } from '@app/templates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { createMemoryWorkspaceApi } from '../testing/memoryWorkspaceApi';
import { FlowListPage } from './FlowListPage';
import { sampleListFlows } from './flowFixtures';

const template = STARTER_TEMPLATES[0]!;

function renderList(tab: 'flows' | 'components' = 'flows') {
  const workspace = createMemoryWorkspaceApi({ flows: sampleListFlows() });
  const view = renderFlowEditor(<FlowListPage tab={tab} onOpenFlow={vi.fn()} onTabChange={vi.fn()} onFolderChange={vi.fn()} />, workspace);
  return { ...view, workspace };
}

const drop = (...files: File[]) => fireEvent.drop(screen.getByTestId('flow-file-drop'), { dataTransfer: { files, types: ['Files'] } });
const jsonFile = (content: unknown, name = 'flow.json') => new File([JSON.stringify(content)], name, { type: 'application/json' });

describe('FlowListPage file drop', () => {
  it('names the kind in the drop message while files are dragged over', async () => {
    renderList('components');
    await screen.findByText('提示词组件');
    fireEvent.dragOver(screen.getByTestId('flow-file-drop'), { dataTransfer: { files: [], types: ['Files'] } });
    expect(screen.getByText('拖放组件文件到此处以导入')).toBeTruthy();
  });

  it('imports a flow file into the folder under a free name', async () => {
    const { notify, workspace } = renderList();
    await screen.findByText('客服助手');
    drop(jsonFile({ name: '客服助手', data: template.data }));
    expect(await screen.findByText('客服助手 (1)')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '导入成功' });
    expect(workspace.stored().flows.find((flow) => flow.name === '客服助手 (1)')?.data?.nodes).toHaveLength(template.data.nodes.length);
  });

  it('refuses a component dropped on the flows tab', async () => {
    const { notify, workspace } = renderList();
    await screen.findByText('客服助手');
    drop(jsonFile({ name: 'c', is_component: true, data: { nodes: [], edges: [] } }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '导入失败', list: ['不能将组件作为工作流上传，反之亦然'] }));
    expect(workspace.stored().flows).toHaveLength(4);
  });

  it('refuses a file that is not JSON', async () => {
    const { notify } = renderList();
    await screen.findByText('客服助手');
    drop(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '导入失败', list: ['无效的文件类型'] }));
  });
});

describe('FlowListPage export', () => {
  it('downloads the flow as JSON with its secrets cleared, and says so', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:flow';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { notify } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: '客服助手 的操作' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '导出' }));
    const dialog = await screen.findByRole('dialog', { name: '导出' });
    expect(within(dialog).getByRole('checkbox', { name: '清除密码和密钥字段的值' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: '导出' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '客服助手 已成功导出' });
    const content = JSON.parse(await saved[0]!.text()) as { name: string; data: { nodes: Array<{ data: { node?: { template?: Record<string, { password?: boolean; value?: unknown }> } } }> } };
    expect(content.name).toBe('客服助手');
    const secrets = content.data.nodes.flatMap((node) => Object.values(node.data.node?.template ?? {}).filter((field) => field?.password));
    expect(secrets.length).toBeGreaterThan(0);
    expect(secrets.every((field) => field.value === '')).toBe(true);
    click.mockRestore();
  });
});
