import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ChatEmptyState } from './ChatEmptyState';
import { SuggestionChips } from './SuggestionChips';

describe('ChatEmptyState', () => {
  it('says 新建聊天 and 使用聊天提示测试你的流程 by default', () => {
    renderUi(<ChatEmptyState />);
    expect(screen.getByText('新建聊天')).toBeTruthy();
    expect(screen.getByText('使用聊天提示测试你的流程')).toBeTruthy();
  });

  it("shows an app's own title, greeting and chips", () => {
    renderUi(
      <ChatEmptyState title="天气助手" hint="你好，我可以查天气。">
        <SuggestionChips suggestions={[{ name: '今天天气' }]} onPick={vi.fn()} />
      </ChatEmptyState>,
    );
    expect(screen.getByText('天气助手')).toBeTruthy();
    expect(screen.getByText('你好，我可以查天气。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '今天天气' })).toBeTruthy();
  });
});

describe('SuggestionChips', () => {
  it('sends the name of a chip and opens a chip with a url in a new tab', () => {
    const onPick = vi.fn();
    renderUi(<SuggestionChips suggestions={[{ name: '明天会下雨吗？' }, { name: '天气网站', url: 'https://weather.example.com' }]} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: '明天会下雨吗？' }));
    expect(onPick).toHaveBeenCalledWith('明天会下雨吗？');
    const link = screen.getByRole('link', { name: '天气网站' });
    expect(link.getAttribute('href')).toBe('https://weather.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    expect(onPick).toHaveBeenCalledOnce();
  });

  it('shows nothing without suggestions', () => {
    const { container } = renderUi(<SuggestionChips suggestions={[]} onPick={vi.fn()} />);
    expect(container.querySelector('button')).toBeNull();
  });
});
