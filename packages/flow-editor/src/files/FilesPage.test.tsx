import { ApiError, type FilesApi, type UserFile } from '@app/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { createMemoryFilesApi } from '../testing/memoryFilesApi';
import { FilesPage } from './FilesPage';

const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);
const uploadInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(uploadInput(), { target: { files } });
  });
};
const menuItem = async (file: string, action: string) => {
  fireEvent.click(rowOf(file).getByRole('button', { name: `${file} 的操作` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
};

async function setup(files: FilesApi = createMemoryFilesApi(), maxFileSizeMb?: number) {
  const view = renderFlowEditor(<FilesPage maxFileSizeMb={maxFileSizeMb} />, { files });
  await screen.findByText('产品手册');
  return { ...view, files };
}

/** An upload that reports what the test says and answers when the test says. */
function controlledUpload(files: FilesApi) {
  let progress: ((fraction: number) => void) | undefined;
  let finish: ((outcome: 'stored' | Error) => void) | undefined;
  const upload: FilesApi['upload'] = (file, options) =>
    new Promise<UserFile>((resolve, reject) => {
      progress = options?.onProgress;
      finish = (outcome) => (outcome === 'stored' ? resolve(files.upload(file)) : reject(outcome));
    });
  return {
    api: { ...files, upload },
    progress: (fraction: number) => act(() => progress!(fraction)),
    finish: (outcome: 'stored' | Error) => act(async () => finish!(outcome)),
  };
}

describe('files page (我的文件)', () => {
  it('lists the files with type, size and time, and finds them with 查找文件...', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: '我的文件' })).toBeTruthy();
    const row = rowOf('销售数据');
    expect(row.getByText('csv')).toBeTruthy();
    expect(row.getByText('20.0 KB')).toBeTruthy();
    expect(row.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('查找文件...'), { target: { value: '手册' } });
    expect(screen.queryByText('销售数据')).toBeNull();
    expect(screen.getByText('产品手册')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('查找文件...'), { target: { value: 'zzz' } });
    expect(screen.getByText('没有找到匹配的文件')).toBeTruthy();
  });

  it('shows 暂无文件 with 上传文件或从首选云导入。 when there are none', async () => {
    renderFlowEditor(<FilesPage />, { files: createMemoryFilesApi({ files: [] }) });
    expect(await screen.findByText('暂无文件')).toBeTruthy();
    expect(screen.getByText('上传文件或从首选云导入。')).toBeTruthy();
  });

  it('shows an upload’s progress until the file is listed, then 文件上传成功', async () => {
    const control = controlledUpload(createMemoryFilesApi());
    const { notify } = await setup(control.api);
    await choose(new File(['a,b'], '新报表.csv'));
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await control.progress(0.4);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('上传中 40%')).toBeTruthy();
    await control.finish('stored');
    expect(await screen.findByText('新报表')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '文件上传成功' });
  });

  it('says 所有文件已成功上传 after several files', async () => {
    const { notify } = await setup();
    await choose(new File(['1'], '甲.txt'), new File(['2'], '乙.md'));
    expect(await screen.findByText('甲')).toBeTruthy();
    expect(screen.getByText('乙')).toBeTruthy();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '所有文件已成功上传' }));
  });

  it('marks a failed upload with a retry (Upload failed, try again?) and the server’s detail', async () => {
    const control = controlledUpload(createMemoryFilesApi());
    const { notify } = await setup(control.api);
    await choose(new File(['a'], '失败.md'));
    await control.finish(new ApiError({ status: 507, path: '/api/v2/files', detail: 'Disk full', message: 'Disk full' }));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '上传文件失败', list: ['Disk full'] });
    const row = rowOf('失败.md');
    expect(row.getByText('上传失败，重试？')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: '重试' }));
    await control.finish('stored');
    expect(await screen.findByText('失败')).toBeTruthy();
    expect(screen.queryByText('上传失败，重试？')).toBeNull();
  });

  it('says once that the storage is full and to delete files when the quota refuses the uploads (10114)', async () => {
    const files = createMemoryFilesApi();
    vi.spyOn(files, 'upload').mockRejectedValue(new ApiError({ status: 413, path: '/api/v2/files', code: 10114, params: { limit_mb: '500' }, message: 'HTTP 413' }));
    const { notify } = await setup(files);
    await choose(new File(['1'], '甲.txt'), new File(['2'], '乙.md'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '存储空间已满', list: ['你的文件已占满 500 MB 的存储空间。请删除不再需要的文件后再上传。'] }),
    );
    expect(notify).toHaveBeenCalledOnce();
  });

  it('refuses a wrong type, a file without extension and an oversize file before sending', async () => {
    const files = createMemoryFilesApi();
    const upload = vi.spyOn(files, 'upload');
    const { notify } = await setup(files, 1);
    await choose(new File(['MZ'], 'tool.exe'), new File(['x'], 'README'), new File([new Uint8Array(1024 * 1024 + 1)], '大.pdf'));
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: expect.stringMatching(/^文件类型不允许。允许的类型：txt, md, .*pdf/) });
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '文件类型不允许' });
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '文件 大.pdf 超过 1 MB，请选择更小的文件' });
    expect(upload).not.toHaveBeenCalled();
  });

  it('renames a file (the extension stays)', async () => {
    const files = createMemoryFilesApi();
    const rename = vi.spyOn(files, 'rename');
    const { notify } = await setup(files);
    await menuItem('faq', '重命名');
    const dialog = await screen.findByRole('dialog', { name: '重命名文件' });
    expect(within(dialog).getByText('.md')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/文件名/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写文件名')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/文件名/), { target: { value: '常见问题' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('常见问题')).toBeTruthy();
    expect(rename).toHaveBeenCalledWith('file-3', '常见问题');
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '文件已重命名' });
  });

  it('duplicates a file by downloading and uploading it', async () => {
    const files = createMemoryFilesApi();
    const download = vi.spyOn(files, 'download');
    const upload = vi.spyOn(files, 'upload');
    await setup(files);
    await menuItem('接口说明', '复制');
    expect(await screen.findByText('接口说明 (1)')).toBeTruthy();
    expect(download).toHaveBeenCalledWith('file-4');
    expect(upload.mock.calls[0]![0]).toMatchObject({ name: '接口说明.json' });
  });

  it('downloads a file under its name and extension', async () => {
    const saved: Array<{ blob: Blob; name: string }> = [];
    let lastBlob: Blob | undefined;
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => ((lastBlob = blob), 'blob:file')), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: lastBlob!, name: this.download });
    });
    await setup();
    await menuItem('销售数据', '下载');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('销售数据.csv');
    expect(await saved[0]!.blob.text()).toBe('销售数据');
    click.mockRestore();
  });

  it('deletes a file after a confirmation: 文件已成功删除', async () => {
    const files = createMemoryFilesApi();
    const { notify } = await setup(files);
    await menuItem('logo', '删除');
    const dialog = await screen.findByRole('dialog', { name: '删除文件' });
    expect(within(dialog).getByText('确定要删除“logo”吗？此操作无法撤销。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('logo')).toBeNull());
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '文件已成功删除' });
    expect((await files.list()).map((file) => file.name)).not.toContain('logo');
  });
});
