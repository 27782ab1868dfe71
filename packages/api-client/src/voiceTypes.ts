// Wire types of voice (spec/2 sections 2, 7 and 9; spec/3 "Voice"): the speak button's speech call,
// the ElevenLabs voice list and the voice assistant socket `voice/ws/flow_tts/{flow}/{session}`.
// Socket message names follow Langflow's voice mode where one exists, so its clients read ours.
import type { CodedText } from '@app/flow-graph';

/** Spec/2 section 9: the OpenAI-compatible voices; `alloy` is the default. */
export const OPENAI_VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'sage', 'shimmer', 'verse'] as const;
export type OpenAiVoice = (typeof OPENAI_VOICES)[number];

export type VoiceProvider = 'openai' | 'elevenlabs';

/** Spec/2 section 9 and spec/3 "Voice" constants. */
export const VOICE_DEFAULTS = {
  provider: 'openai' as VoiceProvider,
  voice: 'alloy',
  language: 'en-US',
  /** Replies are raw PCM16 mono at this rate, from either provider. */
  playbackSampleRate: 24000,
  captureSampleRate: 48000,
  /** Microphone audio is sent at this rate (capture downsampled by 2). */
  sendSampleRate: 24000,
  chunkSamples: 128,
  gain: 0.8,
  waveformBars: 30,
  /** The client sends its config this long after the socket opens. */
  configDelayMs: 300,
  silenceThreshold: 0.05,
  silenceMs: 5000,
  bitrate: 128000,
  /** The ElevenLabs voice list is cached this long, by the server and the client. */
  voiceListCacheMs: 5 * 60 * 1000,
} as const;

/**
 * The global variables (type secret, stored as credentials) that hold the providers' keys; the
 * names Langflow's voice mode uses, so a Langflow user's existing variables work.
 */
export const VOICE_KEY_VARIABLES = {
  speech: 'OPENAI_API_KEY',
  voice: 'ELEVENLABS_API_KEY',
} as const;

/** GET voice/elevenlabs/voice_ids */
export interface ElevenLabsVoice {
  name: string;
  voice_id: string;
}

/**
 * POST voice/speech: the speak button. The answer is `audio/pcm` (PCM16 LE mono, 24 kHz). The
 * flow's owner's keys pay for it; the caller must be allowed to chat with that flow.
 */
export interface SpeechRequest {
  flow_id: string;
  text: string;
  provider?: VoiceProvider;
  /** An OpenAI voice name, or an ElevenLabs voice_id. */
  voice?: string;
}

/** Why a voice call or socket failed; texts are in @app/chat-ui's i18n, key `voice.errors.<code>`. */
export type VoiceErrorCode =
  | 'key_missing'
  | 'key_invalid'
  | 'provider_error'
  | 'transcription_failed'
  | 'audio_too_long'
  | 'flow_not_found'
  | 'forbidden'
  | 'run_failed'
  | 'bad_message';

/** Client -> server messages on the voice socket. */
export type VoiceClientMessage =
  | {
      type: 'langflow.voice_mode.config';
      /** BCP 47, e.g. en-US or zh-CN: passed to transcription and to the flow as a hint. */
      language?: string;
      provider?: VoiceProvider;
      voice?: string;
    }
  /** Base64 PCM16 LE mono at VOICE_DEFAULTS.sendSampleRate. */
  | { type: 'input_audio_buffer.append'; audio: string }
  /** Ends the turn: the server transcribes what was appended, runs the flow and speaks the reply. */
  | { type: 'input_audio_buffer.commit' }
  | { type: 'input_audio_buffer.clear' }
  /** Stops the turn (mute or a new turn): the reply being spoken, and the flow's run while it still runs. */
  | { type: 'response.cancel' };

/** Server -> client messages on the voice socket. */
export type VoiceServerMessage =
  | { type: 'session.created'; session_id: string; flow_id: string }
  | { type: 'conversation.item.input_audio_transcription.completed'; transcript: string }
  /** The flow's reply text as it streams. */
  | { type: 'response.text.delta'; delta: string }
  /** Base64 PCM16 LE mono at VOICE_DEFAULTS.playbackSampleRate. */
  | { type: 'response.audio.delta'; delta: string }
  | { type: 'response.audio.done' }
  /** The turn is over; `text` is the whole reply, stored as the session's messages like a typed turn. */
  | { type: 'response.done'; text: string }
  | {
      type: 'error';
      code: VoiceErrorCode;
      message: string;
      /**
       * Why, by code (serverMessages of @app/i18n), when the server knows: a component's failure in
       * the turn's run (COMPONENT_BUILD_FAILED with its name and error, as the typed chat words it),
       * the queue's ending of a queued turn (JOB_*), a provider's refusal of transcription or speech
       * (MODEL_*). `message` stays the English text; clients that predate it ignore it.
       */
      reason?: CodedText;
    };
