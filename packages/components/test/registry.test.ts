import { findOutdatedNodes, type TemplateField } from '@app/flow-graph';
import { codeHash } from '@app/engine';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinComponents, componentSources, createBuiltinRegistry } from '../src';
import { GENERATED_FILE, renderSources } from '../scripts/generate-sources';
import { makeNode } from './support/flows';

/** Sidebar categories of spec/3 section 9. */
const CATEGORIES = new Set(['saved', 'inputs', 'outputs', 'prompts', 'data', 'processing', 'models', 'vector stores', 'embeddings', 'agents', 'media', 'chains', 'loaders', 'link extractors', 'memories', 'output parsers', 'prototypes', 'retrievers', 'text splitters', 'toolkits', 'tools', 'logic', 'helpers']);

const CJK = /\p{Script=Han}/u;

describe('builtinComponents', () => {
  it('has the Langflow type names flows refer to', () => {
    expect(builtinComponents.map((component) => component.type)).toEqual([
      'ChatInput',
      'TextInput',
      'Webhook',
      'UIInput',
      'ChatOutput',
      'TextOutput',
      'UIOutput',
      'Prompt',
      'parser',
      'CombineText',
      'ParseJSONData',
      'StringParser',
      'RegexExtractorComponent',
      'TypeConverterComponent',
      'JSONToData',
      'StructuredOutput',
      'BatchRunComponent',
      'HtmlLinkExtractor',
      'File',
      'SaveToFile',
      'URLComponent',
      'APIRequest',
      'SplitText',
      'LanguageRecursiveTextSplitter',
      'CalculatorComponent',
      'CurrentDate',
      'WebFetch',
      'TavilySearchComponent',
      'ArXivComponent',
      'SearchComponent',
      'AgentQL',
      'ScrapeGraphSearchApi',
      'ApifyActors',
      'ComposioAPI',
      'YouTubeCommentsComponent',
      'YouTubeTranscripts',
      'YfinanceComponent',
      'RemixDocumentation',
      'PythonREPLComponent',
      'MCPTools',
      'ConditionalRouter',
      'LoopComponent',
      'Memory',
      'Agent',
      'RunFlow',
      'CrewAIAgentComponent',
      'SequentialTaskAgentComponent',
      'SequentialTaskComponent',
      'SequentialCrewComponent',
      'HierarchicalTaskComponent',
      'HierarchicalCrewComponent',
      'OpenAIModel',
      'AnthropicModel',
      'OpenAIEmbeddings',
      'DatabaseVectorStore',
      'AstraDB',
      'AstraDBGraph',
      'FAISS',
      'KnowledgeIngestion',
      'KnowledgeRetrieval',
      'AssemblyAITranscriptionJobCreator',
      'AssemblyAITranscriptionJobPoller',
      'needle',
    ]);
  });

  it.each(builtinComponents.map((component) => [component.type, component] as const))('%s is described in Chinese with a spec category and an icon', (_type, component) => {
    expect(CATEGORIES.has(component.category)).toBe(true);
    expect(component.icon).toMatch(/^[A-Za-z-]+$/);
    expect(component.display_name).not.toBe('');
    expect(component.description).toMatch(CJK);
    // A real paragraph: what it does, its inputs and its outputs.
    expect(component.documentation).toMatch(CJK);
    expect(component.documentation?.length).toBeGreaterThan(120);
    for (const input of component.inputs) expect(input.display_name, `${component.type}.${input.name}`).toMatch(CJK);
    for (const output of component.outputs) expect(output.display_name, `${component.type}.${output.name}`).toMatch(CJK);
  });

  it('marks the flow’s inputs and outputs for the run API', () => {
    const io = Object.fromEntries(builtinComponents.flatMap((component) => (component.io ? [[component.type, component.io]] : [])));
    expect(io).toEqual({
      ChatInput: { role: 'input', channel: 'chat' },
      TextInput: { role: 'input', channel: 'text' },
      Webhook: { role: 'input', channel: 'webhook' },
      ChatOutput: { role: 'output', channel: 'chat' },
      TextOutput: { role: 'output', channel: 'text' },
      UIOutput: { role: 'output', channel: 'data' },
    });
  });
});

describe('componentSources', () => {
  it('holds each component module’s source under its type', () => {
    expect(Object.keys(componentSources).sort()).toEqual(builtinComponents.map((component) => component.type).sort());
    expect(componentSources.ChatInput).toBe(readFileSync(new URL('../src/inputs/chatInput.ts', import.meta.url), 'utf8'));
    for (const component of builtinComponents) expect(componentSources[component.type]).toContain(`type: '${component.type}'`);
  });

  it('is up to date with the modules (pnpm --filter @app/components sources rewrites it)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(renderSources());
  });
});

describe('createBuiltinRegistry', () => {
  const registry = createBuiltinRegistry();

  it('puts each component’s source in its nodes’ code field', () => {
    const node = registry.frontendNode('Prompt');
    expect((node?.template.code as TemplateField).value).toBe(componentSources.Prompt);
    const prompt = builtinComponents.find((component) => component.type === 'Prompt');
    expect(node?.metadata).toEqual({
      code_hash: codeHash(componentSources.Prompt as string),
      module: 'Prompt',
      display_names: { zh: prompt?.display_name, en: prompt?.en?.display_name ?? prompt?.display_name },
      descriptions: { zh: prompt?.description, en: prompt?.en?.description ?? prompt?.description },
    });
  });

  it('groups the catalogue by category', () => {
    const catalogue = registry.catalogue();
    expect(Object.keys(catalogue).sort()).toEqual([
      'agents',
      'data',
      'embeddings',
      'inputs',
      'logic',
      'memories',
      'models',
      'outputs',
      'processing',
      'prompts',
      'text splitters',
      'tools',
      'vector stores',
    ]);
    expect(Object.keys(catalogue.models ?? {})).toEqual(['OpenAIModel', 'AnthropicModel']);
    expect(Object.keys(catalogue.data ?? {})).toEqual(['File', 'SaveToFile', 'URLComponent', 'APIRequest', 'AssemblyAITranscriptionJobCreator', 'AssemblyAITranscriptionJobPoller']);
    expect(Object.keys(catalogue.tools ?? {})).toEqual(['CalculatorComponent', 'CurrentDate', 'WebFetch', 'TavilySearchComponent', 'ArXivComponent', 'SearchComponent', 'AgentQL', 'ScrapeGraphSearchApi', 'ApifyActors', 'ComposioAPI', 'YouTubeCommentsComponent', 'YouTubeTranscripts', 'YfinanceComponent', 'RemixDocumentation', 'PythonREPLComponent', 'MCPTools', 'needle']);
    expect(Object.keys(catalogue.logic ?? {})).toEqual(['ConditionalRouter', 'LoopComponent', 'RunFlow']);
    expect(Object.keys(catalogue.agents ?? {})).toEqual(['Agent', 'CrewAIAgentComponent', 'SequentialTaskAgentComponent', 'SequentialTaskComponent', 'SequentialCrewComponent', 'HierarchicalTaskComponent', 'HierarchicalCrewComponent']);
  });

  it('produces nodes that are current, so flows built from it are not outdated', () => {
    const nodes = builtinComponents.map((component) => makeNode(`${component.type}-abcde`, {}, registry));
    expect(findOutdatedNodes(nodes, registry.frontendNodes())).toEqual([]);
  });

  it('adds extra components with their sources', () => {
    const extra = { ...builtinComponents[0], type: 'MyInput' } as (typeof builtinComponents)[number];
    const withExtra = createBuiltinRegistry({ components: [extra], sources: { MyInput: '// mine' } });
    expect((withExtra.frontendNode('MyInput')?.template.code as TemplateField).value).toBe('// mine');
    expect(withExtra.has('ChatInput')).toBe(true);
  });

  it('keeps Langflow’s field and output names', () => {
    const shape = (type: string) => {
      const node = registry.frontendNode(type);
      return { fields: node?.field_order, outputs: node?.outputs?.map((output) => output.name) };
    };
    expect(shape('ChatInput').outputs).toEqual(['message']);
    expect(shape('ChatOutput')).toMatchObject({ outputs: ['message'] });
    expect(shape('ChatOutput').fields).toContain('input_value');
    expect(shape('Prompt')).toEqual({ fields: ['template'], outputs: ['prompt'] });
    expect(shape('parser')).toEqual({ fields: ['input_data', 'mode', 'pattern', 'sep'], outputs: ['parsed_text'] });
    expect(shape('ConditionalRouter').outputs).toEqual(['true_result', 'false_result']);
    expect(shape('LoopComponent')).toEqual({ fields: ['data'], outputs: ['item', 'done'] });
    expect(shape('Memory').outputs).toEqual(['messages', 'messages_text']);
    expect(registry.frontendNode('LoopComponent')?.outputs?.[0]?.allows_loop).toBe(true);
    expect(shape('File')).toEqual({ fields: ['path', 'file_path', 'separator', 'silent_errors'], outputs: ['dataframe', 'message'] });
    expect(shape('URLComponent').outputs).toEqual(['page_results', 'raw_results']);
    expect(shape('APIRequest').outputs).toEqual(['data']);
    expect(shape('SplitText')).toMatchObject({ outputs: ['dataframe'] });
    expect(shape('SplitText').fields).toEqual(expect.arrayContaining(['data_inputs', 'chunk_overlap', 'chunk_size', 'separator', 'text_key', 'keep_separator']));
    expect(shape('CalculatorComponent')).toEqual({ fields: ['expression'], outputs: ['result'] });
  });
});
