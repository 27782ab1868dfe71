// One voice-assistant session while the panel is open: the socket, the microphone feeding it (and
// the waveform), silence after speech committing the turn, the reply's audio played as it arrives,
// and the chat told to read its messages once a turn is stored. Closing ends all of it.
import { VOICE_DEFAULTS } from '@app/api-client';
import type { CodedText } from '@app/flow-graph';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatVoice } from './chatVoice';
import { MicrophoneError, startMicrophone, type Microphone } from './microphone';
import { base64ToBytes, bytesToBase64, encodePcm16 } from './pcm';
import { createPcmPlayer, type PcmPlayer } from './pcmPlayer';
import { createSilenceDetector } from './silenceDetector';
import type { VoiceSettings } from './voiceSettings';
import { openVoiceSocket, type VoiceFailure, type VoiceSocket } from './voiceSocket';
import type { VoiceState } from './voiceState';
import { emptyBars, pushLevel } from './waveformBars';

/** The waveform is redrawn at most this often; chunks arrive 375 times a second. */
const BARS_FRAME_MS = 50;

/** What went wrong last: `key` in the voice namespace, and the server's reason by code when it sent one. */
export interface VoiceFailureNotice {
  key: string;
  reason?: CodedText;
}

export interface VoiceAssistant {
  state: VoiceState;
  bars: number[];
  error: VoiceFailureNotice | null;
  transcript: string;
  reply: string;
  speaking: boolean;
  playedChunks: number;
  mute(): void;
  unmute(): void;
  /** Opens a new session after the last one closed. */
  reconnect(): void;
}

export interface UseVoiceAssistantOptions {
  voice: ChatVoice;
  sessionId: string;
  settings: VoiceSettings;
  onTurnDone(): void;
}

export function voiceFailureNotice(failure: VoiceFailure | MicrophoneError | unknown): VoiceFailureNotice {
  if (failure instanceof MicrophoneError) return { key: `errors.${failure.failure}` };
  const known = failure as Partial<VoiceFailure>;
  if (known.kind === 'server' && 'code' in known) return known.reason ? { key: `errors.codes.${known.code}`, reason: known.reason } : { key: `errors.codes.${known.code}` };
  return { key: 'errors.socketClosed' };
}

export function useVoiceAssistant({ voice, sessionId, settings, onTurnDone }: UseVoiceAssistantOptions): VoiceAssistant {
  const [state, setState] = useState<VoiceState>('connecting');
  const [bars, setBars] = useState(() => emptyBars(VOICE_DEFAULTS.waveformBars));
  const [error, setError] = useState<VoiceFailureNotice | null>(null);
  const [transcript, setTranscript] = useState('');
  const [reply, setReply] = useState('');
  const [speaking, setSpeaking] = useState(false);
  const [playedChunks, setPlayedChunks] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const socketRef = useRef<VoiceSocket | null>(null);
  const playerRef = useRef<PcmPlayer | null>(null);
  const turnDone = useRef(onTurnDone);
  turnDone.current = onTurnDone;
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  useEffect(() => {
    let live = true;
    let microphone: Microphone | null = null;
    let player: PcmPlayer | null = null;
    let socket: VoiceSocket | null = null;
    const detector = createSilenceDetector(VOICE_DEFAULTS.silenceThreshold, VOICE_DEFAULTS.silenceMs);
    let levels: number[] = emptyBars(VOICE_DEFAULTS.waveformBars);
    let lastFrame = 0;
    const { provider, voice: voiceName, language, deviceId } = settingsRef.current;

    const fail = (notice: VoiceFailureNotice) => live && setError(notice);
    const onChunk = (level: number, samples: Float32Array) => {
      if (!socket || socket.state !== 'recording') return;
      levels = pushLevel(levels, level);
      const now = performance.now();
      if (now - lastFrame >= BARS_FRAME_MS) {
        lastFrame = now;
        setBars(levels);
      }
      socket.append(bytesToBase64(encodePcm16(samples)));
      if (detector.push(level, now)) socket.commit();
    };

    const begin = async () => {
      try {
        player = createPcmPlayer({ onIdle: () => live && setSpeaking(false) });
      } catch (failure) {
        return fail(voiceFailureNotice(new MicrophoneError('audioInit', failure)));
      }
      playerRef.current = player;
      const url = await voice.socketUrl!(sessionId);
      if (!live) return;
      socket = openVoiceSocket(url, { language, provider, voice: voiceName }, {
        onState: (next) => {
          if (next === 'closed') {
            void microphone?.stop();
            microphone = null;
          }
          if (live) setState(next);
        },
        onReady: () => {
          startMicrophone({ deviceId, onChunk }).then(
            (started) => {
              if (!live) return void started.stop();
              microphone = started;
              socket?.record();
            },
            (failure: unknown) => {
              fail(voiceFailureNotice(failure));
              socket?.close();
            },
          );
        },
        onTranscript: (text) => {
          if (!live) return;
          setTranscript(text);
          setReply('');
        },
        onTextDelta: (delta) => live && setReply((text) => text + delta),
        onAudio: (base64) => {
          if (!live || !player || socket?.state === 'muted') return;
          player.enqueue(base64ToBytes(base64));
          setSpeaking(true);
          setPlayedChunks(player.playedChunks);
        },
        onAudioDone: () => undefined,
        onTurnDone: (text) => {
          if (!live) return;
          setReply(text);
          detector.reset();
          socket?.record();
          turnDone.current();
        },
        onFailure: (failure) => fail(voiceFailureNotice(failure)),
      });
      socketRef.current = socket;
    };
    setError(null);
    setState('connecting');
    begin().catch((failure: unknown) => {
      fail(voiceFailureNotice(failure));
      if (live) setState('closed');
    });

    return () => {
      live = false;
      socket?.close();
      void microphone?.stop();
      void player?.close();
      socketRef.current = null;
      playerRef.current = null;
    };
  }, [voice, sessionId, attempt]);

  const mute = useCallback(() => {
    socketRef.current?.mute();
    playerRef.current?.stop();
    setSpeaking(false);
  }, []);
  const unmute = useCallback(() => socketRef.current?.unmute(), []);
  const reconnect = useCallback(() => setAttempt((value) => value + 1), []);

  return { state, bars, error, transcript, reply, speaking, playedChunks, mute, unmute, reconnect };
}
