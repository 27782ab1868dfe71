// One voice assistant socket's conversation (VoiceClientMessage in, VoiceServerMessage out): audio
// accumulates until commit, then one turn at a time is transcribed, run as a chat turn with the
// flow's reply streamed as text, and spoken sentence by sentence. response.cancel stops the turn:
// its run if it is still running (the reply ends where it was cut) and its speaking; close() stops
// everything.
import { VOICE_DEFAULTS, type VoiceClientMessage, type VoiceErrorCode, type VoiceProvider, type VoiceServerMessage } from '@app/api-client';
import type { Logger } from 'pino';
import type { CodedText } from '@app/flow-graph';
import { z } from 'zod';
import { turnBytes, wavFile } from './pcmAudio';
import { createReplySpeaker, type ReplySpeaker } from './replySpeaker';
import { isVoiceOf, type PcmStream } from './voiceProviders';
import { VoiceError, voiceMessages } from './voiceErrors';

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/);

const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('langflow.voice_mode.config'),
    language: z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/).optional(),
    provider: z.enum(['openai', 'elevenlabs']).optional(),
    voice: z.string().max(64).optional(),
  }),
  z.object({ type: z.literal('input_audio_buffer.append'), audio: base64 }),
  z.object({ type: z.literal('input_audio_buffer.commit') }),
  z.object({ type: z.literal('input_audio_buffer.clear') }),
  z.object({ type: z.literal('response.cancel') }),
]) satisfies z.ZodType<VoiceClientMessage>;

export interface VoiceSettings {
  language: string;
  provider: VoiceProvider;
  voice: string;
}

/** What a turn needs from outside: the providers with the owner's keys, and the flow. */
export interface VoiceTurnServices {
  transcribe(wav: Buffer, language: string, signal: AbortSignal): Promise<string>;
  /** Runs the flow with the transcript as the chat input; `onText` gets the reply as it streams; resolves with the whole reply. */
  run(transcript: string, onText: (delta: string) => void, signal: AbortSignal): Promise<string>;
  speak(text: string, settings: VoiceSettings, signal: AbortSignal): Promise<PcmStream>;
}

export interface VoiceSessionOptions {
  services: VoiceTurnServices;
  send(message: VoiceServerMessage): void;
  maxTurnSeconds: number;
  maxSpeechChars: number;
  logger: Logger;
}

export interface VoiceSession {
  receive(data: string): void;
  close(): void;
}

export function createVoiceSession(options: VoiceSessionOptions): VoiceSession {
  const { services, send, logger } = options;
  const maxBytes = turnBytes(options.maxTurnSeconds);
  const closed = new AbortController();
  const settings: VoiceSettings = { language: VOICE_DEFAULTS.language, provider: VOICE_DEFAULTS.provider, voice: VOICE_DEFAULTS.voice };
  let audio: Buffer[] = [];
  let audioBytes = 0;
  /** Past the limit: further audio of this turn is ignored until commit or clear. */
  let dropped = false;
  let running = false;
  let speaker: ReplySpeaker | undefined;
  /** Stops the running turn (response.cancel). */
  let cancelTurn: AbortController | undefined;
  let lastTurn: Promise<void> = Promise.resolve();

  const fail = (code: VoiceErrorCode, message: string = voiceMessages[code], reason?: CodedText) => send({ type: 'error', code, message, ...(reason ? { reason } : {}) });
  const resetAudio = () => {
    audio = [];
    audioBytes = 0;
    dropped = false;
  };
  /** A provider or run failure as the client's error, with its reason; one not of voice's making (nor the flow's) is logged. */
  const report = (error: unknown, fallback: VoiceErrorCode) => {
    if (closed.signal.aborted) return;
    if (error instanceof VoiceError) return fail(error.code, error.message, error.reason);
    logger.error({ err: error }, `voice turn failed (${fallback})`);
    fail(fallback);
  };

  /**
   * Transcribes and runs a turn; its reply is being spoken by the returned speaker. Undefined when
   * it failed (reported) or was cancelled before its run.
   */
  async function answer(pcm: Buffer, closedSignal: AbortSignal, cancelled: AbortSignal): Promise<{ reply: string; speaker: ReplySpeaker } | undefined> {
    const signal = AbortSignal.any([closedSignal, cancelled]);
    let transcript: string;
    try {
      transcript = await services.transcribe(wavFile(pcm), settings.language, signal);
    } catch (error) {
      if (!signal.aborted) report(error, 'provider_error');
      return undefined;
    }
    if (signal.aborted) return undefined;
    if (transcript === '') return void fail('transcription_failed');
    send({ type: 'conversation.item.input_audio_transcription.completed', transcript });
    const voice = { ...settings };
    const current = createReplySpeaker({
      speak: (text, speechSignal) => services.speak(text, voice, AbortSignal.any([closedSignal, speechSignal])),
      onAudio: (pcmPiece) => send({ type: 'response.audio.delta', delta: pcmPiece.toString('base64') }),
      onError: (error) => report(error, 'provider_error'),
      maxChars: options.maxSpeechChars,
    });
    speaker = current;
    let said = '';
    try {
      const onText = (delta: string) => {
        said += delta;
        send({ type: 'response.text.delta', delta });
        current.push(delta);
      };
      return { reply: await services.run(transcript, onText, signal), speaker: current };
    } catch (error) {
      current.cancel();
      // The client stopped the turn: it ends with the reply as far as it came.
      if (cancelled.aborted && !closedSignal.aborted) return { reply: said, speaker: current };
      return void report(error, 'run_failed');
    }
  }

  async function turn(pcm: Buffer, cancelled: AbortSignal): Promise<void> {
    const signal = closed.signal;
    let answered: Awaited<ReturnType<typeof answer>>;
    try {
      answered = await answer(pcm, signal, cancelled);
    } finally {
      running = false;
    }
    if (!answered) return;
    await answered.speaker.finish();
    if (signal.aborted) return;
    send({ type: 'response.audio.done' });
    send({ type: 'response.done', text: answered.reply });
  }

  function commit(): void {
    if (dropped) return resetAudio();
    if (running) {
      resetAudio();
      return fail('bad_message', 'A turn is still running; wait for its reply before committing another.');
    }
    if (audioBytes === 0) return fail('bad_message', 'There is no audio to commit.');
    const pcm = Buffer.concat(audio);
    resetAudio();
    running = true;
    // A reply still being spoken is cut short by the new turn, and finishes before it starts.
    speaker?.cancel();
    const cancel = new AbortController();
    cancelTurn = cancel;
    lastTurn = lastTurn.then(() => turn(pcm, cancel.signal));
  }

  function handle(message: VoiceClientMessage): void {
    switch (message.type) {
      case 'langflow.voice_mode.config': {
        const provider = message.provider ?? settings.provider;
        // Switching provider without naming a voice: OpenAI has a default voice, ElevenLabs has none.
        const voice = message.voice ?? (provider === settings.provider ? settings.voice : provider === 'openai' ? VOICE_DEFAULTS.voice : undefined);
        if (voice === undefined || !isVoiceOf(provider, voice)) return fail('bad_message', `Choose a voice of ${provider}.`);
        settings.provider = provider;
        settings.voice = voice;
        if (message.language) settings.language = message.language;
        return;
      }
      case 'input_audio_buffer.append': {
        if (dropped) return;
        const pcm = Buffer.from(message.audio, 'base64');
        if (audioBytes + pcm.length > maxBytes) {
          resetAudio();
          dropped = true;
          return fail('audio_too_long', `${voiceMessages.audio_too_long} At most ${options.maxTurnSeconds} s.`);
        }
        audio.push(pcm);
        audioBytes += pcm.length;
        return;
      }
      case 'input_audio_buffer.commit':
        return commit();
      case 'input_audio_buffer.clear':
        return resetAudio();
      case 'response.cancel':
        if (running) cancelTurn?.abort();
        speaker?.cancel();
        return;
    }
  }

  return {
    receive(data) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return fail('bad_message', 'The message is not JSON.');
      }
      const message = clientMessage.safeParse(parsed);
      if (!message.success) return fail('bad_message', `Not a voice message: ${z.prettifyError(message.error).slice(0, 200)}`);
      handle(message.data);
    },
    close() {
      closed.abort();
      speaker?.cancel();
    },
  };
}
