import { ApiError, type ComponentsApi } from '@app/api-client';
import type { ComponentNode, TemplateField } from '@app/flow-graph';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { replaceEditorText } from '../modals/codeEditor/editorTestUtils';
import { renderFlowEditor } from '../test/render';
import { createMemoryComponentsApi } from '../testing/memoryComponentsApi';
import { createMemoryFilesApi } from '../testing/memoryFilesApi';
import { catalogueNode, FieldHarness, nodeWithField } from './FieldHarness';

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const fieldOf = (node: ComponentNode, name: string) => node.template[name] as TemplateField;

describe('tab, link, sortable and connection fields', () => {
  it('shows at most 3 tabs with labels cut at 20 characters', () => {
    const field = { type: 'tab', options: ['Parser', 'A tab label longer than twenty', 'Third', 'Fourth'], value: 'Parser' };
    renderFlowEditor(<FieldHarness node={nodeWithField('mode', field)} name="mode" />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Parser', 'A tab label longer than twenty', 'Third']);
    expect(screen.getByText('A tab label longer t...')).toBeTruthy();
    expect(screen.queryByText('Fourth')).toBeNull();
  });

  it('switches the tab of a real component', () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={catalogueNode('processing', 'parser')} name="mode" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Stringify' }));
    expect(onChange.mock.lastCall?.[0]).toBe('Stringify');
  });

  it.each<[string, boolean]>([
    ['https://example.com/docs', true],
    ['mailto:team@example.com', true],
    ['tel:+8610000', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com/file', false],
  ])('renders %s as a link: %s', (address, linked) => {
    renderFlowEditor(<FieldHarness node={nodeWithField('docs', { type: 'link', value: address })} name="docs" />);
    expect(screen.queryByRole('link') !== null).toBe(linked);
    expect(screen.getByText(address)).toBeTruthy();
  });

  it('reorders, removes and adds sortable list entries', () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={nodeWithField('order', { type: 'sortableList', options: ['a', 'b', 'c'], value: ['a', 'b'] })} name="order" onChange={onChange} />);
    click('下移 a');
    expect(onChange.mock.lastCall?.[0]).toEqual(['b', 'a']);
    click('移除 b');
    expect(onChange.mock.lastCall?.[0]).toEqual(['a']);
  });

  it('shows an auth field value with its state, without connecting', () => {
    renderFlowEditor(<FieldHarness node={nodeWithField('auth', { type: 'auth', value: 'gmail', auth_tooltip: 'validated' })} name="auth" />);
    expect(screen.getByText('gmail')).toBeTruthy();
    expect(screen.getByText('已连接')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('dict fields', () => {
  it('adds pairs as a key-pair list and flags duplicate keys', () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={catalogueNode('data', 'APIRequest')} name="headers" onChange={onChange} />);
    click('添加键值对');
    fireEvent.change(screen.getByLabelText('请求头 键 1'), { target: { value: 'Accept' } });
    fireEvent.change(screen.getByLabelText('请求头 值 1'), { target: { value: 'text/plain' } });
    click('添加键值对');
    fireEvent.change(screen.getByLabelText('请求头 键 2'), { target: { value: 'Accept' } });
    expect(onChange.mock.lastCall?.[0]).toEqual([{ Accept: 'text/plain' }, { Accept: '' }]);
    expect(screen.getAllByText('键重复')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('请求头 键 2'), { target: { value: 'X-Id' } });
    expect(screen.queryByText('键重复')).toBeNull();
    click('删除第 1 行');
    expect(onChange.mock.lastCall?.[0]).toEqual([{ 'X-Id': '' }]);
  });

  it('keeps a NestedDict as one object and its duplicate rows while they are fixed', () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={catalogueNode('data', 'APIRequest')} name="body" onChange={onChange} />);
    click('添加键值对');
    click('添加键值对');
    expect(screen.getAllByText('键重复')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('请求体 键 1'), { target: { value: 'query' } });
    fireEvent.change(screen.getByLabelText('请求体 值 1'), { target: { value: 'cats' } });
    expect(onChange.mock.lastCall?.[0]).toEqual({ query: 'cats', '': '' });
    expect(screen.queryByText('键重复')).toBeNull();
  });

  it('saves the JSON view of a dict as key pairs', async () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={catalogueNode('data', 'APIRequest')} name="headers" onChange={onChange} />);
    click('编辑 JSON');
    await replaceEditorText('字典', '{"Accept": "text/plain", "X-Retry": 2}');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));
    expect(onChange.mock.lastCall?.[0]).toEqual([{ Accept: 'text/plain' }, { 'X-Retry': 2 }]);
    expect((screen.getByLabelText('请求头 值 2') as HTMLInputElement).value).toBe('2');
  });
});

describe('code and prompt fields', () => {
  it('sends saved code to custom_component and hands its node on', async () => {
    const components = createMemoryComponentsApi();
    const customComponent = vi.spyOn(components, 'customComponent');
    const onNodeChange = vi.fn();
    const node = catalogueNode('inputs', 'TextInput');
    const code = String(fieldOf(node, 'code').value);
    renderFlowEditor(<FieldHarness node={node} name="code" onNodeChange={onNodeChange} />, { components });
    click('编辑代码');
    await replaceEditorText('代码', `${code}\n// edited`);
    click('Check & Save');
    await waitFor(() => expect(onNodeChange).toHaveBeenCalled());
    expect(customComponent).toHaveBeenCalledWith({ code: `${code}\n// edited`, frontend_node: node });
    expect(fieldOf(onNodeChange.mock.lastCall![0] as ComponentNode, 'code').value).toBe(`${code}\n// edited`);
  });

  it('reports a refused code update with the server detail', async () => {
    const components: ComponentsApi = {
      ...createMemoryComponentsApi(),
      customComponent: async () => {
        throw new ApiError({ kind: 'http', status: 400, path: '/api/v1/custom_component', message: 'HTTP 400', detail: 'Invalid component' });
      },
    };
    const onNodeChange = vi.fn();
    const { notify } = renderFlowEditor(<FieldHarness node={catalogueNode('inputs', 'TextInput')} name="code" onNodeChange={onNodeChange} />, { components });
    click('编辑代码');
    click('Check & Save');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: 'Error updating Component code', list: ['Invalid component'] }));
    expect(onNodeChange).not.toHaveBeenCalled();
  });

  it('makes a read-only code field view-only', () => {
    renderFlowEditor(<FieldHarness node={catalogueNode('inputs', 'TextInput')} name="code" disabled />);
    expect(screen.getByRole('button', { name: '查看代码' })).toBeTruthy();
  });

  it('shows the prompt variables as badges', () => {
    const node = catalogueNode('prompts', 'Prompt');
    node.template.template = { ...fieldOf(node, 'template'), value: 'Answer {question} using {context}.' };
    renderFlowEditor(<FieldHarness node={node} name="template" />);
    expect(screen.getByText('question')).toBeTruthy();
    expect(screen.getByText('context')).toBeTruthy();
  });
});

describe('table and file fields', () => {
  it('counts the rows of a table', () => {
    const node = catalogueNode('inputs', 'UIInput');
    node.template.suggestions = { ...fieldOf(node, 'suggestions'), value: [{ name: 'Hi', url: '' }, { name: 'Help', url: '' }] };
    renderFlowEditor(<FieldHarness node={node} name="suggestions" />);
    expect(screen.getByText('2 行')).toBeTruthy();
  });

  it('shows chosen file names cut at 25 characters and removes one from both lists', () => {
    const onChange = vi.fn();
    const node = catalogueNode('data', 'File');
    node.template.path = { ...fieldOf(node, 'path'), value: ['a very long file name for testing.pdf', 'b.txt'], file_path: ['u/1.pdf', 'u/2.txt'] };
    renderFlowEditor(<FieldHarness node={node} name="path" onChange={onChange} />);
    const files = screen.getByRole('group', { name: '文件' });
    expect(within(files).getByText('a very long file name for...')).toBeTruthy();
    click('移除 a very long file name for testing.pdf');
    expect(onChange).toHaveBeenLastCalledWith(['b.txt'], { file_path: ['u/2.txt'] });
  });

  it('picks files from 我的文件 with their names', async () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={catalogueNode('data', 'File')} name="path" onChange={onChange} />);
    click('我的文件');
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择 产品手册.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [names, patch] = onChange.mock.lastCall as [string[], { file_path: string[] }];
    expect(names).toEqual(['产品手册.pdf']);
    expect(patch.file_path).toEqual([expect.stringMatching(/\/file-1\.pdf$/)]);
    expect(await screen.findByText('产品手册.pdf')).toBeTruthy();
  });

  it('links the picker to the files page (/files) in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderFlowEditor(<FieldHarness node={catalogueNode('data', 'File')} name="path" />);
    click('我的文件');
    fireEvent.click(await screen.findByRole('button', { name: '管理文件' }));
    expect(open).toHaveBeenCalledWith('/files', '_blank', 'noopener');
    open.mockRestore();
  });

  it('uploads a file into the user files and keeps its path and name', async () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={catalogueNode('data', 'File')} name="path" onChange={onChange} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [names, patch] = onChange.mock.lastCall as [string[], { file_path: string[] }];
    expect(names).toEqual(['notes.txt']);
    expect(patch.file_path).toHaveLength(1);
    expect(patch.file_path[0]).toMatch(/\.txt$/);
  });

  it('says the storage is full and where to delete files when the quota refuses the upload (10114)', async () => {
    const onChange = vi.fn();
    const files = createMemoryFilesApi();
    vi.spyOn(files, 'upload').mockRejectedValue(new ApiError({ status: 413, path: '/api/v2/files', code: 10114, params: { limit_mb: '500' }, message: 'HTTP 413' }));
    const { notify } = renderFlowEditor(<FieldHarness node={catalogueNode('data', 'File')} name="path" onChange={onChange} />, { files });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt')] } });
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(notify.mock.lastCall?.[0]).toMatchObject({ kind: 'error', title: expect.stringMatching(/^(存储空间已满|Your storage is full)$/) });
    expect(notify.mock.lastCall?.[0].list?.[0]).toMatch(/500 MB.*(我的文件|My files)/);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file type the field does not take', async () => {
    const onChange = vi.fn();
    const { notify } = renderFlowEditor(<FieldHarness node={catalogueNode('data', 'File')} name="path" onChange={onChange} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png')] } });
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(notify.mock.lastCall?.[0]).toMatchObject({ kind: 'error', title: '上传文件失败' });
    expect(notify.mock.lastCall?.[0].list?.[0]).toMatch(/^File type not allowed\. Allowed types: txt, md/);
    expect(onChange).not.toHaveBeenCalled();
  });
});
