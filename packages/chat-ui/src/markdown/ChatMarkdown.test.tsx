import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClipboard, renderUi } from '../test/render';
import { ChatMarkdown } from './ChatMarkdown';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChatMarkdown', () => {
  it('renders GitHub markdown and never raw HTML', () => {
    const { container } = renderUi(<ChatMarkdown text={'**bold** ~~gone~~ <script>alert(1)</script><img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('del')?.textContent).toBe('gone');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
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

  it('shows display maths as preformatted TeX under 公式', () => {
    renderUi(<ChatMarkdown text={'$$\n\\frac{a}{b}\n$$'} />);
    expect(screen.getByText('公式')).toBeTruthy();
    expect(screen.getByTestId('code-block').querySelector('code')?.textContent).toBe('\\frac{a}{b}');
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
