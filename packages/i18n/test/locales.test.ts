// Adding a language is one folder under src/locales (README, "Adding a language"): these checks
// hold for every folder there, so a new locale that misses a namespace, a key or a text fails.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createI18n, languageNames, namespaces, resources, supportedLanguages } from '../src/index';

const LOCALES_DIR = fileURLToPath(new URL('../src/locales/', import.meta.url));

const folders = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every key path of a nested resource object with its text, e.g. ['menu.title', '菜单']. */
function texts(value: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? texts(child as object, `${prefix}${key}.`) : [[`${prefix}${key}`, child] as [string, unknown]],
  );
}

const keysOf = (value: object) => texts(value).map(([path]) => path).sort();

describe('locale folders', () => {
  it('are all registered, and every registered language has its folder', () => {
    expect([...folders].sort()).toEqual([...supportedLanguages].sort());
    expect(supportedLanguages[0]).toBe('zh');
  });

  it.each(folders)('%s has one file per namespace and its own name', (language) => {
    const files = readdirSync(`${LOCALES_DIR}${language}`).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
    expect(files.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual([...namespaces].sort());
    expect(languageNames[language as keyof typeof languageNames]).toBeTruthy();
  });

  it.each(folders.flatMap((language) => namespaces.map((namespace) => [language, namespace] as const)))(
    '%s has every key of namespace %s, each with a text',
    (language, namespace) => {
      const locale = resources[language as keyof typeof resources][namespace];
      expect(keysOf(locale)).toEqual(keysOf(resources.zh[namespace]));
      expect(texts(locale).filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
    },
  );

  it.each(folders)('%s keeps the placeholders of every text', (language) => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const namespace of namespaces) {
      const reference = new Map(texts(resources.zh[namespace]));
      for (const [path, text] of texts(resources[language as keyof typeof resources][namespace])) {
        expect({ key: `${namespace}:${path}`, placeholders: placeholders(text) }).toEqual({ key: `${namespace}:${path}`, placeholders: placeholders(reference.get(path)) });
      }
    }
  });

  it.each(folders)('%s is served by createI18n', (language) => {
    expect(createI18n(language).language).toBe(language);
  });
});
