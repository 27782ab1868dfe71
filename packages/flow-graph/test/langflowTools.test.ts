// Langflow tools an Agent calls, mapped onto ours in tool mode: API Request (its URL argument
// under our name, its tools table ours), 1.0/1.1's Calculator and URL Content Fetcher with their
// own Tool outputs, 1.0's Tool Calling Agent, the searches (Tavily, arXiv, SearchApi) under
// their names and outputs of 1.0–1.6, and AgentQL's Extract Web Data.
import { describe, expect, it } from 'vitest';
import { importLangflowGraph } from '../src/langflow';
import type { ComponentNode, GenericNode } from '../src/types/nodes';
import { component, connect, field, output } from './fixtures';

const PYTHON = 'from langflow.custom import Component\n\nclass APIRequestComponent(Component):\n    pass\n';
const JAVASCRIPT = "import { defineComponent } from '@app/engine';\n";

function langflow(node: GenericNode): GenericNode {
  node.data.node.template.code = field({ type: 'code', value: PYTHON });
  return node;
}

const code = field({ type: 'code', value: JAVASCRIPT });
const ours: Record<string, ComponentNode> = {
  APIRequest: component('APIRequest-x', {
    fields: { url: field({ tool_mode: true }), method: field({ options: ['GET', 'POST'], value: 'GET' }), timeout: field({ type: 'int', value: 30 }), code },
    outputs: [output('data', ['Data'], { method: 'make_api_request' })],
  }).data.node,
  CalculatorComponent: component('CalculatorComponent-x', {
    fields: { expression: field({ tool_mode: true }), code },
    outputs: [output('result', ['Data'], { method: 'evaluate_expression' })],
  }).data.node,
  TavilySearchComponent: component('TavilySearchComponent-x', {
    fields: { api_key: field({ password: true, load_from_db: true }), query: field({ tool_mode: true }), max_results: field({ type: 'int', value: 5 }), code },
    outputs: [output('dataframe', ['DataFrame'], { method: 'fetch_content_dataframe' }), output('text', ['Message'], { method: 'fetch_content_text' })],
  }).data.node,
  Agent: component('Agent-x', {
    fields: {
      agent_llm: field({ type: 'other', input_types: ['LanguageModel'] }),
      system_prompt: field({ input_types: ['Message'] }),
      tools: field({ type: 'other', input_types: ['Tool'], list: true }),
      n_messages: field({ type: 'int', value: 100 }),
      max_iterations: field({ type: 'int', value: 15 }),
      code,
    },
    outputs: [output('response')],
  }).data.node,
  WebFetch: component('WebFetch-x', { fields: { url: field({ tool_mode: true }), code }, outputs: [output('text', ['Message'], { method: 'fetch_page' })] }).data.node,
  OpenAIModel: component('OpenAIModel-x', { fields: { code }, outputs: [output('text_output'), output('model_output', ['LanguageModel'])] }).data.node,
  ArXivComponent: component('ArXivComponent-x', {
    fields: { search_query: field({ tool_mode: true }), search_type: field({ options: ['all', 'title'], value: 'all' }), max_results: field({ type: 'int', value: 10 }), code },
    outputs: [output('dataframe', ['DataFrame'], { method: 'search_papers_dataframe' })],
  }).data.node,
  SearchComponent: component('SearchComponent-x', {
    fields: { api_key: field({ password: true, load_from_db: true }), engine: field({ options: ['google', 'bing'], value: 'google' }), input_value: field({ tool_mode: true }), code },
    outputs: [output('dataframe', ['DataFrame'], { method: 'fetch_content_dataframe' }), output('text', ['Message'], { method: 'fetch_content_text' })],
  }).data.node,
  AgentQL: component('AgentQL-x', {
    fields: { api_key: field({ password: true, load_from_db: true }), url: field({ tool_mode: true }), query: field({ tool_mode: true }), prompt: field({ tool_mode: true }), mode: field({ options: ['fast', 'standard'], value: 'fast' }), code },
    outputs: [output('data', ['Data'], { method: 'build_output' })],
  }).data.node,
  LoopComponent: component('LoopComponent-x', { fields: { data: field({ type: 'other', input_types: ['DataFrame', 'Data'] }), code }, outputs: [output('item', ['Data']), output('done', ['Data'])] }).data.node,
  ChatOutput: component('ChatOutput-x', { fields: { input_value: field({ input_types: ['Data', 'Message'] }), code }, outputs: [output('message')] }).data.node,
};
const catalogue = (type: string) => ours[type];

const agent = () => langflow(component('Agent-a', { fields: { tools: field({ type: 'other', input_types: ['Tool'], list: true }) }, outputs: [output('response')] }));
const toolset = () => output('component_as_tool', ['Tool'], { method: 'to_toolkit' });
/** Langflow 1.5 on: one tool whose arguments are Langflow's (`url_input`, `curl_input`). */
const LANGFLOW_TOOLS = [{ name: 'make_api_request', description: 'Make HTTP requests using URL or cURL commands.', tags: ['make_api_request'], args: { url_input: {}, curl_input: {} } }];

function apiRequest(fields: Record<string, ReturnType<typeof field>>): GenericNode {
  const node = langflow(component('APIRequest-r', { fields: { ...fields, tools_metadata: field({ type: 'tools', value: LANGFLOW_TOOLS }) }, outputs: [toolset()] }));
  node.data.node.tool_mode = true;
  return node;
}

const node = (nodes: unknown[], id: string) => nodes.find((candidate) => (candidate as GenericNode).id === id) as GenericNode;

describe('Langflow tools mapped onto ours', () => {
  it('API Request in tool mode: url_input → url, the Toolset still feeds the Agent, the tools named and described by ours', () => {
    const request = apiRequest({ url_input: field({ value: 'https://pokeapi.co/api/v2/pokemon/ditto', tool_mode: true }), mode: field({ type: 'tab', value: 'URL' }), timeout: field({ type: 'int', value: 5 }) });
    const target = agent();
    const { data, unsupported } = importLangflowGraph({ nodes: [request, target], edges: [connect(request, 'component_as_tool', target, 'tools')] }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = node(data.nodes, 'APIRequest-r');
    expect(mapped.data.type).toBe('APIRequest');
    expect(mapped.data.node.tool_mode).toBe(true);
    expect(mapped.data.node.outputs?.map((out) => out.name)).toEqual(['component_as_tool']);
    expect(mapped.data.node.template.url).toMatchObject({ value: 'https://pokeapi.co/api/v2/pokemon/ditto' });
    expect(mapped.data.node.template.timeout).toMatchObject({ value: 5 });
    expect(mapped.data.node.template.url_input).toBeUndefined();
    // Langflow's rows describe its cURL argument: our tool keeps its own name and description.
    expect(mapped.data.node.template.tools_metadata).toMatchObject({ value: [] });
    expect(data.edges).toHaveLength(1);
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ dataType: 'APIRequest', id: 'APIRequest-r', name: 'component_as_tool' });
  });

  it('keeps the tools table of a codeless API Request (ours, e.g. a hand-made file): its rows are no Langflow’s', () => {
    const rows = [{ name: 'pokedex', description: 'Looks up a Pokémon.', tags: ['make_api_request'] }];
    const request = apiRequest({ url: field({ value: 'https://pokeapi.co/api/v2/pokemon/ditto' }) });
    request.data.node.template = { ...request.data.node.template, tools_metadata: field({ type: 'table', value: rows }) };
    delete request.data.node.template.code;
    const { data } = importLangflowGraph({ nodes: [request], edges: [] }, catalogue);
    expect(node(data.nodes, 'APIRequest-r').data.node.template.tools_metadata).toMatchObject({ value: rows });
  });

  it('API Request of 1.3–1.4 takes its one URL from the `urls` list', () => {
    const { data } = importLangflowGraph({ nodes: [apiRequest({ urls: field({ list: true, value: ['https://a.example/x'] }), use_curl: field({ type: 'bool', value: false }) })], edges: [] }, catalogue);
    expect(node(data.nodes, 'APIRequest-r').data.node.template.url).toMatchObject({ value: 'https://a.example/x' });
  });

  it('leaves API Request in cURL mode or with several URLs refused: ours sends one request to one URL', () => {
    const curl = apiRequest({ mode: field({ type: 'tab', value: 'cURL' }), curl_input: field({ value: 'curl https://a.example' }) });
    const oldCurl = apiRequest({ use_curl: field({ type: 'bool', value: true }) });
    const several = apiRequest({ urls: field({ list: true, value: ['https://a.example', 'https://b.example'] }) });
    for (const request of [curl, oldCurl, several]) {
      expect(importLangflowGraph({ nodes: [request], edges: [] }, catalogue).unsupported).toEqual([{ id: 'APIRequest-r', name: 'APIRequest' }]);
    }
  });

  it('Calculator of 1.0/1.1 connected by its Tool output becomes ours in tool mode', () => {
    const calculator = langflow(
      component('CalculatorTool-c', {
        fields: { expression: field({ value: '2+2' }) },
        outputs: [output('api_run_model', ['Data'], { method: 'run_model' }), output('api_build_tool', ['Tool'], { method: 'build_tool' })],
      }),
    );
    const target = agent();
    const { data, unsupported } = importLangflowGraph({ nodes: [calculator, target], edges: [connect(calculator, 'api_build_tool', target, 'tools')] }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = node(data.nodes, 'CalculatorTool-c');
    expect(mapped.data.type).toBe('CalculatorComponent');
    expect(mapped.data.node.tool_mode).toBe(true);
    expect(mapped.data.node.outputs).toMatchObject([{ name: 'component_as_tool', method: 'to_toolkit', types: ['Tool'] }]);
    expect(mapped.data.node.template.expression).toMatchObject({ value: '2+2' });
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ dataType: 'CalculatorComponent', name: 'component_as_tool' });
  });

  it('Calculator of 1.0/1.1 connected by its Data output keeps ours as it is, the edge leaving `result`', () => {
    const calculator = langflow(
      component('CalculatorTool-c', { outputs: [output('api_run_model', ['Data'], { method: 'run_model' }), output('api_build_tool', ['Tool'], { method: 'build_tool' })] }),
    );
    const chat = langflow(component('ChatOutput-o', { fields: { input_value: field({ input_types: ['Data', 'Message'] }) }, outputs: [output('message')] }));
    const { data } = importLangflowGraph({ nodes: [calculator, chat], edges: [connect(calculator, 'api_run_model', chat, 'input_value')] }, catalogue);
    const mapped = node(data.nodes, 'CalculatorTool-c');
    expect(mapped.data.node.tool_mode).not.toBe(true);
    expect(mapped.data.node.outputs?.map((out) => out.name)).toEqual(['result']);
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ id: 'CalculatorTool-c', name: 'result' });
  });

  it('Tavily Search of 1.2–1.4 in tool mode: its key variable kept, its tools table (an api_key argument) ours', () => {
    const rows = [{ name: 'TavilySearchComponent-fetch_content', description: 'fetch_content(api_key: Message) - Tavily', tags: ['TavilySearchComponent-fetch_content'] }];
    const search = langflow(
      component('TavilySearchComponent-s', {
        fields: { api_key: field({ value: 'TAVILY_API_KEY', load_from_db: true, password: true }), max_results: field({ type: 'int', value: 3 }), tools_metadata: field({ type: 'tools', value: rows }) },
        outputs: [toolset()],
      }),
    );
    search.data.node.tool_mode = true;
    const target = agent();
    const { data, unsupported } = importLangflowGraph({ nodes: [search, target], edges: [connect(search, 'component_as_tool', target, 'tools')] }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = node(data.nodes, 'TavilySearchComponent-s');
    expect(mapped.data.node.template).toMatchObject({ api_key: { value: 'TAVILY_API_KEY', load_from_db: true }, max_results: { value: 3 }, tools_metadata: { value: [] } });
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ dataType: 'TavilySearchComponent', name: 'component_as_tool' });
  });

  it('Tavily of 1.1 (TavilyAISearch): its Tool output becomes our Toolset, its Data output our search results', () => {
    const outputs = () => [output('api_run_model', ['Data'], { method: 'run_model' }), output('api_build_tool', ['Tool'], { method: 'build_tool' })];
    const asTool = langflow(component('TavilyAISearch-t', { fields: { query: field({ value: '' }) }, outputs: outputs() }));
    const asData = langflow(component('TavilyAISearch-d', { outputs: outputs() }));
    const chat = langflow(component('ChatOutput-o', { fields: { input_value: field({ input_types: ['Data', 'Message'] }) }, outputs: [output('message')] }));
    const target = agent();
    const edges = [connect(asTool, 'api_build_tool', target, 'tools'), connect(asData, 'api_run_model', chat, 'input_value')];
    const { data, unsupported } = importLangflowGraph({ nodes: [asTool, asData, target, chat], edges }, catalogue);
    expect(unsupported).toEqual([]);
    expect(node(data.nodes, 'TavilyAISearch-t').data).toMatchObject({ type: 'TavilySearchComponent', node: { tool_mode: true } });
    expect(node(data.nodes, 'TavilyAISearch-d').data.node.tool_mode).not.toBe(true);
    expect(data.edges.map((edge) => edge.data?.sourceHandle?.name)).toEqual(['component_as_tool', 'dataframe']);
  });

  it('Tool Calling Agent (1.0) is our Agent with its connected model, tools and instructions, reading no history', () => {
    const model = langflow(component('OpenAIModel-m', { outputs: [output('text_output'), output('model_output', ['LanguageModel'])] }));
    const fetcher = langflow(
      component('url_content_fetcher-u', {
        fields: { url: field({ input_types: ['Message'] }) },
        outputs: [output('api_run_model', ['Data'], { method: 'run_model' }), output('api_build_tool', ['Tool'], { method: 'build_tool' })],
      }),
    );
    const toolAgent = langflow(
      component('ToolCallingAgent-t', {
        fields: {
          llm: field({ type: 'other', input_types: ['LanguageModel'] }),
          tools: field({ type: 'other', input_types: ['Tool', 'BaseTool'], list: true }),
          system_prompt: field({ input_types: ['Message'], value: 'You are a City Selection Expert.' }),
          user_prompt: field({ input_types: ['Message'], value: '{input}' }),
          max_iterations: field({ type: 'int', value: '7' }),
        },
        outputs: [output('agent', ['AgentExecutor']), output('response')],
      }),
    );
    const edges = [connect(model, 'model_output', toolAgent, 'llm'), connect(fetcher, 'api_build_tool', toolAgent, 'tools')];
    const { data, unsupported } = importLangflowGraph({ nodes: [model, fetcher, toolAgent], edges }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = node(data.nodes, 'ToolCallingAgent-t');
    expect(mapped.data.type).toBe('Agent');
    expect(mapped.data.node.template).toMatchObject({ system_prompt: { value: 'You are a City Selection Expert.' }, max_iterations: { value: 7 }, n_messages: { value: 0 } });
    expect(node(data.nodes, 'url_content_fetcher-u').data).toMatchObject({ type: 'WebFetch', node: { tool_mode: true, outputs: [{ name: 'component_as_tool' }] } });
    expect(data.edges.map((edge) => [edge.data?.sourceHandle, edge.data?.targetHandle])).toMatchObject([
      [{ id: 'OpenAIModel-m', name: 'model_output' }, { id: 'ToolCallingAgent-t', fieldName: 'agent_llm' }],
      [{ id: 'url_content_fetcher-u', name: 'component_as_tool' }, { id: 'ToolCallingAgent-t', fieldName: 'tools' }],
    ]);
  });

  it('leaves a Tool Calling Agent whose user prompt is more than the input refused: ours has no such template', () => {
    const toolAgent = langflow(component('ToolCallingAgent-t', { fields: { user_prompt: field({ value: 'Answer briefly: {input}' }) }, outputs: [output('response')] }));
    expect(importLangflowGraph({ nodes: [toolAgent], edges: [] }, catalogue).unsupported).toEqual([{ id: 'ToolCallingAgent-t', name: 'ToolCallingAgent' }]);
  });

  it('arXiv of 1.2–1.4 feeding a Loop by its Data output: our DataFrame takes the edge, the search settings carry over', () => {
    const outputs = [output('data', ['Data'], { method: 'search_papers' }), output('dataframe', ['DataFrame'], { method: 'as_dataframe' })];
    const arxiv = langflow(component('ArXivComponent-a', { fields: { search_type: field({ options: ['all', 'title'], value: 'title' }), max_results: field({ type: 'int', value: 3 }) }, outputs }));
    const loop = langflow(component('LoopComponent-l', { fields: { data: field({ type: 'other', input_types: ['DataFrame', 'Data'] }) }, outputs: [output('item', ['Data'])] }));
    const { data, unsupported } = importLangflowGraph({ nodes: [arxiv, loop], edges: [connect(arxiv, 'data', loop, 'data')] }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = node(data.nodes, 'ArXivComponent-a');
    expect(mapped.data.node.template).toMatchObject({ search_type: { value: 'title' }, max_results: { value: 3 } });
    expect(mapped.data.node.outputs?.map((out) => out.name)).toEqual(['dataframe']);
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ dataType: 'ArXivComponent', name: 'dataframe', output_types: ['DataFrame'] });
  });

  it('SearchApi of 1.2 on (SearchComponent) in tool mode: engine and key kept, its tools table (an api_key argument) ours', () => {
    const rows = [{ name: 'SearchComponent-fetch_content', description: 'fetch_content(api_key: Message) - Call the searchapi.io API with result limiting', tags: ['SearchComponent-fetch_content'] }];
    const search = langflow(
      component('SearchComponent-s', {
        fields: { api_key: field({ value: 'SEARCHAPI_API_KEY', load_from_db: true, password: true }), engine: field({ options: ['google', 'bing'], value: 'bing' }), tools_metadata: field({ type: 'table', value: rows }) },
        outputs: [toolset()],
      }),
    );
    search.data.node.tool_mode = true;
    const target = agent();
    const { data, unsupported } = importLangflowGraph({ nodes: [search, target], edges: [connect(search, 'component_as_tool', target, 'tools')] }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = node(data.nodes, 'SearchComponent-s');
    expect(mapped.data.node.template).toMatchObject({ api_key: { value: 'SEARCHAPI_API_KEY', load_from_db: true }, engine: { value: 'bing' }, tools_metadata: { value: [] } });
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ dataType: 'SearchComponent', name: 'component_as_tool' });
  });

  it('SearchApi of 1.0/1.1 (SearchAPI): its Tool output becomes our Toolset, its Data output our results table', () => {
    const outputs = () => [output('api_run_model', ['Data'], { method: 'run_model' }), output('api_build_tool', ['Tool'], { method: 'build_tool' })];
    const asTool = langflow(component('SearchAPI-t', { fields: { input_value: field({ value: 'langflow docs' }) }, outputs: outputs() }));
    const asData = langflow(component('SearchAPI-d', { outputs: outputs() }));
    const chat = langflow(component('ChatOutput-o', { fields: { input_value: field({ input_types: ['Data', 'Message'] }) }, outputs: [output('message')] }));
    const target = agent();
    const edges = [connect(asTool, 'api_build_tool', target, 'tools'), connect(asData, 'api_run_model', chat, 'input_value')];
    const { data, unsupported } = importLangflowGraph({ nodes: [asTool, asData, target, chat], edges }, catalogue);
    expect(unsupported).toEqual([]);
    expect(node(data.nodes, 'SearchAPI-t').data).toMatchObject({ type: 'SearchComponent', node: { tool_mode: true, template: { input_value: { value: 'langflow docs' } } } });
    expect(node(data.nodes, 'SearchAPI-d').data.node.tool_mode).not.toBe(true);
    expect(data.edges.map((edge) => edge.data?.sourceHandle?.name)).toEqual(['component_as_tool', 'dataframe']);
  });

  it('AgentQL (Extract Web Data) of 1.2 on in tool mode: its key variable and settings kept, its tools table (an api_key argument) ours', () => {
    const rows = [{ name: 'AgentQL-build_output', description: 'build_output(api_key: Message, url: Message) - Extracts structured data', tags: ['AgentQL-build_output'] }];
    const extract = langflow(
      component('AgentQL-q', {
        fields: { api_key: field({ value: 'AGENTQL_API_KEY', load_from_db: true, password: true }), mode: field({ options: ['fast', 'standard'], value: 'standard' }), tools_metadata: field({ type: 'table', value: rows }) },
        outputs: [toolset()],
      }),
    );
    extract.data.node.tool_mode = true;
    const target = agent();
    const { data, unsupported } = importLangflowGraph({ nodes: [extract, target], edges: [connect(extract, 'component_as_tool', target, 'tools')] }, catalogue);
    expect(unsupported).toEqual([]);
    const mapped = node(data.nodes, 'AgentQL-q');
    expect(mapped.data).toMatchObject({ type: 'AgentQL', node: { tool_mode: true } });
    expect(mapped.data.node.template).toMatchObject({ api_key: { value: 'AGENTQL_API_KEY', load_from_db: true }, mode: { value: 'standard' }, tools_metadata: { value: [] } });
    expect(data.edges[0]?.data?.sourceHandle).toMatchObject({ dataType: 'AgentQL', name: 'component_as_tool' });
  });
});
