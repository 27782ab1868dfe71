// The voice choices a browser remembers (spec/2 section 2 settings): provider, voice, microphone and
// preferred language, in localStorage; keys are never kept here, they are the user's variables.
import { OPENAI_VOICES, VOICE_DEFAULTS, type VoiceProvider } from '@app/api-client';

export interface VoiceSettings {
  provider: VoiceProvider;
  /** An OpenAI voice name, or an ElevenLabs voice_id. */
  voice: string;
  /** '' for the browser's default microphone. */
  deviceId: string;
  language: string;
}

export const VOICE_SETTINGS_KEY = 'chat-voice-settings';

/** The preferred-language choices (BCP 47), as sent with the socket's settings. */
export const VOICE_LANGUAGES = ['en-US', 'zh-CN', 'ja-JP', 'ko-KR', 'fr-FR', 'de-DE', 'es-ES'] as const;

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  provider: VOICE_DEFAULTS.provider,
  voice: VOICE_DEFAULTS.voice,
  deviceId: '',
  language: VOICE_DEFAULTS.language,
};

export function readVoiceSettings(storage: Storage | undefined = globalThis.localStorage): VoiceSettings {
  try {
    const stored = JSON.parse(storage?.getItem(VOICE_SETTINGS_KEY) ?? 'null') as Partial<VoiceSettings> | null;
    return stored && typeof stored === 'object' ? sanitize({ ...DEFAULT_VOICE_SETTINGS, ...stored }) : DEFAULT_VOICE_SETTINGS;
  } catch {
    return DEFAULT_VOICE_SETTINGS;
  }
}

export function writeVoiceSettings(settings: VoiceSettings, storage: Storage | undefined = globalThis.localStorage): void {
  storage?.setItem(VOICE_SETTINGS_KEY, JSON.stringify(settings));
}

/** A stored value of another version or a hand edit falls back to the default, field by field. */
function sanitize(settings: VoiceSettings): VoiceSettings {
  const provider = settings.provider === 'elevenlabs' ? 'elevenlabs' : 'openai';
  const voice = typeof settings.voice === 'string' && settings.voice !== '' ? settings.voice : VOICE_DEFAULTS.voice;
  return {
    provider,
    voice: provider === 'openai' && !(OPENAI_VOICES as readonly string[]).includes(voice) ? VOICE_DEFAULTS.voice : voice,
    deviceId: typeof settings.deviceId === 'string' ? settings.deviceId : '',
    language: typeof settings.language === 'string' && settings.language !== '' ? settings.language : VOICE_DEFAULTS.language,
  };
}
