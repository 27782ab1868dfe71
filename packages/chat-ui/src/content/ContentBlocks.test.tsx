import type { ContentBlock } from '@app/flow-graph';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ContentBlocks } from './ContentBlocks';

const agentSteps: ContentBlock = {
  title: 'Agent Steps',
  header: { title: 'Agent Steps', icon: 'Bot' },
  contents: [
    { type: 'text', text: '**Input**: weather?', header: { title: 'Question' }, duration: 12 },
    { type: 'tool_use', name: 'search', tool_input: { q: 'weather' }, output: 'Sunny, 25°C', duration: 1530 },
    { type: 'tool_use', name: 'fetch', tool_input: {}, error: 'timeout' },
    { type: 'code', code: 'x = 1', language: 'python' },
    { type: 'json', data: { temp: 25 } },
    { type: 'media', urls: ['https://example.com/a.png'], caption: 'A chart' },
    { type: 'error', component: 'OpenAI', reason: 'No API key', solution: 'Set the key', traceback: 'Traceback: ...' },
  ],
};

describe('ContentBlocks', () => {
  it('renders every entry type with headers and durations', () => {
    const onComponentClick = vi.fn();
    const { container } = renderUi(<ContentBlocks blocks={[agentSteps]} onComponentClick={onComponentClick} />);
    expect(screen.getByText('Agent Steps')).toBeTruthy();

    const text = screen.getByTestId('content-text');
    expect(within(text).getByText('Question')).toBeTruthy();
    expect(within(text).getByText('12 毫秒')).toBeTruthy();
    expect(text.querySelector('strong')?.textContent).toBe('Input');

    const [search, fetch] = screen.getAllByTestId('content-tool_use');
    expect(within(search!).getByText('search')).toBeTruthy();
    expect(within(search!).getByText('1.5 秒')).toBeTruthy();
    expect(within(search!).getByText('输入')).toBeTruthy();
    expect(within(search!).getByText(/"q": "weather"/)).toBeTruthy();
    expect(within(search!).getByText('Sunny, 25°C')).toBeTruthy();
    expect(within(fetch!).getByText('错误')).toBeTruthy();
    expect(within(fetch!).getByText('timeout')).toBeTruthy();

    expect(within(screen.getByTestId('content-code')).getByText('python')).toBeTruthy();
    expect(within(screen.getByTestId('content-json')).getByText(/"temp": 25/)).toBeTruthy();
    expect(screen.getByRole('img', { name: '图片 1' }).getAttribute('src')).toBe('https://example.com/a.png');
    expect(screen.getByText('A chart')).toBeTruthy();

    const error = screen.getByTestId('error-block');
    expect(error.textContent).toContain('OpenAI 中发生错误');
    for (const label of ['原因', 'No API key', '解决方案', 'Set the key', '错误堆栈', 'Traceback: ...']) {
      expect(within(error).getByText(label)).toBeTruthy();
    }
    fireEvent.click(within(error).getByRole('button', { name: 'OpenAI' }));
    expect(onComponentClick).toHaveBeenCalledOnce();
    expect(container.querySelectorAll('[data-testid="content-block"]')).toHaveLength(1);
  });

  it('shows text plainly when the block does not allow markdown', () => {
    renderUi(<ContentBlocks blocks={[{ title: '', allow_markdown: false, contents: [{ type: 'text', text: '**raw**' }] }]} />);
    expect(screen.getByText('**raw**')).toBeTruthy();
  });

  it('names the component as plain text when it cannot be shown', () => {
    renderUi(<ContentBlocks blocks={[{ title: '', contents: [{ type: 'error', component: 'OpenAI', reason: 'x' }] }]} />);
    expect(screen.queryByRole('button', { name: 'OpenAI' })).toBeNull();
    expect(screen.getByTestId('error-block').textContent).toContain('OpenAI 中发生错误');
  });

  it('words a coded reason in the reader’s language, the server’s text being the fallback', () => {
    const coded = { code: 'VARIABLE_NOT_FOUND', text: 'Variable K not found (field api_key).', params: { name: 'K', field: 'api_key' } };
    const block: ContentBlock = { title: '', contents: [{ type: 'error', component: 'OpenAI', reason: coded.text, coded }] };
    renderUi(<ContentBlocks blocks={[block]} />);
    expect(screen.getByText('找不到变量 K（字段 api_key）。')).toBeTruthy();
    expect(screen.queryByText(coded.text)).toBeNull();
  });
});
