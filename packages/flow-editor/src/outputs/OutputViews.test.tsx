// The views OutputView picks by kind: CSV table, image tools, PDF pages, key-value pairs and lists.
import type { OutputValue } from '@app/flow-graph';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { CsvFileOutput, parseCsv } from './CsvOutput';
import { OutputView } from './OutputView';
import { PdfOutput } from './PdfOutput';
import type { PdfDocument } from './pdfDocument';

const show = (output: OutputValue) => renderFlowEditor(<OutputView output={output} />);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('output views', () => {
  it('shows CSV text as a table of at most 1000 rows, and 暂无数据 without rows', () => {
    show({ type: 'message', message: { text: '城市,人口\n北京,2184\n上海,2487' } });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['城市', '人口']);
    expect(within(table).getByRole('cell', { name: '上海' })).toBeTruthy();
    const long = ['n,v', ...Array.from({ length: 1005 }, (_, index) => `${index},x`)].join('\n');
    show({ type: 'text', message: long });
    expect(screen.getByText('仅显示前 1000 行')).toBeTruthy();
    expect(parseCsv(long).rows).toHaveLength(1001);
    expect(parseCsv('城市\n北京').rows).toEqual([{ 城市: '北京' }]);
    expect(parseCsv('a,b\n"1,2').error).toBeTruthy();
    expect(parseCsv('a,b\n1,2,3,4\n5').rows).toEqual([{ a: '1', b: '2', '3': '3', '4': '4' }, { a: '5' }]);
    expect(parseCsv('\n a\tb\n1\t\n   \n').rows).toEqual([{ a: '1', b: '' }]);
  });

  it('fetches a CSV file an output names and says when it cannot', async () => {
    const load = vi.fn(async () => '城市,人口\n杭州,1252\n');
    renderFlowEditor(<CsvFileOutput path="f1/cities.csv" load={load} />);
    expect(await screen.findByRole('cell', { name: '1252' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('/api/v1/files/download/f1/cities.csv');
    renderFlowEditor(<CsvFileOutput path="f1/gone.csv" load={async () => Promise.reject(new Error('HTTP 404'))} />);
    expect(await screen.findByText('CSV 文件无法加载：HTTP 404')).toBeTruthy();
    renderFlowEditor(<CsvFileOutput path="f1/empty.csv" load={async () => ''} />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('zooms an image, and says when its download fails', async () => {
    const { notify } = show({ type: 'text', message: 'f1/photo.png' });
    const image = screen.getByRole('img', { name: 'photo.png' });
    expect(image.getAttribute('src')).toBe('/api/v1/files/images/f1/photo.png');
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(image.style.transform).toBe('scale(1.2)');
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    expect(screen.getByText('96%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '复位' }));
    expect(image.style.transform).toBe('scale(1)');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
    fireEvent.click(screen.getByRole('button', { name: '下载' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '下载图片时出错' }));
    fireEvent.error(image);
    expect(await screen.findByText('图片无法加载')).toBeTruthy();
  });

  it('downloads an image under its name and shows it full screen where the browser can', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const blob = new Blob(['png'], { type: 'image/png' });
    const fetchImage = vi.fn(async () => new Response(blob));
    vi.stubGlobal('fetch', fetchImage);
    const created = vi.fn(() => 'blob:local/1');
    const revoked = vi.fn();
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      show({ type: 'message', message: { text: '', files: ['f1/chart.png'] } });
      fireEvent.click(screen.getByRole('button', { name: '下载' }));
      await vi.waitFor(() => expect(clicked).toHaveLength(1));
      expect(fetchImage).toHaveBeenCalledWith('/api/v1/files/images/f1/chart.png', { credentials: 'same-origin' });
      expect([clicked[0]!.download, clicked[0]!.getAttribute('href')]).toEqual(['chart.png', 'blob:local/1']);
      expect(revoked).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revoked).toHaveBeenCalledWith('blob:local/1');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
    vi.useRealTimers();

    // jsdom has no full screen: the button does nothing rather than fail.
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    const requestFullscreen = vi.fn(async () => undefined);
    Object.assign(HTMLElement.prototype, { requestFullscreen });
    try {
      fireEvent.click(screen.getByRole('button', { name: '全屏' }));
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
      expect(requestFullscreen.mock.contexts[0]).toBe(screen.getByRole('img', { name: 'chart.png' }).parentElement);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
    }
  });

  it('starts an image afresh when another file is shown', () => {
    function Switcher() {
      const [path, setPath] = useState('f1/a.png');
      return (
        <>
          <button onClick={() => setPath('f1/b.png')}>换一个</button>
          <OutputView output={{ type: 'text', message: path }} />
        </>
      );
    }
    renderFlowEditor(<Switcher />);
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.error(screen.getByRole('img', { name: 'a.png' }));
    expect(screen.getByText('图片无法加载')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '换一个' }));
    expect(screen.getByRole('img', { name: 'b.png' }).style.transform).toBe('scale(1)');
    expect(screen.queryByText('图片无法加载')).toBeNull();
  });

  it('pages through a PDF with the arrow keys and zooms it', async () => {
    const renderPage = vi.fn(async () => undefined);
    const pdf: PdfDocument = { numPages: 2, renderPage, destroy: vi.fn() };
    const load = vi.fn(async () => pdf);
    renderFlowEditor(<PdfOutput path="f1/report.pdf" load={load} />);
    expect(await screen.findByText('1 / 2')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('/api/v1/files/download/f1/report.pdf');
    expect(document.activeElement).toBe(screen.getByTestId('pdf-page'));
    fireEvent.keyDown(screen.getByTestId('pdf-page'), { key: 'ArrowRight' });
    expect(screen.getByText('2 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    await waitFor(() => expect(renderPage).toHaveBeenLastCalledWith(2, expect.any(HTMLCanvasElement), 1.1, expect.any(AbortSignal)));
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('cancels the drawing under way when the page turns, without an error', async () => {
    const signals: AbortSignal[] = [];
    // Like PDF.js: a drawing settles only when it is cancelled, and then it rejects.
    const renderPage = vi.fn(
      (_page: number, _canvas: HTMLCanvasElement, _scale: number, signal?: AbortSignal) =>
        new Promise<void>((_resolve, reject) => {
          signals.push(signal!);
          signal!.addEventListener('abort', () => reject(new Error('Rendering cancelled, page 1')));
        }),
    );
    renderFlowEditor(<PdfOutput path="f1/report.pdf" load={async () => ({ numPages: 3, renderPage, destroy: vi.fn() })} />);
    expect(await screen.findByText('1 / 3')).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('pdf-page'), { key: 'PageDown' });
    fireEvent.keyDown(screen.getByTestId('pdf-page'), { key: 'PageDown' });
    await waitFor(() => expect(renderPage).toHaveBeenLastCalledWith(3, expect.any(HTMLCanvasElement), 1, expect.any(AbortSignal)));
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true, false]);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.queryByText(/PDF 无法加载/)).toBeNull();
  });

  it('drops the previous PDF when another one is shown', async () => {
    const first: PdfDocument = { numPages: 2, renderPage: vi.fn(async () => undefined), destroy: vi.fn() };
    const load = vi.fn((url: string) => (url.endsWith('a.pdf') ? Promise.resolve(first) : new Promise<PdfDocument>(() => undefined)));
    function Switcher() {
      const [path, setPath] = useState('f1/a.pdf');
      return (
        <>
          <button onClick={() => setPath('f1/b.pdf')}>换一个</button>
          <PdfOutput path={path} load={load} />
        </>
      );
    }
    renderFlowEditor(<Switcher />);
    expect(await screen.findByText('1 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '换一个' }));
    expect(first.destroy).toHaveBeenCalled();
    expect(screen.queryByText('1 / 2')).toBeNull();
    expect(screen.getByLabelText('PDF 加载中...')).toBeTruthy();
  });

  it('says why a PDF cannot be shown', async () => {
    renderFlowEditor(<PdfOutput path="f1/broken.pdf" load={async () => Promise.reject(new Error('Invalid PDF structure'))} />);
    expect(await screen.findByText('PDF 无法加载：Invalid PDF structure')).toBeTruthy();
  });

  it('tables a list of Data values by their fields', () => {
    show({ type: 'array', message: [{ data: { 城市: '北京', 人口: 2184 }, text_key: 'text' }, { data: { 城市: '上海', 人口: 2487 }, text_key: 'text' }] });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['城市', '人口']);
    expect(within(table).getByRole('cell', { name: '2487' })).toBeTruthy();
  });

  it('pairs the keys of flat data with their values and lists strings', () => {
    show({ type: 'data', message: { 城市: '杭州', 人口: 1252 } });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('cell', { name: '1252' })).toBeTruthy();
    show({ type: 'array', message: ['第一条', '第二条'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['第一条', '第二条']);
  });
});
