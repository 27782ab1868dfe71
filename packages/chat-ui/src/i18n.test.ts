import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatUiNamespaces, chatUiResources, createChatI18n } from './i18n';
import { addVoiceTexts, VOICE_NAMESPACE } from './voice/voiceTexts';

/** Every namespace the package's components read: `useTranslation('ns')` and `t('ns:key')`. */
function namespacesRead(): Set<string> {
  const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(import.meta.dirname, file), 'utf8');
    for (const match of source.matchAll(/useTranslation\('(\w+)'\)|\bt\('(\w+):/g)) found.add(match[1] ?? match[2]!);
    if (source.includes('wordCodedText(')) found.add(SERVER_MESSAGES_NAMESPACE);
  }
  return found;
}

/** Loaded with the first coded text to word (codedWording.ts), not bundled with the chat's texts. */
const SERVER_MESSAGES_NAMESPACE = 'serverMessages';

describe('the chat texts', () => {
  it('cover every namespace the components read, in both languages (voice arrives with the voice code, the server messages with the first coded text)', () => {
    expect([...namespacesRead()].sort()).toEqual([...chatUiNamespaces, VOICE_NAMESPACE, SERVER_MESSAGES_NAMESPACE].sort());
    for (const language of ['zh', 'en'] as const) expect(Object.keys(chatUiResources[language]).sort()).toEqual([...chatUiNamespaces].sort());
  });

  it('add the voice texts to an instance that has only the chat’s, once', () => {
    const instance = createChatI18n('en');
    expect(instance.exists('voice:errors.deviceNotFound')).toBe(false);
    addVoiceTexts(instance);
    addVoiceTexts(instance);
    expect(instance.t('voice:errors.deviceNotFound')).toBe('Device not found');
    expect(instance.t('voice:errors.deviceNotFound', { lng: 'zh' })).toBe('设备未找到');
  });

  it('make a ready instance in the language asked for', () => {
    expect(createChatI18n('en-US').t('actions.copy')).toBe('Copy');
    expect(createChatI18n().t('actions.copy')).toBe('复制');
    expect(createChatI18n('en').t('build:messages.BUILD_STOPPED')).toBe('Build stopped');
  });
});
