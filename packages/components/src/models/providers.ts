// The OpenAI-compatible services the model and embeddings components offer as presets: where each
// one listens and which models it is known for. The base URL stays editable; these fill it in.

export interface ProviderPreset {
  /** The option the provider dropdown shows and stores. */
  readonly name: string;
  /** The option's label in the English UI, for a name that is Chinese. */
  readonly nameEn?: string;
  readonly baseUrl: string;
  /** Chat models, the usual choice first. */
  readonly models: readonly string[];
  /** Embedding models; empty when the service offers none. */
  readonly embeddingModels: readonly string[];
  /** Local servers (Ollama, vLLM) run without a key. */
  readonly needsApiKey: boolean;
}

export const PROVIDER_PRESETS: readonly ProviderPreset[] = [
  {
    name: 'OpenAI',
    baseUrl: 'https://api.openai.com/v1',
    models: ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-4.1-nano', 'o4-mini', 'o3-mini'],
    embeddingModels: ['text-embedding-3-small', 'text-embedding-3-large', 'text-embedding-ada-002'],
    needsApiKey: true,
  },
  {
    name: 'DeepSeek',
    baseUrl: 'https://api.deepseek.com/v1',
    models: ['deepseek-chat', 'deepseek-reasoner'],
    embeddingModels: [],
    needsApiKey: true,
  },
  {
    name: '通义千问 (DashScope)',
    nameEn: 'Qwen (DashScope)',
    baseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    models: ['qwen-plus', 'qwen-max', 'qwen-turbo', 'qwen-long'],
    embeddingModels: ['text-embedding-v3', 'text-embedding-v2', 'text-embedding-v1'],
    needsApiKey: true,
  },
  {
    name: '智谱 GLM',
    nameEn: 'Zhipu GLM',
    baseUrl: 'https://open.bigmodel.cn/api/paas/v4',
    models: ['glm-4-plus', 'glm-4-air', 'glm-4-flash', 'glm-4-long'],
    embeddingModels: ['embedding-3', 'embedding-2'],
    needsApiKey: true,
  },
  {
    name: 'Moonshot (Kimi)',
    baseUrl: 'https://api.moonshot.cn/v1',
    models: ['moonshot-v1-8k', 'moonshot-v1-32k', 'moonshot-v1-128k'],
    embeddingModels: [],
    needsApiKey: true,
  },
  {
    name: 'SiliconFlow',
    baseUrl: 'https://api.siliconflow.cn/v1',
    models: ['deepseek-ai/DeepSeek-V3', 'Qwen/Qwen2.5-72B-Instruct', 'Qwen/Qwen2.5-7B-Instruct', 'THUDM/glm-4-9b-chat'],
    embeddingModels: ['BAAI/bge-m3', 'BAAI/bge-large-zh-v1.5', 'netease-youdao/bce-embedding-base_v1'],
    needsApiKey: true,
  },
  {
    name: 'Ollama',
    baseUrl: 'http://localhost:11434/v1',
    models: ['qwen2.5', 'llama3.1', 'deepseek-r1'],
    embeddingModels: ['nomic-embed-text', 'bge-m3'],
    needsApiKey: false,
  },
  {
    name: 'vLLM',
    baseUrl: 'http://localhost:8000/v1',
    models: [],
    embeddingModels: [],
    needsApiKey: false,
  },
];

export const CHAT_PROVIDERS: readonly string[] = PROVIDER_PRESETS.map((preset) => preset.name);

/** English labels of the provider options with Chinese names (a field's `en.options`). */
export const PROVIDER_OPTION_LABELS_EN: Readonly<Record<string, string>> = Object.fromEntries(
  PROVIDER_PRESETS.flatMap((preset) => (preset.nameEn ? [[preset.name, preset.nameEn]] : [])),
);

/** vLLM serves whatever it was started with, so it stays in the embeddings list without names. */
export const EMBEDDING_PROVIDERS: readonly string[] = PROVIDER_PRESETS.filter(
  (preset) => preset.embeddingModels.length > 0 || preset.models.length === 0,
).map((preset) => preset.name);

/** The preset of a provider option; an unknown name (a flow from elsewhere) counts as OpenAI. */
export function providerPreset(name: string): ProviderPreset {
  return PROVIDER_PRESETS.find((preset) => preset.name === name) ?? PROVIDER_PRESETS[0]!;
}
