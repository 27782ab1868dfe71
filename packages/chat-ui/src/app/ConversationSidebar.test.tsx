import { createI18n } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ConversationSidebar } from './ConversationSidebar';

describe('ConversationSidebar', () => {
  it('shows the server’s default title in the user’s language and other titles as they are; 新对话 starts a new one', () => {
    const onNew = vi.fn();
    const onSelect = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MantineProvider env="test">
          <ConversationSidebar conversations={[{ id: 'a', title: '新对话' }, { id: 'b', title: '杭州三日游' }]} selected="a" onSelect={onSelect} onNew={onNew} onDelete={vi.fn()} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('session-a').textContent).toBe('New conversation');
    expect(screen.getByTestId('session-b').textContent).toBe('杭州三日游');
    fireEvent.click(screen.getByTestId('session-b').querySelector('button')!);
    expect(onSelect).toHaveBeenCalledWith('b');
    fireEvent.click(screen.getAllByRole('button', { name: 'New conversation' })[0]!);
    expect(onNew).toHaveBeenCalledOnce();
  });
});
