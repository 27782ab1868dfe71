// The playground's voice: answers get the speak button wherever the app gives voice calls; the
// input's voice assistant opens on the selected session; its settings only where there is a user
// (not on the public page).
import type { VoiceApi } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowBuildProvider } from '../build';
import { FlowStoreProvider } from '../store/FlowStoreProvider';
import { createTestFlowStore } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { serverPlaygroundMessages } from './playgroundMessages';
import { PlaygroundView } from './PlaygroundView';
import { useFlowEditor } from '../context/FlowEditorProvider';

afterEach(() => vi.unstubAllGlobals());

function voiceApi(): VoiceApi {
  return {
    speech: vi.fn(async () => new ArrayBuffer(0)),
    speechStream: vi.fn(),
    elevenLabsVoices: vi.fn(async () => []),
    socketUrl: vi.fn((flowId: string, session: string) => `ws://127.0.0.1:9/api/v1/voice/ws/flow_tts/${flowId}/${session}`),
  };
}

function setup(voice: VoiceApi | undefined, isPublic = false) {
  const store = createTestFlowStore();
  const flowId = store.getState().flow.id;
  function WithSource() {
    const { api } = useFlowEditor();
    const [source] = useState(() => serverPlaygroundMessages(api.monitor, flowId));
    return <PlaygroundView source={source} isPublic={isPublic} />;
  }
  renderFlowEditor(
    <FlowStoreProvider store={store}>
      <FlowBuildProvider>
        <WithSource />
      </FlowBuildProvider>
    </FlowStoreProvider>,
    { voice },
  );
  return { flowId };
}

async function askAndAnswer() {
  const input = screen.getByPlaceholderText('发送一个消息...');
  fireEvent.change(input, { target: { value: '你好' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  const answer = (await screen.findByText('回复：你好')).closest('[data-testid^="message-"]') as HTMLElement;
  return answer;
}

/** The voice control is disabled while the build runs, which may outlast the answer's text. */
async function openAssistant() {
  const button = screen.getByRole('button', { name: '语音助手' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('playground voice', () => {
  it('has no voice without the voice calls', async () => {
    setup(undefined);
    const answer = await askAndAnswer();
    await waitFor(() => expect(within(answer).getByRole('button', { name: '复制' })).toBeTruthy());
    expect(within(answer).queryByRole('button', { name: '朗读' })).toBeNull();
    expect(screen.queryByRole('button', { name: '语音助手' })).toBeNull();
  });

  it('speaks answers, and opens the assistant on the selected session of the flow', async () => {
    // jsdom has no audio: the reply's player needs a context to exist.
    vi.stubGlobal('AudioContext', class { state = 'running'; close = async () => undefined; });
    const voice = voiceApi();
    const { flowId } = setup(voice);
    const answer = await askAndAnswer();
    await waitFor(() => expect(within(answer).getByRole('button', { name: '朗读' })).toBeTruthy());
    await openAssistant();
    await waitFor(() => expect(voice.socketUrl).toHaveBeenCalledWith(flowId, flowId));
    expect(await screen.findByTestId('voice-assistant')).toBeTruthy();
    expect(screen.getByRole('button', { name: '语音设置' })).toBeTruthy();
  });

  it('speaks answers on the public page, whose assistant has no settings', async () => {
    vi.stubGlobal('AudioContext', class { state = 'running'; close = async () => undefined; });
    setup(voiceApi(), true);
    const answer = await askAndAnswer();
    await waitFor(() => expect(within(answer).getByRole('button', { name: '朗读' })).toBeTruthy());
    await openAssistant();
    expect(await screen.findByTestId('voice-assistant')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '语音设置' })).toBeNull();
  });
});
