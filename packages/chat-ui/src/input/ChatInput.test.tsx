import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, errorFromBody } from '@app/api-client';
import { deferred } from '@app/ui-testing';
import { renderUi } from '../test/render';
import { ChatInput } from './ChatInput';

const box = () => screen.getByRole('textbox', { name: '发送一个消息...' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const pick = (container: HTMLElement, ...files: File[]) => fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files } });
const file = (name: string, size = 10) => new File([new Uint8Array(Math.min(size, 16))], name, { type: 'application/octet-stream' });
const sized = (name: string, size: number) => {
  const result = file(name);
  Object.defineProperty(result, 'size', { value: size });
  return result;
};

describe('ChatInput', () => {
  it('sends on Enter and clears; Shift+Enter does not send', () => {
    const onSend = vi.fn();
    renderUi(<ChatInput onSend={onSend} />);
    type('你好');
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('你好', []);
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it('never sends on the Enter that confirms an input-method composition', () => {
    const onSend = vi.fn();
    renderUi(<ChatInput onSend={onSend} />);
    type('ni hao');
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box(), { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('ignores an empty message and says so', () => {
    const onSend = vi.fn();
    renderUi(<ChatInput onSend={onSend} />);
    type('   ');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('未提供输入消息。');
    type('hi');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the app’s own empty-message text and names the attach button as told', () => {
    renderUi(<ChatInput onSend={vi.fn()} emptyMessage="不可发送空消息" allowFiles onUpload={vi.fn()} attachLabel="添加图片" />);
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByRole('alert').textContent).toBe('不可发送空消息');
    expect(screen.getByRole('button', { name: '添加图片' })).toBeTruthy();
  });

  it('caps its height at 150 px', () => {
    renderUi(<ChatInput onSend={vi.fn()} />);
    expect((box() as HTMLTextAreaElement).style.maxHeight).toBe('150px');
  });

  it('ignores sending while building and offers 终止', () => {
    const onSend = vi.fn();
    const onStop = vi.fn();
    renderUi(<ChatInput onSend={onSend} building onStop={onStop} />);
    type('hi');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '发送' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '终止' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('offers attachments only with allowFiles and onUpload', () => {
    const { rerender } = renderUi(<ChatInput onSend={vi.fn()} allowFiles />);
    expect(screen.queryByRole('button', { name: '添加附件' })).toBeNull();
    rerender(<ChatInput onSend={vi.fn()} allowFiles onUpload={() => Promise.resolve({ path: 'p' })} />);
    expect(screen.getByRole('button', { name: '添加附件' })).toBeTruthy();
  });

  it.each<[string, File, string]>([
    ['no extension', file('README'), '文件类型不允许'],
    ['a type not allowed', file('virus.exe'), '文件类型不允许。允许的类型：png, jpg'],
    ['too large', sized('big.png', 2 * 1024 * 1024 + 1), '文件过大，请上传小于 2MB 的文件'],
  ])('refuses a file with %s', (_name, refused, message) => {
    const onUpload = vi.fn(() => Promise.resolve({ path: 'p' }));
    const { container } = renderUi(<ChatInput onSend={vi.fn()} allowFiles fileTypes={['png', 'jpg']} maxFileSizeMb={2} onUpload={onUpload} />);
    pick(container, refused);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.queryByTestId('attachment')).toBeNull();
  });

  it('uploads with progress, waits for it, then sends the stored files', async () => {
    const upload = deferred<{ path: string }>();
    let report: (fraction: number) => void = () => {};
    const onUpload = vi.fn((_file: File, onProgress: (fraction: number) => void) => {
      report = onProgress;
      return upload.promise;
    });
    const onSend = vi.fn();
    const { container } = renderUi(<ChatInput onSend={onSend} allowFiles onUpload={onUpload} />);
    pick(container, file('a-very-long-name-of-a-quarterly-report.pdf'));
    expect(screen.getByText('a-very-long-name-of-….pdf')).toBeTruthy();
    act(() => report(0.42));
    expect(screen.getByText('上传中 42%')).toBeTruthy();
    type('总结这份报告');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => upload.resolve({ path: 'flow-1/report.pdf' }));
    expect(screen.queryByText(/上传中/)).toBeNull();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('总结这份报告', [{ name: 'a-very-long-name-of-a-quarterly-report.pdf', path: 'flow-1/report.pdf', size: 10 }]);
    expect(screen.queryByTestId('attachment')).toBeNull();
  });

  it('offers a retry when an upload fails, and removes a file', async () => {
    const onUpload = vi.fn((_file: File) => new Promise<{ path: string }>(() => {})).mockRejectedValueOnce(new Error('Error uploading file')).mockResolvedValueOnce({ path: 'flow-1/a.png' });
    const onSend = vi.fn();
    const { container } = renderUi(<ChatInput onSend={onSend} allowFiles onUpload={onUpload} />);
    pick(container, file('a.png'));
    const retry = await screen.findByRole('button', { name: '上传失败，重试？' });
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByText('上传失败，重试？')).toBeNull());
    expect(onUpload).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(onSend).toHaveBeenCalledWith('', [{ name: 'a.png', path: 'flow-1/a.png', size: 10 }]);

    pick(container, file('b.png'));
    await waitFor(() => expect(screen.getByTestId('attachment')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '移除 b.png' }));
    expect(screen.queryByTestId('attachment')).toBeNull();
  });

  it('says why the server refused a file for the day, without offering a retry', async () => {
    // The body the server answers a user past STORE_UPLOAD_MB_PER_DAY.
    const refusal = errorFromBody(429, { detail: 'The daily limit of chat attachments is reached; try again tomorrow.', code: ErrorCode.UPLOAD_BUDGET_EXCEEDED, params: { limit_mb: '500' } }, '/api/v1/store/s/files');
    const onUpload = vi.fn(() => Promise.reject(refusal));
    const { container } = renderUi(<ChatInput onSend={vi.fn()} allowFiles onUpload={onUpload} />);
    pick(container, file('a.png'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('今日上传的附件已达上限（每天 500MB），请明天再试'));
    expect(screen.getByText('未上传')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '上传失败，重试？' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '移除 a.png' }));
    expect(screen.queryByTestId('attachment')).toBeNull();
  });

  it('attaches pasted files', () => {
    const onUpload = vi.fn(() => new Promise<{ path: string }>(() => {}));
    renderUi(<ChatInput onSend={vi.fn()} allowFiles onUpload={onUpload} />);
    fireEvent.paste(box(), { clipboardData: { files: [file('shot.png')] } });
    expect(onUpload).toHaveBeenCalledOnce();
    expect(screen.getByText('shot.png')).toBeTruthy();
  });
});
