import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClipboard, renderUi } from '../test/render';
import { ChatMarkdown } from './ChatMarkdown';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ChatMarkdown', () => {
  it('renders GitHub markdown and never raw HTML', () => {
    const { container } = renderUi(<ChatMarkdown text={'**bold** ~~gone~~ <script>alert(1)</script><img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('del')?.textContent).toBe('gone');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps loose lists, reference links and footnotes whole while a reply streams in', () => {
    const reply = '- 第一项\n\n  第一项的第二段\n\n- 第二项\n\n见[文档]和注释[^1]。\n\n[文档]: https://example.com/docs\n\n[^1]: 注释内容';
    const { container, rerender } = renderUi(<ChatMarkdown text={reply.slice(0, 20)} />);
    for (let length = 21; length <= reply.length; length += 7) rerender(<ChatMarkdown text={reply.slice(0, length)} />);
    rerender(<ChatMarkdown text={reply} />);
    expect(container.querySelectorAll('ul')).toHaveLength(1);
    expect(container.querySelector('ul')?.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '文档' }).getAttribute('href')).toBe('https://example.com/docs');
    expect(container.querySelector('section[data-footnotes] li')?.textContent).toContain('注释内容');
  });

  it('opens links in a new tab', () => {
    renderUi(<ChatMarkdown text="[docs](https://example.com)" />);
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows a fenced code block with its language and copies it', async () => {
    const writeText = mockClipboard();
    renderUi(<ChatMarkdown text={'```python\nprint("hi")\n```'} />);
    expect(screen.getByText('python')).toBeTruthy();
    expect(screen.getByTestId('code-block').querySelector('code')?.textContent).toBe('print("hi")');
    fireEvent.click(screen.getByRole('button', { name: '复制代码' }));
    expect(writeText).toHaveBeenCalledWith('print("hi")');
    await waitFor(() => expect(screen.getByRole('button', { name: '已复制' })).toBeTruthy());
  });

  it('typesets display maths with KaTeX once it loads, showing the TeX meanwhile', async () => {
    const { container } = renderUi(<ChatMarkdown text={'$$\n\\frac{a}{b}\n$$\n\n```math\nx^2\n```'} />);
    const blocks = () => screen.getAllByTestId('math-block');
    expect(blocks()).toHaveLength(2);
    await waitFor(() => expect(container.querySelectorAll('.katex-display')).toHaveLength(2));
    expect(blocks()[0]!.querySelector('annotation')?.textContent).toBe('\\frac{a}{b}');
    expect(container.querySelector('[data-math-state]')).toBeNull();
  });

  it('typesets inline maths without breaking TeX or treating prices as maths', async () => {
    const { container } = renderUi(<ChatMarkdown text={'Area $\\pi r^2$ and $x^*$, $y^*$ for **$5 and $6**; code `$z$`'} />);
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(3));
    const annotations = [...container.querySelectorAll('annotation')].map((node) => node.textContent);
    expect(annotations).toEqual(['\\pi r^2', 'x^*', 'y^*']);
    expect(container.querySelector('strong')?.textContent).toBe('$5 and $6');
    expect(container.querySelector('code')?.textContent).toBe('$z$');
    expect(container.querySelector('em')).toBeNull();
  });

  it('shows TeX that KaTeX cannot parse with an error mark', async () => {
    renderUi(<ChatMarkdown text={'Broken $\\frac{a$ here'} />);
    expect(await screen.findByRole('img', { name: '公式有误，显示原文' })).toBeTruthy();
    expect(screen.getByText('\\frac{a')).toBeTruthy();
  });

  it('never lets KaTeX emit links or HTML from the TeX', async () => {
    const { container } = renderUi(<ChatMarkdown text={'$\\href{javascript:alert(1)}{x}$ $\\htmlId{boom}{y}$'} />);
    await waitFor(() => expect(container.querySelectorAll('[data-math-state="error"], .katex')).toHaveLength(2));
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('#boom')).toBeNull();
  });

  it('draws a chart fence with ECharts and follows its container width', async () => {
    // jsdom lays nothing out; the chart box gets the width a browser would give it.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    const observed: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderUi(<ChatMarkdown text={'```chart\n{"type":"bar","title":"销量","xAxis":["一月","二月"],"series":[{"name":"A","data":[1,2]}]}\n```'} />);
    const chart = screen.getByTestId('chart');
    expect(chart.getAttribute('data-chart-state')).toBe('loading');
    await waitFor(() => expect(chart.getAttribute('data-chart-state')).toBe('ready'));
    expect(chart.querySelector('svg')).toBeTruthy();
    expect(chart.textContent).toContain('销量');
    expect(screen.queryByTestId('code-block')).toBeNull();
    expect(chart.querySelector('svg')?.getAttribute('width')).toBe('600');
    width.mockReturnValue(320);
    observed.forEach((callback) => callback([], {} as ResizeObserver));
    expect(chart.querySelector('svg')?.getAttribute('width')).toBe('320');
  });

  it('shows an invalid chart as code with a notice, and a plain json fence as code', () => {
    renderUi(<ChatMarkdown text={'```echarts\n{"type":"radar"}\n```\n\n```json\n{"a":1}\n```'} />);
    expect(screen.getAllByTestId('code-block')).toHaveLength(2);
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual(['图表数据无效，显示原始内容']);
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('exports a table as CSV', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderUi(<ChatMarkdown text={'| 名称 | 值 |\n|---|---|\n| a, b | 1 |'} />);
    expect(screen.getByRole('table')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const bytes = await created[0]!.arrayBuffer();
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFF名称,值\r\n"a, b",1');
  });

  it('folds finished reasoning and shows unfinished reasoning open', () => {
    const { rerender } = renderUi(<ChatMarkdown text="<think>pondering" />);
    expect(screen.getByText('思考中...')).toBeTruthy();
    expect(screen.getByText('pondering')).toBeTruthy();
    rerender(<ChatMarkdown text="<think>pondering</think>Answer" />);
    expect(screen.getByText('思考完成')).toBeTruthy();
    expect(screen.queryByText('pondering')).toBeNull();
    expect(screen.getByText('Answer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /思考完成/ }));
    expect(screen.getByText('pondering')).toBeTruthy();
  });
});
