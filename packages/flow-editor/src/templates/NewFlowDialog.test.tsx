import { ApiError } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { createMemoryWorkspaceApi, DEFAULT_FOLDER, type MemoryWorkspaceSeed } from '../testing/memoryWorkspaceApi';
import { storedFlow } from '../workspace/flowFixtures';
import { NewFlowDialog } from './NewFlowDialog';

function renderDialog(seed: MemoryWorkspaceSeed = {}, locale: 'zh' | 'en' = 'zh') {
  const workspace = createMemoryWorkspaceApi(seed);
  const onCreated = vi.fn();
  const view = renderFlowEditor(<NewFlowDialog opened folderId={DEFAULT_FOLDER.id} onClose={vi.fn()} onCreated={onCreated} />, workspace, { locale });
  return { ...view, onCreated, workspace };
}

const cardNames = () => screen.queryAllByRole('button', { name: /./ }).filter((button) => button.closest('.mantine-SimpleGrid-root')).map((button) => button.getAttribute('aria-label'));

describe('NewFlowDialog', () => {
  it('starts on 快速开始 with the three get-started examples in order', async () => {
    renderDialog();
    await screen.findByRole('button', { name: '基础提示词' });
    expect(cardNames()).toEqual(['基础提示词', '向量检索问答', '简单智能体']);
  });

  it('lists every example on 全部模板 and filters by use case and method', async () => {
    renderDialog();
    await screen.findByRole('button', { name: '基础提示词' });
    fireEvent.click(screen.getByText('全部模板'));
    expect(cardNames()).toEqual(['基础提示词', '记忆聊天机器人', '文档问答', '向量检索问答', '简单智能体']);
    fireEvent.click(screen.getByText('问答系统'));
    expect(cardNames()).toEqual(['文档问答', '向量检索问答']);
    fireEvent.click(screen.getByText('智能体'));
    expect(cardNames()).toEqual(['简单智能体']);
  });

  it('searches, says 未找到模板。 when nothing matches and clears the search', async () => {
    renderDialog();
    await screen.findByRole('button', { name: '基础提示词' });
    fireEvent.click(screen.getByText('全部模板'));
    const search = screen.getByRole('textbox', { name: '搜索模板' });
    fireEvent.change(search, { target: { value: '问答' } });
    expect(cardNames()).toEqual(['文档问答', '向量检索问答']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('未找到模板。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    expect(cardNames()).toHaveLength(5);
  });

  it('creates a blank flow under a random name in the folder', async () => {
    const { onCreated, workspace } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: '空白流程' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const [flow] = workspace.stored().flows;
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: flow!.id, folder_id: DEFAULT_FOLDER.id, is_component: false }));
    expect(flow!.name).toMatch(/^\S+ \S+/);
    expect(flow!.data).toEqual({ nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } });
  });

  it('creates a flow from an example, under a free name', async () => {
    const { onCreated, workspace } = renderDialog({ flows: [storedFlow('x', 1, { name: '基础提示词' })] });
    fireEvent.click(await screen.findByRole('button', { name: '基础提示词' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ name: '基础提示词 (1)', icon: 'Braces', folder_id: DEFAULT_FOLDER.id })));
    const created = workspace.stored().flows.find((flow) => flow.name === '基础提示词 (1)')!;
    expect(created.data?.nodes.length).toBeGreaterThan(0);
    // Not the example's stored viewport: the editor opens the new flow with all its nodes in view.
    expect(created.data).not.toHaveProperty('viewport');
  });

  it('lists the examples in English in the English UI and makes an English flow from one', async () => {
    const { onCreated, workspace } = renderDialog({}, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Basic Prompting' }));
    expect(screen.queryByText(/基础提示词/)).toBeNull();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Basic Prompting' })));
    const created = workspace.stored().flows.find((flow) => flow.name === 'Basic Prompting')!;
    const guide = created.data?.nodes.find((node) => node.type === 'noteNode');
    expect(guide?.data.node.description).toMatch(/^## Basic Prompting/);
    expect(created.data?.nodes.filter((node) => node.data.type === 'ChatInput').map((node) => node.data.node.display_name)).toEqual(['Chat Input']);
  });

  it('reports a refused create with the server detail', async () => {
    const workspace = createMemoryWorkspaceApi();
    workspace.flows.create = async () => {
      throw new ApiError({ status: 400, path: '/api/v1/flows/', detail: 'Flow name already exists', message: 'Flow name already exists' });
    };
    const onCreated = vi.fn();
    const { notify } = renderFlowEditor(<NewFlowDialog opened onClose={vi.fn()} onCreated={onCreated} />, workspace);
    fireEvent.click(await screen.findByRole('button', { name: '空白流程' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '无法创建工作流', list: ['Flow name already exists'] }));
    expect(onCreated).not.toHaveBeenCalled();
    expect(within(screen.getByRole('dialog')).getByText('快速开始')).toBeTruthy();
  });
});
