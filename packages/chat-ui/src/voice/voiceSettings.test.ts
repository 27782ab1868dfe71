import { describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_SETTINGS, readVoiceSettings, VOICE_SETTINGS_KEY, writeVoiceSettings } from './voiceSettings';

describe('voice settings', () => {
  it('defaults to openai, alloy, en-US and the default microphone', () => {
    localStorage.clear();
    expect(readVoiceSettings()).toEqual({ provider: 'openai', voice: 'alloy', deviceId: '', language: 'en-US' });
  });

  it('remembers the choices in localStorage', () => {
    const settings = { provider: 'elevenlabs' as const, voice: 'v-1', deviceId: 'mic-2', language: 'zh-CN' };
    writeVoiceSettings(settings);
    expect(readVoiceSettings()).toEqual(settings);
  });

  it('falls back field by field on stored values it cannot use', () => {
    localStorage.setItem(VOICE_SETTINGS_KEY, JSON.stringify({ provider: 'other', voice: 'nobody', language: 3 }));
    expect(readVoiceSettings()).toEqual(DEFAULT_VOICE_SETTINGS);
    localStorage.setItem(VOICE_SETTINGS_KEY, '{oops');
    expect(readVoiceSettings()).toEqual(DEFAULT_VOICE_SETTINGS);
  });
});
