// Speech and transcription paid with a user's keys (the flow owner's), and the ElevenLabs voice
// list cached per key: the pieces the speech route and the voice socket share.
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { VOICE_DEFAULTS, VOICE_KEY_VARIABLES, type ElevenLabsVoice, type VoiceProvider } from '@app/api-client';
import type { Logger } from 'pino';
import type { VoiceConfig } from '../config/appConfig';
import type { VariableResolution } from '../variables/runVariables';
import { elevenLabsSpeech, listElevenLabsVoices, openAiSpeech, transcribe, type PcmStream } from './voiceProviders';
import { voiceKey } from './voiceKeys';

/** Keys whose voice lists are kept at once; the oldest goes first. */
const VOICE_LIST_CACHE_ENTRIES = 256;

export interface VoiceServices {
  speak(ownerId: string | null, speech: { text: string; provider: VoiceProvider; voice: string }, signal: AbortSignal): Promise<PcmStream>;
  transcribe(ownerId: string | null, wav: Buffer, language: string, signal: AbortSignal): Promise<string>;
  /** The voices of the user's ELEVENLABS_API_KEY, cached per key for VOICE_DEFAULTS.voiceListCacheMs. */
  elevenLabsVoices(userId: string): Promise<ElevenLabsVoice[]>;
}

export function createVoiceServices(config: VoiceConfig, variables: VariableResolution, logger: Logger, now: () => number = Date.now): VoiceServices {
  // Keyed by the key's hash, so the cache never holds a key.
  const voiceLists = new LRUCache<string, { at: number; voices: ElevenLabsVoice[] }>({ max: VOICE_LIST_CACHE_ENTRIES });
  const keyOf = (userId: string | null, provider: VoiceProvider) => voiceKey(variables, userId, provider === 'openai' ? VOICE_KEY_VARIABLES.speech : VOICE_KEY_VARIABLES.voice, logger);

  return {
    async speak(ownerId, { text, provider, voice }, signal) {
      const key = await keyOf(ownerId, provider);
      return provider === 'openai' ? openAiSpeech(config, { text, voice, key, signal }) : elevenLabsSpeech(config, { text, voice, key, signal });
    },
    async transcribe(ownerId, wav, language, signal) {
      return transcribe(config, { wav, language, key: await keyOf(ownerId, 'openai'), signal });
    },
    async elevenLabsVoices(userId) {
      const key = await keyOf(userId, 'elevenlabs');
      const hash = createHash('sha256').update(key).digest('hex');
      const cached = voiceLists.get(hash);
      if (cached && now() - cached.at < VOICE_DEFAULTS.voiceListCacheMs) return cached.voices;
      const voices = await listElevenLabsVoices(config, key);
      voiceLists.set(hash, { at: now(), voices });
      return voices;
    },
  };
}
