import type { TemplateField } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { createRegistry, defineComponent, missingEnglishTexts, type AnyComponent } from '../src';

const Greeter = defineComponent({
  type: 'Greeter',
  display_name: '问候',
  description: '向用户问好。',
  documentation: '问候组件输出一句问候。',
  en: { display_name: 'Greeter', description: 'Greets the user.', documentation: 'The Greeter outputs a greeting.' },
  category: 'helpers',
  inputs: [
    {
      type: 'str',
      name: 'provider',
      display_name: '服务商',
      info: '问候来自谁。',
      placeholder: '选择服务商',
      options: ['智谱 GLM', 'OpenAI'],
      en: { display_name: 'Provider', info: 'Who the greeting comes from.', placeholder: 'Pick a provider', options: { '智谱 GLM': 'Zhipu GLM' } },
      value: 'OpenAI',
    },
    {
      type: 'table',
      name: 'rows',
      display_name: '行',
      en: { display_name: 'Rows', columns: { k: { display_name: 'Key', description: 'The key.' } } },
      table_schema: { columns: [{ name: 'k', display_name: '键', description: '键名。' }] },
    },
    { type: 'str', name: 'url', display_name: 'URL' },
    { type: 'str', name: 'words', display_name: '问候词', multiline: true, value: '你好！', en: { display_name: 'Words', value: 'Hello!' } },
  ],
  outputs: [{ name: 'greeting', display_name: '问候语', en: { display_name: 'Greeting' }, types: ['Message'] }],
  run: () => ({ greeting: 'hi' }),
});

const registry = createRegistry([Greeter]);

function field(language: 'zh' | 'en', name: string): TemplateField {
  return registry.frontendNode('Greeter', language)?.template[name] as TemplateField;
}

describe('component texts by language', () => {
  it('serves the Chinese base texts by default and in zh', () => {
    for (const node of [registry.frontendNode('Greeter'), registry.frontendNode('Greeter', 'zh')]) {
      expect(node).toMatchObject({ display_name: '问候', description: '向用户问好。', documentation: '问候组件输出一句问候。' });
      expect(node?.outputs?.[0]?.display_name).toBe('问候语');
      expect(node?.template.provider).toMatchObject({ display_name: '服务商', info: '问候来自谁。', placeholder: '选择服务商' });
      expect(node?.template.provider).not.toHaveProperty('en');
      expect(node?.template.provider).not.toHaveProperty('option_labels');
    }
  });

  it('serves the English texts in en, keeping values, field and output names', () => {
    const node = registry.frontendNode('Greeter', 'en');
    expect(node).toMatchObject({ display_name: 'Greeter', description: 'Greets the user.', documentation: 'The Greeter outputs a greeting.' });
    expect(node?.outputs?.[0]).toMatchObject({ name: 'greeting', display_name: 'Greeting' });
    expect(field('en', 'provider')).toMatchObject({
      display_name: 'Provider',
      info: 'Who the greeting comes from.',
      placeholder: 'Pick a provider',
      options: ['智谱 GLM', 'OpenAI'],
      option_labels: { '智谱 GLM': 'Zhipu GLM' },
      value: 'OpenAI',
    });
    expect(field('en', 'rows').table_schema?.columns[0]).toMatchObject({ name: 'k', display_name: 'Key', description: 'The key.' });
    expect(field('en', 'url').display_name).toBe('URL');
  });

  it('starts a node made in English with the English default of a field whose default is words', () => {
    expect(field('zh', 'words').value).toBe('你好！');
    expect(field('en', 'words')).toMatchObject({ display_name: 'Words', value: 'Hello!' });
  });

  it('names the component in both languages in its metadata and the catalogue', () => {
    expect(registry.frontendNode('Greeter', 'zh')?.metadata).toMatchObject({
      display_names: { zh: '问候', en: 'Greeter' },
      descriptions: { zh: '向用户问好。', en: 'Greets the user.' },
    });
    expect(registry.catalogue('en').helpers?.Greeter?.display_name).toBe('Greeter');
    expect(registry.frontendNodes('en').Greeter?.display_name).toBe('Greeter');
    expect(registry.catalogue().helpers?.Greeter?.display_name).toBe('问候');
  });

  it('lists the English texts a component lacks or left in Chinese', () => {
    expect(missingEnglishTexts(Greeter)).toEqual([]);
    const half: AnyComponent = {
      ...(Greeter as AnyComponent),
      en: { display_name: 'Greeter', description: '向用户问好。' },
      inputs: [
        { type: 'str', name: 'provider', display_name: '服务商', options: ['智谱 GLM'] },
        { type: 'str', name: 'url', display_name: 'URL' },
        { type: 'str', name: 'words', display_name: '问候词', value: '你好！', en: { display_name: 'Words' } },
      ],
      outputs: [{ name: 'greeting', display_name: '问候语', types: ['Message'] }],
    };
    expect(missingEnglishTexts(half)).toEqual([
      'Greeter description: not English',
      'Greeter documentation: missing',
      'Greeter input provider display_name: missing',
      'Greeter input provider option 智谱 GLM: missing',
      'Greeter input words value: missing',
      'Greeter output greeting display_name: missing',
    ]);
  });

  it('words tool mode in the node’s language', () => {
    const tooled = createRegistry([{ ...(Greeter as AnyComponent), type: 'Tooled', tool_mode: true, inputs: [{ type: 'str', name: 'q', display_name: '问题', en: { display_name: 'Question' }, tool_mode: true }] }]);
    const english = tooled.frontendNode('Tooled', 'en');
    expect(english?.outputs?.[0]?.display_name).toBe('Toolset');
    expect(english?.template.tools_metadata).toMatchObject({ display_name: 'Tools', value: [{ description: 'Greets the user.' }] });
    expect(JSON.stringify(english?.template.tools_metadata)).not.toMatch(/\p{Script=Han}/u);
    expect(tooled.frontendNode('Tooled', 'zh')?.outputs?.[0]?.display_name).toBe('工具集');
  });
});
