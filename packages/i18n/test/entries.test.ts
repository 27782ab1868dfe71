// The entries a small bundle imports instead of the root: one per language and namespace, and
// `core` with the helpers alone. Imported by the package's own name, as an app imports them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { namespaces, resources, supportedLanguages } from '../src/index';

describe('per-namespace entries', () => {
  it.each(supportedLanguages)('serve every namespace of %s alone, as the root resources hold it', async (language) => {
    for (const namespace of namespaces) {
      const entry = (await import(`@app/i18n/locales/${language}/${namespace}`)) as Record<string, object>;
      expect(entry[namespace], `${language}/${namespace}`).toBe(resources[language][namespace]);
    }
  });

  it('are exported for the published package too', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { publishConfig: { exports: Record<string, unknown> } };
    expect(manifest.publishConfig.exports['./locales/*']).toMatchObject({ types: './dist/locales/*.d.ts', import: './dist/locales/*.js' });
    expect(manifest.publishConfig.exports['./core']).toMatchObject({ types: './dist/core.d.ts', import: './dist/core.js' });
  });
});

describe('core', () => {
  it('creates an instance over the namespaces given, words coded texts, and carries no texts', async () => {
    const core = await import('@app/i18n/core');
    const { chat } = await import('@app/i18n/locales/en/chat');
    const { serverMessages } = await import('@app/i18n/locales/en/serverMessages');
    const i18n = core.createPartialI18n('en-US', { zh: {}, en: { chat, serverMessages } }, { ns: ['chat', 'serverMessages'] });
    expect(i18n.t('actions.copy')).toBe('Copy');
    expect(core.wordCodedText(i18n, { code: 'no.such.code', text: 'as sent', params: {} })).toBe('as sent');
    expect(Object.keys(core).sort()).toEqual(['createPartialI18n', 'loadServerMessages', 'wordCodedText', 'wordFlowIssue']);
  });
});
