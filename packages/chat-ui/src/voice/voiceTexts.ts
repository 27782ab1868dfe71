// The voice namespace travels with the voice code: the chat's first load (the embed's included)
// carries none of it, and whichever i18next instance the host renders with receives it here.
import { voice as enVoice } from '@app/i18n/locales/en/voice';
import { voice as zhVoice } from '@app/i18n/locales/zh/voice';
import type { i18n } from 'i18next';

export const VOICE_NAMESPACE = 'voice';

export function addVoiceTexts(instance: i18n): void {
  if (instance.hasResourceBundle('zh', VOICE_NAMESPACE)) return;
  instance.addResourceBundle('zh', VOICE_NAMESPACE, zhVoice);
  instance.addResourceBundle('en', VOICE_NAMESPACE, enVoice);
}
