import type { VariableRead } from '@app/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import type { ChatVoice, ChatVoiceKeys } from './chatVoice';
import { installFakeAudio } from './testAudio';
import { FakeWebSocket, installFakeWebSocket, installMicrophone } from './testSocket';
import { VoiceAssistantPanel } from './VoiceAssistantPanel';
import { writeVoiceSettings } from './voiceSettings';

const CONFIG_DELAY = 300;

beforeEach(() => {
  installFakeWebSocket();
  installFakeAudio();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function keys(names: string[] = []): ChatVoiceKeys {
  const variable = (name: string): VariableRead => ({ id: `id-${name}`, name, type: 'Credential', value: null, default_fields: [], created_at: '', updated_at: '' });
  return {
    list: vi.fn(async () => names.map(variable)),
    create: vi.fn(async (created) => variable(created.name)),
    update: vi.fn(async (id) => variable(id)),
    elevenLabsVoices: vi.fn(async () => [{ name: 'Rachel', voice_id: 'r1' }]),
  };
}

function renderPanel(voice: Partial<ChatVoice> = {}, locale: 'zh' | 'en' = 'zh') {
  const onTurnDone = vi.fn();
  const onClose = vi.fn();
  const full: ChatVoice = { flowId: 'f1', speech: vi.fn(), socketUrl: (session) => `ws://h/api/v1/voice/ws/flow_tts/f1/${session}`, ...voice };
  renderUi(<VoiceAssistantPanel voice={full} sessionId="s1" onTurnDone={onTurnDone} onClose={onClose} />, { locale });
  return { onTurnDone, onClose };
}

async function openSocket(): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
  const socket = FakeWebSocket.opened[0]!;
  act(() => socket.open());
  await waitFor(() => expect(socket.sent[0]?.type).toBe('langflow.voice_mode.config'), { timeout: CONFIG_DELAY * 5 });
  return socket;
}

describe('VoiceAssistantPanel', () => {
  it('connects to the session socket, sends the remembered settings, plays the reply and refreshes the chat when the turn is stored', async () => {
    installMicrophone();
    writeVoiceSettings({ provider: 'openai', voice: 'sage', deviceId: '', language: 'zh-CN' });
    const { onTurnDone } = renderPanel();
    const socket = await openSocket();
    expect(socket.url).toBe('ws://h/api/v1/voice/ws/flow_tts/f1/s1');
    expect(socket.sent[0]).toEqual({ type: 'langflow.voice_mode.config', language: 'zh-CN', provider: 'openai', voice: 'sage' });
    expect(screen.getByTestId('voice-state').textContent).toBe('已连接');
    expect(screen.getByTestId('voice-waveform').children).toHaveLength(30);
    act(() => {
      socket.receive({ type: 'conversation.item.input_audio_transcription.completed', transcript: '北京天气' });
      socket.receive({ type: 'response.text.delta', delta: '晴' });
      socket.receive({ type: 'response.audio.delta', delta: 'AAAAAA==' });
    });
    expect(screen.getByTestId('voice-transcript').textContent).toBe('北京天气');
    expect(screen.getByTestId('voice-assistant').dataset.playedChunks).toBe('1');
    expect(screen.getByTestId('voice-state').textContent).toBe('正在回答...');
    act(() => socket.receive({ type: 'response.done', text: '晴天' }));
    expect(onTurnDone).toHaveBeenCalledOnce();
  });

  it('mutes: cancels the reply and stops sending', async () => {
    installMicrophone();
    renderPanel();
    const socket = await openSocket();
    fireEvent.click(screen.getByRole('button', { name: '静音' }));
    expect(socket.sent.slice(1)).toEqual([{ type: 'response.cancel' }, { type: 'input_audio_buffer.clear' }]);
    expect(screen.getByTestId('voice-state').textContent).toBe('已静音');
    expect(screen.getByRole('button', { name: '取消静音' })).toBeTruthy();
  });

  it('says the microphone cannot be used, closes, and offers to reconnect', async () => {
    installMicrophone({ errorName: 'NotAllowedError' });
    renderPanel();
    const socket = await openSocket();
    expect((await screen.findByRole('alert')).textContent).toBe('无法访问麦克风，请检查浏览器权限');
    expect(socket.readyState).toBe(3);
    expect(screen.getByTestId('voice-state').textContent).toBe('已断开');
    fireEvent.click(screen.getByRole('button', { name: '重新连接' }));
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(2));
  });

  it('names a missing device 设备未找到', async () => {
    installMicrophone({ errorName: 'NotFoundError' });
    renderPanel();
    await openSocket();
    expect((await screen.findByRole('alert')).textContent).toBe('设备未找到');
  });

  it('shows server codes and a dropped connection in the reader language', async () => {
    installMicrophone();
    renderPanel({}, 'en');
    const socket = await openSocket();
    act(() => socket.receive({ type: 'error', code: 'key_invalid', message: 'bad key' }));
    expect(screen.getByRole('alert').textContent).toBe('The API key is not valid: check the voice settings');
    act(() => socket.close());
    expect(screen.getByRole('alert').textContent).toBe('The voice connection closed or failed');
    expect(screen.getByTestId('voice-state').textContent).toBe('Disconnected');
  });

  /** What the server sends when the model component of the turn's flow was refused (a component's failure). */
  const componentFailure = {
    type: 'error',
    code: 'run_failed',
    message: 'Error building Component OpenAI 兼容模型: \n\nThe model service refused the request (400): Bad model.',
    reason: {
      code: 'COMPONENT_BUILD_FAILED',
      text: 'Error building Component OpenAI 兼容模型: \n\nThe model service refused the request (400): Bad model.',
      params: { component: 'OpenAI 兼容模型', message: { code: 'MODEL_REQUEST_REFUSED', text: 'The model service refused the request (400): Bad model.', params: { status: 400, detail: 'Bad model.' } } },
    },
  } as const;
  const queueEnding = {
    type: 'error',
    code: 'run_failed',
    message: 'No worker took the job in time, so it was removed from the queue; try again later.',
    reason: { code: 'JOB_QUEUE_WAIT_EXPIRED', text: 'No worker took the job in time, so it was removed from the queue; try again later.', params: {} },
  } as const;

  it('words the reason of a failed turn (the component and its error, the queue’s ending) in Chinese, as the typed chat does', async () => {
    installMicrophone();
    renderPanel();
    const socket = await openSocket();
    act(() => socket.receive(componentFailure));
    expect(screen.getByRole('alert').textContent).toBe('流程运行失败' + '构建组件 OpenAI 兼容模型 出错：\n\n模型服务拒绝了请求（400）：Bad model.');
    expect(screen.getByTestId('voice-error-reason').textContent).toBe('构建组件 OpenAI 兼容模型 出错：\n\n模型服务拒绝了请求（400）：Bad model.');
    act(() => socket.receive(queueEnding));
    expect(screen.getByTestId('voice-error-reason').textContent).toBe('排队超时，没有工作进程接手此任务，任务已移出队列，请稍后再试。');
  });

  it('words the same reasons in English, and shows the code’s text alone for a server that sends none', async () => {
    installMicrophone();
    renderPanel({}, 'en');
    const socket = await openSocket();
    act(() => socket.receive(componentFailure));
    expect(screen.getByTestId('voice-error-reason').textContent).toBe('Error building Component OpenAI 兼容模型: \n\nThe model service refused the request (400): Bad model.');
    act(() => socket.receive(queueEnding));
    expect(screen.getByRole('alert').textContent).toBe('The flow failed to run' + 'No worker took the job in time, so it was removed from the queue; try again later.');
    act(() => socket.receive({ type: 'error', code: 'run_failed', message: 'The flow failed to answer.' }));
    expect(screen.getByRole('alert').textContent).toBe('The flow failed to run');
    expect(screen.queryByTestId('voice-error-reason')).toBeNull();
  });

  it('has no settings without a signed-in user', async () => {
    installMicrophone();
    renderPanel();
    expect(screen.queryByRole('button', { name: '语音设置' })).toBeNull();
  });

  it('saves the speech key as OPENAI_API_KEY (secret), the button disabled while the key is empty', async () => {
    installMicrophone();
    const variables = keys();
    renderPanel({ keys: variables });
    fireEvent.click(screen.getByRole('button', { name: '语音设置' }));
    const settings = await screen.findByTestId('voice-settings');
    const [saveSpeech] = within(settings).getAllByRole('button', { name: '保存' });
    expect((saveSpeech as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(settings).getByLabelText('语音识别服务密钥（OpenAI）'), { target: { value: ' sk-test ' } });
    expect((saveSpeech as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(saveSpeech!);
    await waitFor(() => expect(variables.create).toHaveBeenCalledWith({ name: 'OPENAI_API_KEY', value: 'sk-test', type: 'secret', default_fields: [] }));
  });
});
