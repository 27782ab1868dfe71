import { ApiError, type UserFile } from '@app/api-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../../test/render';
import { createMemoryFilesApi, sampleFiles } from '../../testing/memoryFilesApi';
import { FilePickerModal, type FilePickerModalProps } from './FilePickerModal';

/** Renders the picker and waits until `listed` shows. */
async function open(props: Partial<FilePickerModalProps> = {}, files = createMemoryFilesApi(), listed = '产品手册') {
  const onSelect = vi.fn<FilePickerModalProps['onSelect']>();
  const onClose = vi.fn();
  const view = renderFlowEditor(
    <FilePickerModal opened fileTypes={['pdf', 'csv', 'md', 'json']} multiple={false} selected={[]} onClose={onClose} onSelect={onSelect} {...props} />,
    { files },
  );
  await screen.findByText(listed);
  return { ...view, onSelect, onClose, files };
}

const path = (name: string) => sampleFiles.find((file) => file.name === name)!.path;
const choose = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: `选择 ${label}` }));
const select = () => fireEvent.click(screen.getByRole('button', { name: '选择' }));
const uploadInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const uploadFiles = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(uploadInput(), { target: { files } });
  });
};

describe('file picker modal', () => {
  it('lists the files newest first and selects one for a single field', async () => {
    const { onSelect, onClose } = await open();
    const names = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual(['选择 logo.png', '选择 接口说明.json', '选择 faq.md', '选择 销售数据.csv', '选择 产品手册.pdf']);
    choose('faq.md');
    choose('产品手册.pdf');
    select();
    expect(onSelect).toHaveBeenCalledWith([path('产品手册')]);
    expect(onClose).toHaveBeenCalled();
  });

  it('takes several files for a list field', async () => {
    const { onSelect } = await open({ multiple: true });
    choose('faq.md');
    choose('产品手册.pdf');
    select();
    expect(onSelect).toHaveBeenCalledWith([path('faq'), path('产品手册')]);
  });

  it('disables files of types the field does not take', async () => {
    await open();
    expect(screen.getByRole('checkbox', { name: '选择 logo.png' })).toHaveProperty('disabled', true);
  });

  it('shows three type names then +N', async () => {
    await open({ fileTypes: ['pdf', 'csv', 'md', 'json', 'txt'] });
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('refuses to select nothing', async () => {
    const { onSelect, notify } = await open();
    select();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '请至少选择一个文件' });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('refuses several files for a single field', async () => {
    const { onSelect, notify } = await open({ selected: [path('faq'), path('销售数据')] });
    select();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '不允许选择多个文件' });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('searches name and type fuzzily', async () => {
    await open();
    fireEvent.change(screen.getByRole('textbox', { name: '查找文件...' }), { target: { value: 'csv' } });
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['选择 销售数据.csv']);
    fireEvent.change(screen.getByRole('textbox', { name: '查找文件...' }), { target: { value: 'nothing-like-it' } });
    expect(screen.getByText('暂无文件')).toBeTruthy();
  });

  it('shows at most ten files', async () => {
    const many: UserFile[] = Array.from({ length: 12 }, (_, index) => ({
      ...sampleFiles[0]!,
      id: `f${index}`,
      name: `文件${index}`,
      path: `user-1/f${index}.pdf`,
      created_at: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
    }));
    await open({}, createMemoryFilesApi({ files: many }), '文件11');
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.queryByText('文件1')).toBeNull();
  });

  it('shows the empty state', async () => {
    renderFlowEditor(<FilePickerModal opened fileTypes={[]} multiple selected={[]} onClose={() => {}} onSelect={() => {}} />, { files: createMemoryFilesApi({ files: [] }) });
    expect(await screen.findByText('暂无文件')).toBeTruthy();
    expect(screen.getByText('上传文件或从首选云导入。')).toBeTruthy();
  });

  it('uploads a file, lists it first and chooses it', async () => {
    const files = createMemoryFilesApi();
    const upload = vi.spyOn(files, 'upload');
    const { onSelect, notify } = await open({}, files);
    await uploadFiles(new File(['a,b'], '新数据.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')[0]!.getAttribute('aria-label')).toBe('选择 新数据.csv'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '文件上传成功' });
    select();
    expect(onSelect.mock.calls[0]![0]).toEqual([(await upload.mock.results[0]!.value).path]);
  });

  it('refuses an upload of a type the field does not take, or without an extension', async () => {
    const files = createMemoryFilesApi();
    const upload = vi.spyOn(files, 'upload');
    const { notify } = await open({}, files);
    await uploadFiles(new File(['x'], 'photo.png'), new File(['x'], 'README'));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '文件类型不允许。允许的类型：pdf, csv, md, json' });
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '文件类型不允许' });
    expect(upload).not.toHaveBeenCalled();
  });

  it('says the storage is full and to delete files in 我的文件 when the quota refuses the upload (10114)', async () => {
    const files = createMemoryFilesApi();
    vi.spyOn(files, 'upload').mockRejectedValue(new ApiError({ status: 413, path: '/api/v2/files', code: 10114, params: { limit_mb: '500' }, message: 'HTTP 413' }));
    const { notify } = await open({}, files);
    await uploadFiles(new File(['x'], 'notes.md'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '存储空间已满', list: ['你的文件已占满 500 MB 的存储空间。请到“我的文件”删除不再需要的文件后再上传。'] }),
    );
  });

  it('shows the server detail of a failed upload', async () => {
    const files = createMemoryFilesApi();
    vi.spyOn(files, 'upload').mockRejectedValue(new ApiError({ status: 413, path: '/api/v2/files', message: 'HTTP 413', detail: 'File size is larger than the maximum file size 100MB.' }));
    const { notify } = await open({}, files);
    await uploadFiles(new File(['x'], 'big.pdf'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '上传文件失败', list: ['File size is larger than the maximum file size 100MB.'] }),
    );
  });
});
