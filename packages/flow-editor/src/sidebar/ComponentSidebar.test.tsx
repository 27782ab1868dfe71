import type { FlowRecord } from '@app/flow-graph';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COMPONENT_DRAG_TYPE } from '../canvas';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { createTestFlowStore, templateData, testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { sampleCatalogue } from '../testing/memoryComponentsApi';
import { createMemoryWorkspaceApi } from '../testing/memoryWorkspaceApi';
import { announceSavedComponent } from '../shared/savedComponentEvents';
import { ComponentSidebar, type ComponentSidebarHandle } from './ComponentSidebar';

function savedComponent(id: string, name: string, official = false): FlowRecord {
  const node = structuredClone(templateData().nodes.find((candidate) => candidate.data.type === 'Prompt')!);
  if (node.type === 'genericNode') node.data.node = { ...node.data.node, display_name: name, official };
  return testFlowRecord({ nodes: [node], edges: [] }, { id, name, is_component: true });
}

function setup({ flows = [] as FlowRecord[] } = {}) {
  const onAdd = vi.fn();
  const workspace = createMemoryWorkspaceApi({ flows });
  const ref = createRef<ComponentSidebarHandle>();
  const view = renderFlowEditor(
    <FlowStoreProvider store={createTestFlowStore()}>
      <ComponentSidebar ref={ref} catalogue={sampleCatalogue} onAdd={onAdd} />
    </FlowStoreProvider>,
    { flows: workspace.flows },
  );
  return { ...view, onAdd, workspace, ref };
}

const sidebar = () => within(screen.getByRole('complementary', { name: '组件' }));
const openCategory = (name: string) => fireEvent.click(sidebar().getByRole('button', { name }));
const categoryNames = () => sidebar().queryAllByRole('button', { expanded: false }).map((button) => button.textContent);

describe('component sidebar', () => {
  it('lists the non-empty categories in the spec order with their Chinese names', () => {
    setup();
    expect(categoryNames()).toEqual(['输入', '输出', '提示词', '数据', '处理', '模型', '向量存储', '嵌入', '智能体', '记忆', '文本分割', '工具', '逻辑']);
  });

  it('adds a component with a click or Enter', () => {
    const { onAdd } = setup();
    openCategory('提示词');
    fireEvent.click(sidebar().getByRole('button', { name: '添加 提示词' }));
    expect(onAdd).toHaveBeenLastCalledWith('Prompt', undefined);
    openCategory('逻辑');
    fireEvent.keyDown(sidebar().getByRole('button', { name: '添加 条件判断' }), { key: 'Enter' });
    expect(onAdd).toHaveBeenLastCalledWith('ConditionalRouter', undefined);
  });

  it('disables unique components already on the canvas with their labels', () => {
    const { onAdd } = setup();
    openCategory('输入');
    const chatInput = sidebar().getByRole('button', { name: /^添加 聊天输入/ });
    expect(chatInput.getAttribute('aria-disabled')).toBe('true');
    expect(within(chatInput).getByText('聊天输入已添加')).toBeTruthy();
    expect(sidebar().getByText('UI界面输入 已添加')).toBeTruthy();
    fireEvent.click(chatInput);
    expect(onAdd).not.toHaveBeenCalled();
    const webhook = sidebar().getByRole('button', { name: /^添加 Webhook/ });
    expect(webhook.getAttribute('aria-disabled')).toBe('false');
    openCategory('输出');
    expect(sidebar().getByText('UI界面输出 已添加')).toBeTruthy();
  });

  it('sets the drag payload of the canvas drop', () => {
    setup();
    openCategory('提示词');
    const setData = vi.fn();
    fireEvent.dragStart(screen.getByTestId('sidebar-item-prompts/Prompt'), { dataTransfer: { setData, effectAllowed: '' } });
    expect(setData).toHaveBeenCalledWith(COMPONENT_DRAG_TYPE, JSON.stringify({ type: 'Prompt' }));
  });

  it('searches fuzzily, opens the matching categories and says 未找到任何组件 with a clear option', () => {
    setup();
    const search = sidebar().getByRole('textbox', { name: '搜索组件' });
    fireEvent.change(search, { target: { value: 'openai' } });
    expect(sidebar().getByRole('button', { name: '添加 OpenAI 兼容模型' })).toBeTruthy();
    expect(sidebar().getByRole('button', { name: '添加 OpenAI 兼容嵌入' })).toBeTruthy();
    expect(categoryNames()).toEqual([]);
    fireEvent.change(search, { target: { value: 'qqqqzzzz' } });
    expect(sidebar().getByText('未找到任何组件')).toBeTruthy();
    fireEvent.click(sidebar().getAllByRole('button', { name: '清除搜索' }).at(-1)!);
    expect(search).toHaveProperty('value', '');
    expect(categoryNames()).toHaveLength(13);
  });

  it('lists the user saved components first, deletes one after confirmation, keeps official ones', async () => {
    const { workspace } = setup({ flows: [savedComponent('c-mine', '我的组件'), savedComponent('c-official', '官方组件', true)] });
    await waitFor(() => expect(categoryNames()[0]).toBe('已保存'));
    openCategory('已保存');
    const mine = within(screen.getByTestId('sidebar-item-saved/c-mine'));
    expect(within(screen.getByTestId('sidebar-item-saved/c-official')).queryByRole('button', { name: '删除组件' })).toBeNull();
    openCategory('提示词');
    expect(within(screen.getByTestId('sidebar-item-prompts/Prompt')).queryByRole('button', { name: '删除组件' })).toBeNull();

    const setData = vi.fn();
    fireEvent.dragStart(screen.getByTestId('sidebar-item-saved/c-mine'), { dataTransfer: { setData } });
    expect(JSON.parse(setData.mock.calls[0]![1] as string)).toMatchObject({ type: 'Prompt', node: { display_name: '我的组件' } });

    fireEvent.click(mine.getByRole('button', { name: '删除组件' }));
    const dialog = await screen.findByRole('dialog', { name: '删除组件' });
    expect(within(dialog).getByText(/我的组件/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByTestId('sidebar-item-saved/c-mine')).toBeNull());
    expect(workspace.stored().flows.map((flow) => flow.id)).toEqual(['c-official']);
  });

  it('shows a component saved from a node meanwhile without reloading', async () => {
    setup();
    await waitFor(() => expect(categoryNames()).not.toContain('已保存'));
    act(() => announceSavedComponent(savedComponent('c-new', '刚保存的组件')));
    await waitFor(() => expect(categoryNames()[0]).toBe('已保存'));
    openCategory('已保存');
    expect(screen.getByTestId('sidebar-item-saved/c-new').textContent).toContain('刚保存的组件');
  });

  it('collapses to the category icons with mod+b and remembers it', () => {
    const { ref } = setup();
    fireEvent.keyDown(document.documentElement, { key: 'b', ctrlKey: true });
    expect(sidebar().queryByRole('textbox')).toBeNull();
    expect(sidebar().getByRole('button', { name: '展开侧边栏' })).toBeTruthy();
    expect(document.cookie).toContain('flow_sidebar_collapsed=1');
    act(() => ref.current!.focusSearch());
    expect(sidebar().getByRole('textbox', { name: '搜索组件' })).toBeTruthy();
  });
});
