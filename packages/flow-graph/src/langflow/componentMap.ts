// Which of our components stands for a Langflow component, and how its fields and outputs are
// named here. Only components whose meaning is the same are listed; everything else stays a
// Langflow node the canvas marks as not available (cloud stores ours does not reach, such as
// Chroma, are not silently swapped for ours). The README of @app/components shows this table.
import type { NodeTemplate } from '../types/fields';
import { composioValues } from './composioValues';
import { mcpValues } from './mcpServers';
import { textOf, valueOf } from './templateValues';

export interface LangflowMapping {
  /** Our component type for a Langflow node; undefined when its settings choose something we lack. */
  target: (template: NodeTemplate) => string | undefined;
  /** Langflow field name → ours, where they differ. */
  fields?: Readonly<Record<string, string>>;
  /**
   * Langflow fields ours splits into several (1.2–1.4 If-Else's one message for both branches,
   * ours one per branch): the value and the edges go to each.
   */
  splitFields?: Readonly<Record<string, readonly string[]>>;
  /** Langflow output name → ours, where they differ. */
  outputs?: Readonly<Record<string, string>>;
  /** Values of ours that follow from the Langflow node's settings (e.g. the provider). */
  values?: (template: NodeTemplate) => Record<string, unknown>;
  /** Langflow's fields of the node's own making (a prompt's variables) come along as they are. */
  keepDynamicFields?: boolean;
  /**
   * Our output that gives the component's tools itself: Langflow's tool mode (its Toolset output
   * `component_as_tool`) becomes this output instead of our tool mode.
   */
  toolsOutput?: string;
  /**
   * Langflow 1.0/1.1 tools' own Tool outputs (Calculator's `api_build_tool`): a node with an edge
   * from one becomes ours in tool mode, the edge leaving our Toolset.
   */
  toolOutputs?: readonly string[];
  /**
   * Langflow's tools table describes arguments ours does not take (API Request's cURL command):
   * the tools start from our name and description instead of Langflow's rows.
   */
  ownToolsTable?: boolean;
}


const same = (type: string) => () => type;

/** Langflow's generic model component: OpenAI, Anthropic, or any service at an OpenAI-compatible base URL. */
function modelByProvider(template: NodeTemplate): string | undefined {
  const provider = textOf(template, 'provider');
  if (provider === 'OpenAI') return 'OpenAIModel';
  if (provider === 'Anthropic') return 'AnthropicModel';
  return textOf(template, 'base_url') !== '' || textOf(template, 'openai_api_base') !== '' ? 'OpenAIModel' : undefined;
}

/** Langflow's components for one OpenAI-compatible service: our model at that service's address. */
function serviceModel(baseUrl: string, address: (template: NodeTemplate) => string = () => ''): LangflowMapping {
  return { target: same('OpenAIModel'), values: (template) => ({ provider: 'OpenAI', openai_api_base: address(template) || baseUrl }) };
}

/** SambaNova's `base_url` is the whole chat completions URL; ours is the API's base. */
const sambaNovaAddress = (template: NodeTemplate): string => textOf(template, 'base_url').replace(/\/chat\/completions\/?$/, '');

/** The providers our Agent runs inline; Langflow's others (Google, watsonx …) are not mapped. */
const AGENT_PROVIDERS = new Set(['OpenAI', 'Anthropic']);

/** Langflow's Agent providers that speak OpenAI's protocol: ours with the OpenAI preset at the service's address. */
const AGENT_OPENAI_SERVICES: Readonly<Record<string, (template: NodeTemplate) => string>> = {
  SambaNova: (template) => sambaNovaAddress(template) || 'https://api.sambanova.ai/v1',
};

function agentTarget(template: NodeTemplate): string | undefined {
  const provider = textOf(template, 'agent_llm');
  // "Custom" (or nothing) means a model component is connected to agent_llm.
  return provider === '' || provider === 'Custom' || AGENT_PROVIDERS.has(provider) || Object.hasOwn(AGENT_OPENAI_SERVICES, provider) ? 'Agent' : undefined;
}

function agentValues(template: NodeTemplate): Record<string, unknown> {
  const provider = textOf(template, 'agent_llm');
  const address = Object.hasOwn(AGENT_OPENAI_SERVICES, provider) ? AGENT_OPENAI_SERVICES[provider] : undefined;
  if (address) return { provider: 'OpenAI', openai_api_base: address(template) };
  return AGENT_PROVIDERS.has(provider) ? { provider } : {};
}

/**
 * 1.0's Tool Calling Agent is our Agent with its connected model, as long as its user prompt is
 * the input itself (ours has no user prompt template). Its chat history is a connected input, so
 * with none connected it reads no history: ours reads none either.
 */
const toolCallingAgent: LangflowMapping = {
  target: (template) => (['', '{input}'].includes(textOf(template, 'user_prompt').trim()) ? 'Agent' : undefined),
  fields: { llm: 'agent_llm' },
  values: () => ({ n_messages: 0 }),
};

/**
 * Langflow's If-Else matches a regex with Python's re.match: from the text's start, and always
 * case-sensitive (its switch applies to the other operators). Ours matches anywhere, ignoring
 * case unless told, so a written pattern is anchored and the switch turned on.
 */
function langflowRegex(template: NodeTemplate): Record<string, unknown> {
  if (textOf(template, 'operator') !== 'regex') return {};
  const pattern = valueOf(template, 'match_text');
  // `^a|b` anchors only its first branch: a pattern with any | is wrapped whole.
  const anchored = typeof pattern !== 'string' || pattern === '' || (pattern.startsWith('^') && !pattern.includes('|'));
  return { case_sensitive: true, ...(anchored ? {} : { match_text: `^(?:${pattern})` }) };
}

/**
 * Langflow's Save File onto ours (the owner's files, Langflow's Local storage): 1.2–1.4 took one
 * of three inputs and a file path, 1.5 a format and a name, 1.6 also a storage location. AWS,
 * Google Drive and Excel files are not ours.
 */
function saveFileTarget(template: NodeTemplate): string | undefined {
  const locations = valueOf(template, 'storage_location');
  const location = Array.isArray(locations) ? (locations[0] as { name?: unknown } | undefined)?.name : undefined;
  const format = textOf(template, 'local_format') || textOf(template, 'file_format');
  return (location === undefined || location === 'Local') && format !== 'excel' ? 'SaveToFile' : undefined;
}

const saveFile: LangflowMapping = {
  target: saveFileTarget,
  fields: { df: 'input', data: 'input', message: 'input', file_path: 'file_name', file_format: 'local_format' },
  outputs: { confirmation: 'message', result: 'message' },
};

const parser: LangflowMapping = { target: same('parser'), fields: { data: 'input_data', template: 'pattern' }, outputs: { text: 'parsed_text' } };
/** 1.2's URL names its HTML output format "Raw HTML", ours "HTML". */
const url: LangflowMapping = {
  target: same('URLComponent'),
  outputs: { data: 'page_results', dataframe: 'page_results', text: 'raw_results' },
  values: (template) => (textOf(template, 'format') === 'Raw HTML' ? { format: 'HTML' } : {}),
};
const prompt: LangflowMapping = { target: same('Prompt'), keepDynamicFields: true };

/** Langflow 1.3's schema rows name the text type `text`; ours (and Langflow's later) `str`. */
function schemaRows(template: NodeTemplate): Record<string, unknown> {
  const rows = valueOf(template, 'output_schema');
  if (!Array.isArray(rows)) return {};
  return { output_schema: rows.map((row: unknown) => (typeof row === 'object' && row !== null && (row as { type?: unknown }).type === 'text' ? { ...row, type: 'str' } : row)) };
}

/** The URLs of Langflow's API Request: 1.3–1.4 take a list (or commas), later ones one URL. */
function requestUrls(template: NodeTemplate): string[] {
  const urls = valueOf(template, 'urls');
  const list = Array.isArray(urls) ? urls : typeof urls === 'string' ? urls.split(',') : [];
  return list.filter((url): url is string => typeof url === 'string' && url.trim() !== '').map((url) => url.trim());
}

/** Ours sends one request to one URL: Langflow's cURL mode and several URLs are not mapped. */
function apiRequestTarget(template: NodeTemplate): string | undefined {
  const curl = textOf(template, 'mode') === 'cURL' || valueOf(template, 'use_curl') === true;
  return curl || requestUrls(template).length > 1 ? undefined : 'APIRequest';
}

const apiRequest: LangflowMapping = {
  target: apiRequestTarget,
  fields: { url_input: 'url' },
  values: (template) => {
    const [url] = requestUrls(template);
    return url === undefined ? {} : { url };
  },
  ownToolsTable: true,
};

const structuredOutput: LangflowMapping = { target: same('StructuredOutput'), outputs: { structured_output_dataframe: 'dataframe_output' }, values: schemaRows };

/**
 * Tavily's search: 1.2–1.4 named its outputs `data` and `text`, 1.5 on `dataframe`; 1.1's
 * TavilyAISearch has its own Tool output. Langflow's tools tables describe an `api_key` argument
 * (1.2–1.4), so the tools start from ours.
 */
const tavilySearch: LangflowMapping = { target: same('TavilySearchComponent'), outputs: { data: 'dataframe', api_run_model: 'dataframe' }, toolOutputs: ['api_build_tool'], ownToolsTable: true };

/** arXiv's search: 1.2–1.4 had a Data output `data` beside `dataframe`; ours gives the same rows as one DataFrame. */
const arxivSearch: LangflowMapping = { target: same('ArXivComponent'), outputs: { data: 'dataframe' }, ownToolsTable: true };

/**
 * SearchApi's search: 1.2–1.4 named its outputs `data`, `text` and `dataframe`, 1.5 on `dataframe`;
 * 1.0/1.1's SearchAPI has its own Tool output. 1.2–1.4's tools tables describe an `api_key`
 * argument, so the tools start from ours.
 */
const searchApiSearch: LangflowMapping = { target: same('SearchComponent'), outputs: { data: 'dataframe', api_run_model: 'dataframe' }, toolOutputs: ['api_build_tool'], ownToolsTable: true };

/** AgentQL's Extract Web Data (1.2 on): 1.2–1.4's tools tables describe an `api_key` argument, so the tools start from ours. */
const agentQl: LangflowMapping = { target: same('AgentQL'), ownToolsTable: true };
const emptyObject = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);

/**
 * Astra DB onto ours on the Data API, with a connected embedding model or the collection's own
 * embedding provider (1.3's `embedding_choice` is what the collection has, which ours reads from
 * it), by similarity or hybrid search: score thresholds, MMR, search filters and another content
 * field are not ours.
 */
function astraTarget(template: NodeTemplate): string | undefined {
  const search = textOf(template, 'search_type');
  const filtered = !emptyObject(valueOf(template, 'search_filter')) || !emptyObject(valueOf(template, 'advanced_search_filter'));
  const content = textOf(template, 'content_field');
  return filtered || !['', 'Similarity'].includes(search) || !['', 'content'].includes(content) ? undefined : 'AstraDB';
}

/** 1.1 named the embeddings `embedding`, the query `search_input`, the keyspace `namespace`. */
const astraDb: LangflowMapping = {
  target: astraTarget,
  fields: { embedding: 'embedding_model', search_input: 'search_query', namespace: 'keyspace', pre_delete_collection: 'clear_collection' },
  outputs: { base_retriever: 'retriever' },
};

/**
 * 1.0's AstraVectorStoreComponent: the fields 1.1 kept. Its "Astra Vectorize" creates the
 * collection with the provider and model set on the node, which ours leaves to Astra's console.
 */
const astraVectorStore: LangflowMapping = {
  ...astraDb,
  target: (template) => (textOf(template, 'embedding_service') === 'Astra Vectorize' ? undefined : astraTarget(template)),
};

/**
 * YouTube's transcripts: 1.2 on as ours; 1.1's YouTubeTranscriptsComponent had its own Tool output
 * and gave the transcript as Data. Ours is one tool (the text) where Langflow's table lists one per
 * output, so the tools start from ours.
 */
const youtubeTranscripts: LangflowMapping = { target: same('YouTubeTranscripts'), outputs: { transcripts: 'data_output' }, toolOutputs: ['transcripts_tool'], ownToolsTable: true };

/**
 * Yahoo Finance: 1.2 on as ours. 1.1's YahooFinanceTool had its own Tool output (its tool took the
 * method and count as arguments too; ours keeps the node's). 1.0's YFinanceTool was LangChain's
 * news tool on a ticker (`input_value`, ten articles).
 */
const yahooFinanceTool: LangflowMapping = { target: same('YfinanceComponent'), outputs: { api_run_model: 'dataframe' }, toolOutputs: ['api_build_tool'] };
const yahooFinanceNewsTool: LangflowMapping = {
  target: same('YfinanceComponent'),
  fields: { input_value: 'symbol' },
  outputs: { api_run_model: 'dataframe' },
  toolOutputs: ['tool'],
  values: () => ({ method: 'get_news', num_news: 10 }),
};

/** Langflow 1.2's Parse DataFrame is our Parser over the table's rows; its empty template and separator mean `{text}` and a line break. */
const parseDataFrame: LangflowMapping = {
  ...parser,
  fields: { df: 'input_data', template: 'pattern' },
  values: (template) => ({ mode: 'Parser', ...(valueOf(template, 'template') === '' ? { pattern: '{text}' } : {}), ...(valueOf(template, 'sep') === '' ? { sep: '\n' } : {}) }),
};

export const LANGFLOW_COMPONENTS: Readonly<Record<string, LangflowMapping>> = {
  ChatInput: { target: same('ChatInput') },
  ChatOutput: { target: same('ChatOutput') },
  TextInput: { target: same('TextInput') },
  TextOutput: { target: same('TextOutput') },
  Webhook: { target: same('Webhook') },
  Prompt: prompt,
  'Prompt Template': prompt,
  parser,
  ParserComponent: parser,
  ParseData: { ...parser, values: () => ({ mode: 'Parser' }) },
  URL: url,
  URLComponent: url,
  File: { target: same('File'), outputs: { data: 'dataframe' } },
  SplitText: { target: same('SplitText'), outputs: { chunks: 'dataframe' } },
  Memory: {
    target: (template) => (textOf(template, 'mode') === 'Store' ? undefined : 'Memory'),
    fields: { sender_type: 'sender' },
    outputs: { dataframe: 'messages' },
  },
  OpenAIModel: { target: same('OpenAIModel'), values: () => ({ provider: 'OpenAI' }) },
  NovitaModel: serviceModel('https://api.novita.ai/v3/openai'),
  SambaNovaModel: serviceModel('https://api.sambanova.ai/v1', sambaNovaAddress),
  AnthropicModel: { target: same('AnthropicModel'), fields: { anthropic_api_url: 'base_url' } },
  LanguageModelComponent: {
    target: modelByProvider,
    fields: { base_url: 'openai_api_base' },
    values: (template) => (textOf(template, 'provider') === 'Anthropic' ? {} : { provider: 'OpenAI' }),
  },
  OpenAIEmbeddings: { target: same('OpenAIEmbeddings'), values: () => ({ provider: 'OpenAI' }) },
  EmbeddingModel: {
    target: (template) => (textOf(template, 'provider') === 'OpenAI' ? 'OpenAIEmbeddings' : undefined),
    fields: { api_key: 'openai_api_key', api_base: 'openai_api_base' },
    values: () => ({ provider: 'OpenAI' }),
  },
  Agent: { target: agentTarget, values: agentValues },
  StructuredOutput: structuredOutput,
  // 1.1's name. Ours has no `multiple` switch: one record answers as one Data, as 1.1's does with it off.
  StructuredOutputComponent: structuredOutput,
  TypeConverterComponent: { target: same('TypeConverterComponent') },
  BatchRunComponent: { target: same('BatchRunComponent') },
  SaveToFile: saveFile,
  MessagetoData: { target: same('TypeConverterComponent'), fields: { message: 'input_data' }, outputs: { data: 'data_output' } },
  CalculatorComponent: { target: same('CalculatorComponent') },
  CalculatorTool: { target: same('CalculatorComponent'), outputs: { api_run_model: 'result' }, toolOutputs: ['api_build_tool'] },
  APIRequest: apiRequest,
  TavilySearchComponent: tavilySearch,
  TavilyAISearch: tavilySearch,
  ToolCallingAgent: toolCallingAgent,
  // 1.0's CrewAI components: ours of the same names and fields (memory, cache, RPM and verbosity are CrewAI's, not carried).
  CrewAIAgentComponent: { target: same('CrewAIAgentComponent') },
  SequentialTaskAgentComponent: { target: same('SequentialTaskAgentComponent') },
  SequentialTaskComponent: { target: same('SequentialTaskComponent') },
  SequentialCrewComponent: { target: same('SequentialCrewComponent') },
  HierarchicalTaskComponent: { target: same('HierarchicalTaskComponent') },
  HierarchicalCrewComponent: { target: same('HierarchicalCrewComponent') },
  // 1.0/1.1's URL Content Fetcher: one page's content, mostly as an Agent's tool (its own Tool output).
  url_content_fetcher: { target: same('WebFetch'), outputs: { api_run_model: 'text' }, toolOutputs: ['api_build_tool'] },
  ArXivComponent: arxivSearch,
  SearchComponent: searchApiSearch,
  SearchAPI: searchApiSearch,
  AgentQL: agentQl,
  CurrentDate: { target: same('CurrentDate') },
  ConditionalRouter: { target: same('ConditionalRouter'), splitFields: { message: ['true_case_message', 'false_case_message'] }, values: langflowRegex },
  LoopComponent: { target: same('LoopComponent') },
  CombineText: { target: same('CombineText') },
  MCPTools: { target: same('MCPTools'), values: mcpValues(false), toolsOutput: 'tools' },
  MCPSse: { target: same('MCPTools'), values: mcpValues(true), toolsOutput: 'tools' },
  MCPStdio: { target: same('MCPTools'), values: mcpValues(false), toolsOutput: 'tools' },
  AstraDB: astraDb,
  AstraVectorStoreComponent: astraVectorStore,
  // 1.2's Graph Vector Store RAG: the graph store (Langflow's pre_delete_collection empties the
  // collection as ours clears it; batch sizes, concurrency, setup mode and indexing settings are
  // Astra client tuning ours leaves to Astra's defaults), the language splitter and the link extractor.
  AstraDBGraph: { target: same('AstraDBGraph'), fields: { pre_delete_collection: 'clear_collection' } },
  LanguageRecursiveTextSplitter: { target: same('LanguageRecursiveTextSplitter') },
  HtmlLinkExtractor: { target: same('HtmlLinkExtractor') },
  // AssemblyAI's transcription (1.2 on): the same fields and outputs as Langflow's.
  AssemblyAITranscriptionJobCreator: { target: same('AssemblyAITranscriptionJobCreator') },
  AssemblyAITranscriptionJobPoller: { target: same('AssemblyAITranscriptionJobPoller') },
  // Needle Retriever (1.3 on): 1.3–1.6's tools tables describe the key and collection as arguments, so the tools start from ours.
  needle: { target: same('needle'), ownToolsTable: true },
  // 1.3 on: the searcher agents' tools. Apify's own Tool output is ours too, fields of the same names.
  ScrapeGraphSearchApi: { target: same('ScrapeGraphSearchApi') },
  ApifyActors: { target: same('ApifyActors') },
  // Gmail Agent (1.2–1.4): Composio's app and actions in each version's fields; key, entity and the `tools` output of the same names.
  ComposioAPI: { target: same('ComposioAPI'), values: composioValues },
  YouTubeCommentsComponent: { target: same('YouTubeCommentsComponent') },
  YouTubeTranscripts: youtubeTranscripts,
  YouTubeTranscriptsComponent: youtubeTranscripts,
  ParseDataFrame: parseDataFrame,
  YfinanceComponent: { target: same('YfinanceComponent') },
  YahooFinanceTool: yahooFinanceTool,
  YFinanceTool: yahooFinanceNewsTool,
  // 1.6's Knowledge: the same field and output names. Langflow keeps the embedding model and its key
  // with the base, ours takes the connected embedding model, so `api_key` and the batch size stay
  // behind; returning the stored vectors (include_embeddings) is something ours does not do.
  // 1.6's Nvidia Remix template: the docs' search index as rows, and FAISS as ours, a local index in the
  // owner's data folder (Langflow's pickle loading and vector-store caching switches are not carried).
  RemixDocumentation: { target: same('RemixDocumentation') },
  FAISS: { target: same('FAISS') },
  // Python REPL: ours runs the code in WebAssembly with the standard library only. 1.0's tool gave it
  // as its own Tool output and named the code `code`; its tool name and description fields stay behind.
  PythonREPLComponent: { target: same('PythonREPLComponent') },
  PythonREPLTool: { target: same('PythonREPLComponent'), fields: { code: 'python_code' }, outputs: { api_run_model: 'results' }, toolOutputs: ['api_build_tool'] },
  KnowledgeIngestion: { target: same('KnowledgeIngestion') },
  KnowledgeRetrieval: { target: (template) => (valueOf(template, 'include_embeddings') === true ? undefined : 'KnowledgeRetrieval') },
};
