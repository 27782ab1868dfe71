import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { catalogueNode, FieldHarness, nodeWithField } from './FieldHarness';

const open = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const many = Array.from({ length: 21 }, (_, index) => `option-${index + 1}`);

describe('dropdown fields', () => {
  it('chooses an option of a real component', async () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={catalogueNode('processing', 'StringParser')} name="parser" onChange={onChange} />);
    const label = (catalogueNode('processing', 'StringParser').template.parser as { display_name: string }).display_name;
    open(label);
    fireEvent.click(await screen.findByRole('option', { name: 'uppercase' }));
    expect(onChange.mock.lastCall?.[0]).toBe('uppercase');
    expect(screen.getByRole('button', { name: label }).textContent).toContain('uppercase');
  });

  it('clears a value that is not among the options', async () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={nodeWithField('mode', { type: 'str', options: ['a', 'b'], value: 'gone' })} name="mode" onChange={onChange} />);
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toBe(''));
    expect(screen.getByRole('button', { name: 'mode' }).textContent).toContain('请选择');
  });

  it('keeps an own value of a combobox and adds a typed one on Enter', async () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={nodeWithField('model', { type: 'str', options: ['gpt-4o'], combobox: true, value: 'mine' })} name="model" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    open('model');
    const search = await screen.findByRole('textbox', { name: '搜索' });
    fireEvent.change(search, { target: { value: 'my-model' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange.mock.lastCall?.[0]).toBe('my-model');
  });

  it('shows an option’s label in the UI language and stores its value', async () => {
    const onChange = vi.fn();
    const field = { type: 'str', options: ['智谱 GLM', 'OpenAI'], option_labels: { '智谱 GLM': 'Zhipu GLM' }, value: '智谱 GLM' };
    renderFlowEditor(<FieldHarness node={nodeWithField('provider', field)} name="provider" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'provider' }).textContent).toContain('Zhipu GLM');
    open('provider');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Zhipu GLM', 'OpenAI']);
    fireEvent.click(screen.getByRole('option', { name: 'OpenAI' }));
    expect(onChange.mock.lastCall?.[0]).toBe('OpenAI');
  });

  it('does not take typed values without combobox', async () => {
    renderFlowEditor(<FieldHarness node={nodeWithField('mode', { type: 'str', options: ['a', 'b'], value: 'a' })} name="mode" />);
    open('mode');
    await screen.findByRole('option', { name: 'b' });
    expect(screen.queryByRole('textbox', { name: '搜索' })).toBeNull();
  });

  it('shows the search above 20 options and filters with it', async () => {
    renderFlowEditor(<FieldHarness node={nodeWithField('pick', { type: 'str', options: many, value: '' })} name="pick" />);
    open('pick');
    fireEvent.change(await screen.findByRole('textbox', { name: '搜索' }), { target: { value: 'option-2' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['option-2', 'option-20', 'option-21']);
  });

  it('has no search with exactly 20 options', async () => {
    renderFlowEditor(<FieldHarness node={nodeWithField('pick', { type: 'str', options: many.slice(0, 20), value: '' })} name="pick" />);
    open('pick');
    expect(await screen.findAllByRole('option')).toHaveLength(20);
    expect(screen.queryByRole('textbox', { name: '搜索' })).toBeNull();
  });

  it('cuts metadata values at 20 characters', async () => {
    const field = { type: 'str', options: ['a'], options_metadata: [{ note: 'a description longer than twenty' }], value: 'a' };
    renderFlowEditor(<FieldHarness node={nodeWithField('pick', field)} name="pick" />);
    open('pick');
    expect(await screen.findByText('note: a description longer...')).toBeTruthy();
  });

  it('a list dropdown replaces its one value by default and takes up to its limit', async () => {
    const onChange = vi.fn();
    const view = renderFlowEditor(<FieldHarness node={nodeWithField('tags', { type: 'str', list: true, options: ['a', 'b', 'c'], value: ['a'] })} name="tags" onChange={onChange} />);
    open('tags');
    fireEvent.click(await screen.findByRole('option', { name: 'b' }));
    expect(onChange.mock.lastCall?.[0]).toEqual(['b']);
    view.unmount();

    const limited = vi.fn();
    renderFlowEditor(<FieldHarness node={nodeWithField('tags', { type: 'str', list: true, limit: 2, options: ['a', 'b', 'c'], value: ['a'] })} name="tags" onChange={limited} />);
    open('tags');
    fireEvent.click(await screen.findByRole('option', { name: 'b' }));
    expect(limited.mock.lastCall?.[0]).toEqual(['a', 'b']);
    expect(screen.getByRole('option', { name: 'c' }).getAttribute('data-combobox-disabled')).toBe('true');
  });
});
