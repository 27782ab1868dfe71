import { VariableType, type VariableRead } from '@app/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { createMemoryVariablesApi } from '../testing/memoryVariablesApi';
import { VariableDialog } from './VariableDialog';

async function open(variable: VariableRead | null = null, variables = createMemoryVariablesApi()) {
  const onSaved = vi.fn();
  const view = renderFlowEditor(<VariableDialog opened variable={variable} variables={[]} onClose={() => {}} onSaved={onSaved} />, { variables });
  return { ...view, variables, onSaved };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }), { target: { value } });
const save = (name = '创建') => fireEvent.click(screen.getByRole('button', { name }));

describe('variable dialog', () => {
  it('shows the required messages and sends nothing', async () => {
    const { variables } = await open();
    const create = vi.spyOn(variables, 'create');
    save();
    expect(await screen.findByText('请填写全局变量名称')).toBeTruthy();
    expect(screen.getByText('请填写全局变量值')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a generic variable with its fields and says 变量 … 已创建', async () => {
    const { variables, notify, onSaved } = await open();
    fireEvent.click(screen.getByRole('tab', { name: '通用' }));
    expect(screen.queryByText('请填写全局变量名称')).toBeNull();
    type('名称', 'greeting');
    type('值', 'hello');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(variables.stored().find((variable) => variable.name === 'greeting')).toMatchObject({ type: 'Generic', value: 'hello' });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '变量 greeting 已创建' });
  });

  it('locks the type tabs when editing', async () => {
    const [stored] = (await createMemoryVariablesApi().list()).filter((variable) => variable.type === VariableType.CREDENTIAL);
    await open(stored!);
    expect(screen.getByRole('tab', { name: '凭证' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('tab', { name: '通用' })).toHaveProperty('disabled', true);
  });

  it('keeps a credential value left empty on edit', async () => {
    const variables = createMemoryVariablesApi();
    const [stored] = (await variables.list()).filter((variable) => variable.type === VariableType.CREDENTIAL);
    const update = vi.spyOn(variables, 'update');
    const { notify, onSaved } = await open(stored!, variables);
    expect(screen.getByPlaceholderText('留空则保留原值')).toBeTruthy();
    type('名称', 'OPENAI_KEY');
    save('保存');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).not.toHaveProperty('value');
    expect(variables.stored().find((variable) => variable.id === stored!.id)).toMatchObject({ name: 'OPENAI_KEY', value: 'sk-sample-secret' });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '变量 OPENAI_KEY 已更新' });
  });

  it('reports a refused create with the server detail and stays open', async () => {
    const { notify, onSaved } = await open();
    type('名称', 'OPENAI_API_KEY');
    type('值', 'sk-other');
    save();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '变量创建失败', list: ['Variable name already exists'] }));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('reports a failed update without a detail as 未知异常', async () => {
    const variables = createMemoryVariablesApi();
    variables.update = async () => {
      throw new Error('socket hang up');
    };
    const [, generic] = await variables.list();
    const { notify } = await open(generic!, variables);
    save('保存');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '变量修改失败', list: ['未知异常'] }));
  });
});
