import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { catalogueNode, FieldHarness, nodeWithField } from './FieldHarness';

describe('text fields', () => {
  it('masks a password and shows it with the eye', () => {
    const node = catalogueNode('models', 'OpenAIModel');
    node.template.api_key = { ...(node.template.api_key as object), value: 'sk-secret', load_from_db: false } as never;
    renderFlowEditor(<FieldHarness node={node} name="api_key" />);
    const input = screen.getByLabelText('API 密钥', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: '隐藏' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('picks a global variable with load_from_db and typing ends it', async () => {
    const node = nodeWithField('api_key', { type: 'str', password: true, value: '', load_from_db: false });
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={node} name="api_key" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '全局变量' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'OPENAI_API_KEY' }));
    expect(onChange).toHaveBeenLastCalledWith('OPENAI_API_KEY', { load_from_db: true });
    // The badge replaces the text, and the eye has nothing to show.
    expect(screen.getByText('OPENAI_API_KEY')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '显示' })).toBeNull();
    fireEvent.change(screen.getByLabelText('api_key', { selector: 'input' }), { target: { value: 's' } });
    expect(onChange).toHaveBeenLastCalledWith('s', { load_from_db: false });
    expect((screen.getByLabelText('api_key', { selector: 'input' }) as HTMLInputElement).value).toBe('s');
  });

  it('removing the variable badge clears the field', async () => {
    const node = nodeWithField('api_key', { type: 'str', value: 'OPENAI_API_KEY', load_from_db: true });
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={node} name="api_key" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '不再使用变量 OPENAI_API_KEY' }));
    expect(onChange).toHaveBeenLastCalledWith('', { load_from_db: false });
    await waitFor(() => expect(screen.queryByText('OPENAI_API_KEY')).toBeNull());
  });

  it('says so when there are no global variables', async () => {
    const node = nodeWithField('token', { type: 'str', value: '' });
    renderFlowEditor(<FieldHarness node={node} name="token" />, {
      variables: { list: async () => [], create: vi.fn(), update: vi.fn(), remove: vi.fn() } as never,
    });
    fireEvent.click(screen.getByRole('button', { name: '全局变量' }));
    expect(await screen.findByText('暂无全局变量')).toBeTruthy();
  });

  it('gives keyboard focus back to the globe button when the first opened menu closes', async () => {
    const node = nodeWithField('token', { type: 'str', value: '' });
    renderFlowEditor(<FieldHarness node={node} name="token" />);
    const globe = screen.getByRole('button', { name: '全局变量' });
    globe.focus();
    fireEvent.click(globe);
    const menu = await screen.findByRole('menu');
    await screen.findByRole('menuitem', { name: 'OPENAI_API_KEY' });
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '全局变量' })));
  });

  it('adds and removes list entries, keeping empty ones while editing', () => {
    const node = catalogueNode('data', 'URLComponent');
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={node} name="urls" onChange={onChange} />);
    const label = (node.template.urls as { display_name: string }).display_name;
    fireEvent.change(screen.getByLabelText(`${label} 第 1 项`), { target: { value: 'https://a.example' } });
    fireEvent.click(screen.getByRole('button', { name: '添加一项' }));
    expect(onChange.mock.lastCall?.[0]).toEqual(['https://a.example', '']);
    fireEvent.click(screen.getByRole('button', { name: '添加一项' }));
    fireEvent.change(screen.getByLabelText(`${label} 第 3 项`), { target: { value: 'https://c.example' } });
    fireEvent.click(screen.getByRole('button', { name: '删除第 1 项' }));
    expect(onChange.mock.lastCall?.[0]).toEqual(['', 'https://c.example']);
    expect(screen.queryByLabelText(`${label} 第 3 项`)).toBeNull();
  });

  it('edits a multiline text in place and in the text modal', () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={nodeWithField('greeting', { type: 'str', multiline: true, value: 'Hi' })} name="greeting" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'greeting' }), { target: { value: 'Hello' } });
    expect(onChange.mock.lastCall?.[0]).toBe('Hello');
    fireEvent.click(screen.getByRole('button', { name: '展开编辑' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'greeting' }), { target: { value: 'Hello there' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(onChange.mock.lastCall?.[0]).toBe('Hello there');
  });

  it('a read-only field takes no edits and offers no variables', () => {
    const node = nodeWithField('name', { type: 'str', value: 'fixed', readonly: true });
    renderFlowEditor(<FieldHarness node={node} name="name" />);
    expect(screen.getByLabelText('name', { selector: 'input' }).hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: '全局变量' })).toBeNull();
  });
});
