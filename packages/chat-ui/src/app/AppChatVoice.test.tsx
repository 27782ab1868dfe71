import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { createMemoryAppChatApi, SAMPLE_STORE_ID } from '../testing/memoryAppChatApi';
import { installFakeAudio } from '../voice/testAudio';
import { FakeWebSocket, installFakeWebSocket, installMicrophone } from '../voice/testSocket';
import type { AppChatVoice } from './appChatApi';
import { AppChat } from './AppChat';

afterEach(() => vi.unstubAllGlobals());

function renderChat(voice?: AppChatVoice) {
  const api = { ...createMemoryAppChatApi(), voice };
  const messages = vi.spyOn(api, 'messages');
  renderUi(<AppChat storeId={SAMPLE_STORE_ID} api={api} notify={vi.fn()} onLoadFailed={vi.fn()} shareUrl="https://x" />);
  return { messages };
}

describe('AppChat voice', () => {
  it('has no voice control without the host’s voice calls', async () => {
    renderChat();
    await screen.findByRole('textbox', { name: '发送一个消息...' });
    expect(screen.queryByRole('button', { name: '语音助手' })).toBeNull();
  });

  it('opens the voice assistant on a new conversation of the app’s flow, and reads the messages when a spoken turn is stored', async () => {
    installFakeWebSocket();
    installFakeAudio();
    installMicrophone();
    const socketUrl = vi.fn((flowId: string, session: string, storeId: string) => `ws://h/api/v1/voice/ws/flow_tts/${flowId}/${session}?store_id=${storeId}`);
    const { messages } = renderChat({ speech: vi.fn(), socketUrl });
    fireEvent.click(await screen.findByRole('button', { name: '语音助手' }));
    expect(within(screen.getByRole('navigation', { name: '对话记录' })).getAllByText('新对话')).toHaveLength(2);
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const [flowId, session, storeId] = socketUrl.mock.calls[0]!;
    expect([flowId, storeId]).toEqual(['flow-1', SAMPLE_STORE_ID]);
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    const socket = FakeWebSocket.opened[0]!;
    act(() => socket.open());
    expect(await screen.findByText('已连接')).toBeTruthy();
    messages.mockClear();
    act(() => socket.receive({ type: 'response.done', text: '好的' }));
    await waitFor(() => expect(messages).toHaveBeenCalledWith(session));
    fireEvent.click(screen.getByRole('button', { name: '关闭语音助手' }));
    expect(socket.readyState).toBe(3);
  });
});
