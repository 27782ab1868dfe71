import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { createMemoryVariablesApi } from '../testing/memoryVariablesApi';
import { VariablesPage } from './VariablesPage';

const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

async function setup(variables = createMemoryVariablesApi()) {
  const view = renderFlowEditor(<VariablesPage />, { variables });
  await screen.findByText('OPENAI_API_KEY');
  return { ...view, variables };
}

describe('variables page', () => {
  it('masks credential values and shows generic ones with type and fields', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: '全局变量' })).toBeTruthy();
    const credential = rowOf('OPENAI_API_KEY');
    expect(credential.getByText('凭证')).toBeTruthy();
    expect(credential.getByText('••••••••')).toBeTruthy();
    expect(credential.getByText('OpenAI API Key')).toBeTruthy();
    expect(document.body.textContent).not.toContain('sk-sample-secret');
    const generic = rowOf('assistant_prompt');
    expect(generic.getByText('通用')).toBeTruthy();
    expect(generic.getByText('你是一个乐于助人的助手。')).toBeTruthy();
    expect(generic.getAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toHaveLength(2);
  });

  it('shows the empty state without variables', async () => {
    renderFlowEditor(<VariablesPage />, { variables: createMemoryVariablesApi([]) });
    expect(await screen.findByText('暂无全局变量')).toBeTruthy();
    expect(screen.getByRole('button', { name: '批量删除' })).toHaveProperty('disabled', true);
  });

  it('deletes after a confirmation that says it cannot be undone', async () => {
    const { variables } = await setup();
    fireEvent.click(rowOf('assistant_prompt').getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除变量' });
    expect(within(dialog).getByText(/此操作不可撤销/)).toBeTruthy();
    expect(variables.stored()).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('assistant_prompt')).toBeNull());
    expect(variables.stored().map((variable) => variable.name)).toEqual(['OPENAI_API_KEY']);
  });

  it('deletes the selected rows in one go', async () => {
    const { variables } = await setup();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除变量' });
    expect(within(dialog).getByText('确认删除选中的 2 个变量？此操作不可撤销。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('暂无全局变量')).toBeTruthy();
    expect(variables.stored()).toEqual([]);
  });

  it('says 删除变量失败 with the server detail when a delete is refused', async () => {
    const variables = createMemoryVariablesApi();
    variables.remove = () => createMemoryVariablesApi([]).remove('gone');
    const { notify } = await setup(variables);
    fireEvent.click(rowOf('OPENAI_API_KEY').getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '删除变量' })).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '删除变量失败', list: ['Error deleting variable'] }));
    expect(screen.getByText('OPENAI_API_KEY')).toBeTruthy();
  });

  it('edits a row through the dialog with the type locked and lists the change', async () => {
    await setup();
    fireEvent.click(rowOf('assistant_prompt').getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑全局变量' });
    expect(within(dialog).getByRole('tab', { name: '通用' })).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByDisplayValue('你是一个乐于助人的助手。'), { target: { value: '简洁地回答。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('简洁地回答。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新建变量' }));
    const created = await screen.findByRole('dialog', { name: '新建全局变量' });
    expect(within(created).getByRole('tab', { name: '通用' })).toHaveProperty('disabled', false);
    expect(within(created).getByLabelText('名称', { exact: false })).toHaveProperty('value', '');
  });
});
