import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatUiNamespaces, chatUiResources, createChatI18n } from './i18n';

/** Every namespace the package's components read: `useTranslation('ns')` and `t('ns:key')`. */
function namespacesRead(): Set<string> {
  const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(import.meta.dirname, file), 'utf8');
    for (const match of source.matchAll(/useTranslation\('(\w+)'\)|\bt\('(\w+):/g)) found.add(match[1] ?? match[2]!);
    if (source.includes('wordCodedText(')) found.add('serverMessages');
  }
  return found;
}

describe('the chat texts', () => {
  it('cover every namespace the components read, in both languages', () => {
    expect([...namespacesRead()].sort()).toEqual([...chatUiNamespaces].sort());
    for (const language of ['zh', 'en'] as const) expect(Object.keys(chatUiResources[language]).sort()).toEqual([...chatUiNamespaces].sort());
  });

  it('make a ready instance in the language asked for', () => {
    expect(createChatI18n('en-US').t('actions.copy')).toBe('Copy');
    expect(createChatI18n().t('actions.copy')).toBe('复制');
    expect(createChatI18n('en').t('build:messages.BUILD_STOPPED')).toBe('Build stopped');
  });
});
