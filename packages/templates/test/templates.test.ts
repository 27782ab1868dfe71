// The shipped templates: generated from their descriptions and current with the component
// registry (no outdated node, no broken edge), described in Chinese and in English, filed under the
// dialog's categories, and their model nodes reading the key from the credential variable.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinComponents, createBuiltinRegistry, PROVIDER_PRESETS } from '@app/components';
import { missingEnglishTexts } from '@app/engine';
import { findBrokenEdges, findOutdatedNodes, isGenericNode, validateFlow, type GenericNode, type TemplateField } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_DESCRIPTIONS } from '../descriptions/index';
import { renderTemplateFiles } from '../descriptions/render';
import {
  basicExampleFields,
  GET_STARTED_TEMPLATES,
  STARTER_TEMPLATE_IDS,
  STARTER_TEMPLATES,
  STARTER_TEMPLATES_EN,
  starterTemplates,
  TEMPLATE_API_KEY_VARIABLE,
  TEMPLATE_METHODS,
  TEMPLATE_USE_CASES,
  templateCategoriesOf,
} from '../src';

const registry = createBuiltinRegistry();
const CJK = /\p{Script=Han}/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const flowsDir = new URL('../flows/', import.meta.url);

function components(template: (typeof STARTER_TEMPLATES)[number]): GenericNode[] {
  return template.data.nodes.filter(isGenericNode);
}

function field(node: GenericNode, name: string): TemplateField {
  return node.data.node.template[name] as TemplateField;
}

describe('template files', () => {
  it('are what the descriptions generate (pnpm --filter @app/templates generate rewrites them)', () => {
    const rendered = renderTemplateFiles();
    expect(readdirSync(flowsDir).filter((name) => name.endsWith('.json')).sort()).toEqual(rendered.map((file) => file.name).sort());
    for (const file of rendered) expect(readFileSync(new URL(file.name, flowsDir), 'utf8'), file.name).toBe(file.text);
  });

  it('are the shipped templates, in the descriptions’ order', () => {
    expect(STARTER_TEMPLATES.map((template) => template.key)).toEqual(TEMPLATE_DESCRIPTIONS.map((description) => description.key));
    expect(STARTER_TEMPLATES.map((template) => template.key)).toEqual(['basic-prompting', 'memory-chatbot', 'document-qa', 'vector-store-rag', 'simple-agent']);
  });

  it('name the stored templates’ ids beside their data, for a server that has not loaded them', () => {
    expect([...STARTER_TEMPLATE_IDS].sort()).toEqual(STARTER_TEMPLATES.map((template) => template.id).sort());
  });
});

describe.each(STARTER_TEMPLATES.map((template) => [template.key, template] as const))('%s', (_key, template) => {
  it('has no outdated node and no broken edge against the current registry', () => {
    expect(findOutdatedNodes(template.data.nodes, registry.frontendNodes())).toEqual([]);
    expect(findBrokenEdges(template.data.nodes, template.data.edges)).toEqual([]);
    for (const node of components(template)) {
      const current = registry.frontendNode(node.data.type);
      expect(current, node.data.type).toBeDefined();
      // Tool mode adds its tools table; a prompt adds a field per variable.
      const declared = Object.keys(current!.template);
      expect(Object.keys(node.data.node.template)).toEqual(expect.arrayContaining(declared));
    }
  });

  it('passes the checks a build runs first', () => {
    expect(validateFlow(template.data)).toEqual([]);
  });

  it('carries no viewport, so a flow made from it through the API opens with every node in view', () => {
    expect(template.data.viewport).toBeUndefined();
  });

  it('is described in Chinese and filed under at least one use case and one method', () => {
    expect(template.id).toMatch(UUID);
    expect(template.name).toMatch(CJK);
    expect(template.description).toMatch(CJK);
    expect(template.icon).toMatch(/^[A-Za-z]+$/);
    expect(template.icon_bg_color).toMatch(/^#[0-9a-f]{6}$/);
    const categories = templateCategoriesOf(template.tags);
    expect(categories.use_cases.length).toBeGreaterThan(0);
    expect(categories.methods.length).toBeGreaterThan(0);
    const known = new Set<string>([...TEMPLATE_USE_CASES, ...TEMPLATE_METHODS].map((category) => category.id));
    expect(template.tags.every((tag) => known.has(tag))).toBe(true);
  });

  it('reads the model key from the credential variable and calls the OpenAI preset', () => {
    const keyed = components(template).filter((node) => ['OpenAIModel', 'OpenAIEmbeddings'].includes(node.data.type));
    expect(keyed.length).toBeGreaterThan(0);
    for (const node of keyed) {
      const key = field(node, node.data.type === 'OpenAIModel' ? 'api_key' : 'openai_api_key');
      expect(key).toMatchObject({ value: TEMPLATE_API_KEY_VARIABLE, load_from_db: true, password: true });
      expect(field(node, 'openai_api_base').value).toBe(PROVIDER_PRESETS[0]!.baseUrl);
      expect(field(node, 'provider').value).toBe(PROVIDER_PRESETS[0]!.name);
    }
  });

  it('chats through Chat Input and Chat Output, with a greeting and suggestions for the chat page', () => {
    const types = components(template).map((node) => node.data.type);
    expect(types).toEqual(expect.arrayContaining(['ChatInput', 'ChatOutput', 'UIInput', 'UIOutput']));
    const ui = components(template).find((node) => node.data.type === 'UIInput')!;
    expect(field(ui, 'greeting').value).toMatch(CJK);
    expect((field(ui, 'suggestions').value as unknown[]).length).toBeGreaterThan(0);
    expect(template.data.nodes.some((node) => node.type === 'noteNode')).toBe(true);
  });
});

describe.each(STARTER_TEMPLATES_EN.map((template, index) => [template.key, template, STARTER_TEMPLATES[index]!] as const))('%s in English', (_key, template, chinese) => {
  const translated = (type: string) => missingEnglishTexts(builtinComponents.find((component) => component.type === type)!).length === 0;

  it('is the Chinese template’s flow: same id, filters, nodes and edges', () => {
    expect({ ...template, name: '', description: '', data: null }).toEqual({ ...chinese, name: '', description: '', data: null });
    expect(template.data.nodes.map((node) => node.id)).toEqual(chinese.data.nodes.map((node) => node.id));
    expect(template.data.edges).toEqual(chinese.data.edges);
    expect(findOutdatedNodes(template.data.nodes, registry.frontendNodes('en'))).toEqual([]);
    expect(validateFlow(template.data)).toEqual([]);
  });

  it('has an English name, description, guide note, prompts and chat page texts', () => {
    expect(template.name).not.toMatch(CJK);
    expect(template.description).not.toMatch(CJK);
    const notes = template.data.nodes.filter((node) => node.type === 'noteNode');
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note.data.node.description).not.toMatch(CJK);
    const ui = components(template).find((node) => node.data.type === 'UIInput')!;
    expect(JSON.stringify([field(ui, 'greeting').value, field(ui, 'suggestions').value])).not.toMatch(CJK);
    for (const prompt of components(template).filter((node) => node.data.type === 'Prompt')) expect(field(prompt, 'template').value).not.toMatch(CJK);
    for (const agent of components(template).filter((node) => node.data.type === 'Agent')) expect(field(agent, 'system_prompt').value).not.toMatch(CJK);
  });

  it('carries the English texts of the components translated so far', () => {
    for (const node of components(template).filter((candidate) => translated(candidate.data.type))) {
      expect(node.data.node.display_name, node.data.type).toBe(registry.frontendNode(node.data.type, 'en')?.display_name);
      expect(node.data.node.display_name, node.data.type).not.toMatch(CJK);
    }
  });
});

describe('starterTemplates', () => {
  it('answers the templates of a language, Chinese for any other', () => {
    expect(starterTemplates('en')).toBe(STARTER_TEMPLATES_EN);
    expect(starterTemplates('zh')).toBe(STARTER_TEMPLATES);
    expect(starterTemplates('fr')).toBe(STARTER_TEMPLATES);
  });
});

describe('categories', () => {
  it('are the dialog’s use cases and methods (spec/3 section 2)', () => {
    expect(TEMPLATE_USE_CASES.map((category) => category.name)).toEqual(['助手', '分类', '编程', '内容生成', '问答系统', '代理', '网络爬取']);
    expect(TEMPLATE_METHODS.map((category) => category.name)).toEqual(['机器人聊天', '检索增强生成', '智能体']);
  });

  it('name the get-started examples among the templates', () => {
    const keys = STARTER_TEMPLATES.map((template) => template.key);
    expect(GET_STARTED_TEMPLATES.every((key) => keys.includes(key))).toBe(true);
  });

  it('give each example its key, filters and get-started flag', () => {
    expect(basicExampleFields({ key: 'vector-store-rag', tags: ['q-a', 'rag'] })).toEqual({ template_key: 'vector-store-rag', use_cases: ['q-a'], methods: ['rag'], get_started: true });
    expect(basicExampleFields({ key: 'memory-chatbot', tags: ['assistants', 'chatbots'] }).get_started).toBe(false);
  });

  it('are read from tags in the dialog’s order, unknown tags ignored', () => {
    expect(templateCategoriesOf(['rag', 'x', 'q-a', 'agents'])).toEqual({ use_cases: ['q-a', 'agents'], methods: ['rag', 'agents'] });
  });
});
