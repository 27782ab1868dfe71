import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openVoiceSocket, type VoiceSocketHandlers } from './voiceSocket';
import { FakeWebSocket } from './testSocket';
import { nextVoiceState } from './voiceState';

function handlers(): VoiceSocketHandlers & Record<keyof VoiceSocketHandlers, ReturnType<typeof vi.fn>> {
  const names = ['onState', 'onReady', 'onTranscript', 'onTextDelta', 'onAudio', 'onAudioDone', 'onTurnDone', 'onFailure'] as const;
  return Object.fromEntries(names.map((name) => [name, vi.fn()])) as never;
}

const open = (events = handlers()) => {
  const socket = openVoiceSocket('ws://h/api/v1/voice/ws/flow_tts/f/s', { language: 'zh-CN', provider: 'openai', voice: 'alloy' }, events, FakeWebSocket as never);
  return { socket, events, fake: FakeWebSocket.opened.at(-1)! };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('voice states', () => {
  it('follows connected, recording, muted, closed and ignores what does not apply', () => {
    expect(nextVoiceState('connecting', 'open')).toBe('connected');
    expect(nextVoiceState('connected', 'record')).toBe('recording');
    expect(nextVoiceState('recording', 'commit')).toBe('connected');
    expect(nextVoiceState('recording', 'mute')).toBe('muted');
    expect(nextVoiceState('muted', 'unmute')).toBe('recording');
    expect(nextVoiceState('muted', 'record')).toBe('muted');
    expect(nextVoiceState('closed', 'open')).toBe('closed');
  });
});

describe('voice socket', () => {
  it('sends the settings 300 ms after it opens, then is ready', () => {
    const { events, fake } = open();
    fake.open();
    expect(events.onState).toHaveBeenLastCalledWith('connected');
    vi.advanceTimersByTime(299);
    expect(fake.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fake.sent).toEqual([{ type: 'langflow.voice_mode.config', language: 'zh-CN', provider: 'openai', voice: 'alloy' }]);
    expect(events.onReady).toHaveBeenCalledOnce();
  });

  it('sends audio only while recording, commits the turn, and mutes with a cancel', () => {
    const { socket, fake } = open();
    fake.open();
    vi.advanceTimersByTime(300);
    socket.append('AAAA');
    socket.record();
    socket.append('AQID');
    socket.commit();
    expect(socket.state).toBe('connected');
    socket.append('BBBB');
    socket.record();
    socket.mute();
    socket.append('CCCC');
    expect(socket.state).toBe('muted');
    socket.unmute();
    expect(socket.state).toBe('recording');
    expect(fake.sent.slice(1)).toEqual([
      { type: 'input_audio_buffer.append', audio: 'AQID' },
      { type: 'input_audio_buffer.commit' },
      { type: 'response.cancel' },
      { type: 'input_audio_buffer.clear' },
    ]);
  });

  it('hands over the server messages and its coded errors', () => {
    const { events, fake } = open();
    fake.open();
    fake.receive({ type: 'session.created', session_id: 's', flow_id: 'f' });
    fake.receive({ type: 'conversation.item.input_audio_transcription.completed', transcript: '你好' });
    fake.receive({ type: 'response.text.delta', delta: '您' });
    fake.receive({ type: 'response.audio.delta', delta: 'AQID' });
    fake.receive({ type: 'response.audio.done' });
    fake.receive({ type: 'response.done', text: '您好' });
    fake.receive({ type: 'error', code: 'key_missing', message: 'no key' });
    fake.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    expect(events.onTranscript).toHaveBeenCalledWith('你好');
    expect(events.onTextDelta).toHaveBeenCalledWith('您');
    expect(events.onAudio).toHaveBeenCalledWith('AQID');
    expect(events.onAudioDone).toHaveBeenCalledOnce();
    expect(events.onTurnDone).toHaveBeenCalledWith('您好');
    expect(events.onFailure).toHaveBeenCalledWith({ kind: 'server', code: 'key_missing' });
  });

  it('reports a socket that closes by itself, not one closed by the user', () => {
    const first = open();
    first.fake.open();
    first.fake.close();
    expect(first.events.onFailure).toHaveBeenCalledWith({ kind: 'socket' });
    expect(first.socket.state).toBe('closed');

    const second = open();
    second.fake.open();
    second.socket.close();
    vi.advanceTimersByTime(300);
    expect(second.events.onFailure).not.toHaveBeenCalled();
    expect(second.events.onReady).not.toHaveBeenCalled();
    expect(second.events.onState).toHaveBeenLastCalledWith('closed');
  });
});
