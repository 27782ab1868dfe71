// Which of our components stands for a Langflow component, and how its fields and outputs are
// named here. Only components whose meaning is the same are listed; everything else stays a
// Langflow node the canvas marks as not available (cloud stores such as Astra DB included: they
// are not silently swapped for ours). The README of @app/components shows this table.
import type { NodeTemplate } from '../types/fields';

export interface LangflowMapping {
  /** Our component type for a Langflow node; undefined when its settings choose something we lack. */
  target: (template: NodeTemplate) => string | undefined;
  /** Langflow field name → ours, where they differ. */
  fields?: Readonly<Record<string, string>>;
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
}

const valueOf = (template: NodeTemplate, name: string): unknown => {
  const field = template[name];
  return typeof field === 'object' && field !== null ? field.value : undefined;
};
const textOf = (template: NodeTemplate, name: string): string => {
  const value = valueOf(template, name);
  return typeof value === 'string' ? value.trim() : '';
};

const same = (type: string) => () => type;

/** Langflow's generic model component: OpenAI, Anthropic, or any service at an OpenAI-compatible base URL. */
function modelByProvider(template: NodeTemplate): string | undefined {
  const provider = textOf(template, 'provider');
  if (provider === 'OpenAI') return 'OpenAIModel';
  if (provider === 'Anthropic') return 'AnthropicModel';
  return textOf(template, 'base_url') !== '' || textOf(template, 'openai_api_base') !== '' ? 'OpenAIModel' : undefined;
}

/** The providers our Agent runs inline; Langflow's others (Google, watsonx …) are not mapped. */
const AGENT_PROVIDERS = new Set(['OpenAI', 'Anthropic']);

function agentTarget(template: NodeTemplate): string | undefined {
  const provider = textOf(template, 'agent_llm');
  // "Custom" (or nothing) means a model component is connected to agent_llm.
  return provider === '' || provider === 'Custom' || AGENT_PROVIDERS.has(provider) ? 'Agent' : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Langflow's MCP server setting (MCPTools 1.5 on): `{ name, config: { url, headers } | { command, args } }`. */
function mcpServerConfig(template: NodeTemplate): Record<string, unknown> {
  const server = valueOf(template, 'mcp_server');
  return isObject(server) && isObject(server.config) ? server.config : {};
}

/** The server's URL in each generation of Langflow's MCP components; empty for a local command. */
function mcpUrl(template: NodeTemplate): string {
  const config = mcpServerConfig(template);
  if (typeof config.url === 'string') return config.url.trim();
  if (textOf(template, 'mode') === 'SSE') return textOf(template, 'sse_url');
  return textOf(template, 'url');
}

/** Servers Langflow starts as local commands (stdio) are not started here. */
function mcpTarget(template: NodeTemplate): string | undefined {
  const config = mcpServerConfig(template);
  const command = typeof config.command === 'string' || textOf(template, 'mode') === 'Stdio' || textOf(template, 'command') !== '';
  return command && mcpUrl(template) === '' ? undefined : 'MCPTools';
}

/** Header rows (`[{key, value}]`) or an object, as one object of texts. */
function mcpHeaders(value: unknown): Record<string, string> {
  const rows = Array.isArray(value) ? value : isObject(value) ? Object.entries(value).map(([key, text]) => ({ key, value: text })) : [];
  const headers: Record<string, string> = {};
  for (const row of rows) if (isObject(row) && typeof row.key === 'string' && typeof row.value === 'string') headers[row.key] = row.value;
  return headers;
}

function mcpValues(sse: boolean) {
  return (template: NodeTemplate): Record<string, unknown> => {
    const url = mcpUrl(template);
    // Langflow 1.5 on keeps one URL for both transports; an SSE endpoint is conventionally /sse.
    const own = textOf(template, 'transport');
    const guessed = sse || textOf(template, 'mode') === 'SSE' || /\/sse\/?$/.test(url) ? 'SSE' : 'Streamable HTTP';
    // A node of ours written out without its code (our Langflow export) keeps its choice.
    const transport = own === 'SSE' || own === 'Streamable HTTP' ? own : guessed;
    const headers = { ...mcpHeaders(valueOf(template, 'headers_input')), ...mcpHeaders(mcpServerConfig(template).headers) };
    return { url, transport, ...(Object.keys(headers).length > 0 ? { headers } : {}) };
  };
}

const parser: LangflowMapping = { target: same('parser'), fields: { data: 'input_data', template: 'pattern' }, outputs: { text: 'parsed_text' } };
const url: LangflowMapping = { target: same('URLComponent'), outputs: { data: 'page_results', dataframe: 'page_results', text: 'raw_results' } };
const prompt: LangflowMapping = { target: same('Prompt'), keepDynamicFields: true };

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
  Agent: {
    target: agentTarget,
    values: (template) => {
      const provider = textOf(template, 'agent_llm');
      return AGENT_PROVIDERS.has(provider) ? { provider } : {};
    },
  },
  CalculatorComponent: { target: same('CalculatorComponent') },
  CurrentDate: { target: same('CurrentDate') },
  ConditionalRouter: { target: same('ConditionalRouter') },
  LoopComponent: { target: same('LoopComponent') },
  CombineText: { target: same('CombineText') },
  MCPTools: { target: mcpTarget, values: mcpValues(false), toolsOutput: 'tools' },
  MCPSse: { target: mcpTarget, values: mcpValues(true), toolsOutput: 'tools' },
  MCPStdio: { target: mcpTarget, values: mcpValues(false), toolsOutput: 'tools' },
};
