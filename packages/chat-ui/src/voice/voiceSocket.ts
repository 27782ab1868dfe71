// The voice assistant's socket (spec/2 sections 4 and 7): opens voice/ws/flow_tts/{flow}/{session},
// sends the voice settings 300 ms after it opens, streams microphone audio while recording, and
// hands the server's messages (transcript, reply text and audio, turn end, coded errors with their
// reasons) to the caller. A socket that closes or fails without being asked to is reported as a failure.
import { VOICE_DEFAULTS, type VoiceClientMessage, type VoiceErrorCode, type VoiceServerMessage } from '@app/api-client';
import { isCodedText, type CodedText } from '@app/flow-graph';
import { nextVoiceState, type VoiceEvent, type VoiceState } from './voiceState';

export type VoiceConfig = Omit<Extract<VoiceClientMessage, { type: 'langflow.voice_mode.config' }>, 'type'>;

/** A server's failure has its voice code and, when the server knows it, its reason by code (a component's error, a queue's ending, a provider's refusal). */
export type VoiceFailure = { kind: 'server'; code: VoiceErrorCode; reason?: CodedText } | { kind: 'socket' };

export interface VoiceSocketHandlers {
  onState(state: VoiceState): void;
  /** The settings went out: the microphone may start. */
  onReady(): void;
  onTranscript(text: string): void;
  onTextDelta(delta: string): void;
  /** Base64 PCM16 at 24 kHz. */
  onAudio(base64: string): void;
  onAudioDone(): void;
  /** The turn is stored: the chat may read the session's messages again. */
  onTurnDone(text: string): void;
  onFailure(failure: VoiceFailure): void;
}

export interface VoiceSocket {
  readonly state: VoiceState;
  record(): void;
  /** Sends one chunk of base64 PCM16 (only while recording). */
  append(base64: string): void;
  /** Ends the spoken turn. */
  commit(): void;
  mute(): void;
  unmute(): void;
  close(): void;
}

type SocketConstructor = new (url: string) => WebSocket;

export function openVoiceSocket(url: string, config: VoiceConfig, handlers: VoiceSocketHandlers, Socket: SocketConstructor = WebSocket): VoiceSocket {
  let state: VoiceState = 'connecting';
  let configTimer: ReturnType<typeof setTimeout> | undefined;
  const socket = new Socket(url);

  const move = (event: VoiceEvent) => {
    const next = nextVoiceState(state, event);
    if (next === state) return;
    state = next;
    handlers.onState(state);
  };
  const send = (message: VoiceClientMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const finish = () => {
    clearTimeout(configTimer);
    move('close');
  };

  socket.addEventListener('open', () => {
    move('open');
    // The server sets up its session on open; settings sent at once could arrive before it listens.
    configTimer = setTimeout(() => {
      send({ type: 'langflow.voice_mode.config', ...config });
      handlers.onReady();
    }, VOICE_DEFAULTS.configDelayMs);
  });
  socket.addEventListener('message', (event: MessageEvent) => {
    const message = parseServerMessage(event.data);
    if (message) dispatch(message, handlers);
  });
  socket.addEventListener('error', () => {
    if (state === 'closed') return;
    handlers.onFailure({ kind: 'socket' });
    finish();
  });
  socket.addEventListener('close', () => {
    if (state === 'closed') return;
    handlers.onFailure({ kind: 'socket' });
    finish();
  });

  return {
    get state() {
      return state;
    },
    record: () => move('record'),
    append(base64) {
      if (state === 'recording') send({ type: 'input_audio_buffer.append', audio: base64 });
    },
    commit() {
      if (state !== 'recording') return;
      send({ type: 'input_audio_buffer.commit' });
      move('commit');
    },
    mute() {
      if (state !== 'connected' && state !== 'recording') return;
      send({ type: 'response.cancel' });
      send({ type: 'input_audio_buffer.clear' });
      move('mute');
    },
    unmute: () => move('unmute'),
    close() {
      if (state === 'closed') return;
      finish();
      socket.close();
    },
  };
}

function parseServerMessage(data: unknown): VoiceServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown };
    return typeof message.type === 'string' ? (message as VoiceServerMessage) : null;
  } catch {
    return null;
  }
}

function dispatch(message: VoiceServerMessage, handlers: VoiceSocketHandlers): void {
  switch (message.type) {
    case 'conversation.item.input_audio_transcription.completed':
      return handlers.onTranscript(message.transcript);
    case 'response.text.delta':
      return handlers.onTextDelta(message.delta);
    case 'response.audio.delta':
      return handlers.onAudio(message.delta);
    case 'response.audio.done':
      return handlers.onAudioDone();
    case 'response.done':
      return handlers.onTurnDone(message.text);
    case 'error':
      return handlers.onFailure({ kind: 'server', code: message.code, ...(isCodedText(message.reason) ? { reason: message.reason } : {}) });
    case 'session.created':
      return;
  }
}
