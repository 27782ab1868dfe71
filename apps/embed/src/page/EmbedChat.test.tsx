import { createMemoryAppChatApi, SAMPLE_STORE_ID, sampleAppInfo } from '@app/chat-ui/testing';
import { renderWithProviders } from '@app/ui-testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmbedRefused } from './embedApi';
import { EmbedChat } from './EmbedChat';

function send(text: string) {
  const input = screen.getByPlaceholderText('发送一个消息...');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('EmbedChat', () => {
  it('greets with the app’s name, greeting and chips, and streams the answer to a question', async () => {
    const api = createMemoryAppChatApi({ suggestions: [{ name: '周末去哪里玩？' }], reply: () => '去西湖走走。' });
    renderWithProviders(<EmbedChat storeId={SAMPLE_STORE_ID} api={api} onClose={vi.fn()} />);
    expect(await screen.findByText('你好！告诉我目的地和天数，我来帮你规划行程。')).toBeTruthy();
    expect(screen.getAllByText(sampleAppInfo.name).length).toBeGreaterThan(0);
    send('周末去哪里？');
    expect(await screen.findByText('去西湖走走。')).toBeTruthy();
    expect(screen.getByText('周末去哪里？')).toBeTruthy();
    // One conversation, its id a name-based UUID (v5) in the store's namespace.
    const session = api.requests.at(-1)?.session;
    expect(session).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-/);
  });

  it('starts a new conversation with a new id, back at the greeting', async () => {
    const api = createMemoryAppChatApi({ reply: () => '好的。' });
    renderWithProviders(<EmbedChat storeId={SAMPLE_STORE_ID} api={api} onClose={vi.fn()} />);
    await screen.findByText('你好！告诉我目的地和天数，我来帮你规划行程。');
    send('第一问');
    await screen.findByText('好的。');
    const first = api.requests.at(-1)?.session;
    fireEvent.click(screen.getByRole('button', { name: '新对话' }));
    expect(await screen.findByText('你好！告诉我目的地和天数，我来帮你规划行程。')).toBeTruthy();
    expect(screen.queryByText('第一问')).toBeNull();
    send('第二问');
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests.at(-1)?.session).not.toBe(first);
  });

  it('says a switched-off channel code cannot chat', async () => {
    const api = { ...createMemoryAppChatApi(), info: () => Promise.reject(new EmbedRefused('disabled')) };
    renderWithProviders(<EmbedChat storeId={SAMPLE_STORE_ID} api={api} onClose={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('该渠道码已停用，暂时无法对话。请联系网站管理员。');
  });

  it('offers the close-window action', async () => {
    const onClose = vi.fn();
    renderWithProviders(<EmbedChat storeId={SAMPLE_STORE_ID} api={createMemoryAppChatApi()} onClose={onClose} />, { locale: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
