import { ApiError } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@app/ui-testing';
import { answer, question } from '../test/messages';
import { renderUi } from '../test/render';
import { ChatMessageList } from '../messages/ChatMessageList';
import { ChatVoiceProvider, type ChatVoice } from './chatVoice';
import { installFakeAudio } from './testAudio';
import { writeVoiceSettings } from './voiceSettings';

afterEach(() => vi.unstubAllGlobals());

function renderWithVoice(voice: ChatVoice, locale: 'zh' | 'en' = 'zh') {
  return renderUi(
    <ChatVoiceProvider value={voice}>
      <ChatMessageList messages={[question, answer]} />
    </ChatVoiceProvider>,
    { locale },
  );
}

describe('SpeakButton', () => {
  it('is offered on replies only, and only where the host gives voice', () => {
    const view = renderUi(<ChatMessageList messages={[question, answer]} />);
    expect(screen.queryByRole('button', { name: '朗读' })).toBeNull();
    view.unmount();
    renderWithVoice({ flowId: 'f1', speech: vi.fn() });
    expect(within(screen.getByTestId(`message-${answer.id}`)).getByRole('button', { name: '朗读' })).toBeTruthy();
    expect(within(screen.getByTestId(`message-${question.id}`)).queryByRole('button', { name: '朗读' })).toBeNull();
  });

  it('speaks the reply with the flow and the chosen voice, loading then stoppable, and plays the audio', async () => {
    const { started } = installFakeAudio();
    writeVoiceSettings({ provider: 'openai', voice: 'coral', deviceId: '', language: 'zh-CN' });
    const audio = deferred<ArrayBuffer>();
    const speech = vi.fn(() => audio.promise);
    renderWithVoice({ flowId: 'f1', speech });
    fireEvent.click(screen.getByRole('button', { name: '朗读' }));
    expect(await screen.findByRole('button', { name: '正在生成语音...' })).toBeTruthy();
    await waitFor(() => expect(speech).toHaveBeenCalledWith({ flow_id: 'f1', text: expect.stringMatching(/^今天北京 晴 ，气温如下：/), provider: 'openai', voice: 'coral' }, expect.any(AbortSignal)));
    audio.resolve(new Uint8Array(4800).buffer);
    fireEvent.click(await screen.findByRole('button', { name: '停止朗读' }));
    expect(started).toHaveLength(1);
    expect(started[0]!.stop).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: '朗读' })).toBeTruthy();
  });

  it('says why speaking failed, from the server code, in the reader language', async () => {
    installFakeAudio();
    // The server's form: `{detail, code, params: {voice_error}}`.
    const refused = new ApiError({ status: 400, path: '/api/v1/voice/speech', code: 10002, message: 'no key', detail: 'no key', params: { voice_error: 'key_missing' } });
    renderWithVoice({ flowId: 'f1', speech: vi.fn(async () => Promise.reject(refused)) }, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The API key is missing: add it in the voice settings');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read aloud' })).toBeTruthy());
  });
});
