// OpenAI-compatible embeddings: the embedding model of OpenAI or a service speaking its
// /embeddings protocol, as the Embeddings a vector store turns texts into vectors with.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { defineComponent } from '@app/engine';
import { apiKeyField, MAX_RETRIES_FIELD, openAiBaseUrlField } from '../models/modelFields';
import { presetTemplateUpdate } from '../models/presetTemplate';
import { apiKeyOf, baseUrlOf, modelNameOf } from '../models/providerAddress';
import { providerFetch } from '../models/providerFetch';
import { EMBEDDING_PROVIDERS, PROVIDER_OPTION_LABELS_EN, PROVIDER_PRESETS, providerPreset } from '../models/providers';
import { createEmbeddingsValue } from './embeddingsValue';

const DEFAULT_PRESET = PROVIDER_PRESETS[0]!;

export const OpenAiCompatibleEmbeddings = defineComponent({
  type: 'OpenAIEmbeddings',
  display_name: 'OpenAI 兼容嵌入',
  description: '把文本转换为向量的嵌入模型，供向量存储使用。',
  documentation:
    'OpenAI 兼容嵌入通过 OpenAI 的 Embeddings 接口把文本转换为向量，适用于 OpenAI 以及通义千问（DashScope）、智谱 GLM、SiliconFlow、Ollama、vLLM 等提供该接口的服务。' +
    '“服务商”会填入该服务的基础 URL 和常用的嵌入模型，基础 URL 可以修改；“模型”可从列表中选择，也可直接输入服务支持的任何嵌入模型名。' +
    '“API 密钥”可以直接填写，也可以选择一个凭证类型的全局变量（推荐）；Ollama 和 vLLM 不需要密钥，本机或内网的服务需要管理员在 FETCH_ALLOWED_HOSTS 中允许其地址。' +
    '“维度”为 0 时使用模型自身的向量长度，支持的模型（如 text-embedding-3）可指定更短的向量；“批大小”是每次请求发送的文本数，通义千问每次最多 10 段。' +
    '输出“嵌入模型”连接到向量存储的“嵌入模型”输入：入库和检索必须使用同一个嵌入模型，否则向量无法比较。' +
    '本组件只在向量存储使用它时才调用服务，错误（密钥被拒绝、模型不存在、限流、无法连接、超时）会显示在向量存储上。',
  en: {
    display_name: 'OpenAI-Compatible Embeddings',
    description: 'An embedding model that turns texts into vectors for a vector store.',
    documentation:
      "OpenAI-Compatible Embeddings turns texts into vectors through OpenAI's Embeddings API. It works with OpenAI and with the services that offer " +
      'the same API, such as Qwen (DashScope), Zhipu GLM, SiliconFlow, Ollama and vLLM. The "Provider" fills in the base URL and the common ' +
      'embedding models of the service, and the base URL can be changed; the "Model" can be chosen from the list or typed as any embedding model ' +
      'the service supports. The "API Key" can be typed or chosen as a global variable of type credential (recommended); Ollama and vLLM need no ' +
      'key, and a service on the local machine or in a private network needs its address allowed by an administrator in FETCH_ALLOWED_HOSTS. ' +
      '"Dimensions" of 0 keeps the model\'s own vector length; models that support it (such as text-embedding-3) can give shorter vectors. "Chunk Size" ' +
      'is the number of texts sent per request; Qwen takes at most 10. Connect the "Embeddings" output to the "Embedding" input of a vector store: ' +
      'ingesting and searching must use the same embedding model, or the vectors cannot be compared. The service is only called when a vector store ' +
      'uses the embeddings, so errors (a refused key, an unknown model, rate limits, an unreachable service, timeouts) show on the vector store.',
  },
  icon: 'Binary',
  category: 'embeddings',
  inputs: [
    {
      type: 'str',
      name: 'provider',
      display_name: '服务商',
      info: '选择后填入该服务的基础 URL 和常用的嵌入模型。',
      en: {
        display_name: 'Provider',
        info: 'Choosing one fills in the base URL and the common embedding models of the service.',
        options: PROVIDER_OPTION_LABELS_EN,
      },
      options: EMBEDDING_PROVIDERS,
      real_time_refresh: true,
      value: DEFAULT_PRESET.name,
    },
    {
      type: 'str',
      name: 'model',
      display_name: '模型',
      info: '从列表中选择，或输入服务支持的任何嵌入模型名。',
      en: { display_name: 'Model', info: 'Choose from the list or type any embedding model the service supports.' },
      options: DEFAULT_PRESET.embeddingModels,
      combobox: true,
      refresh_button: true,
      value: DEFAULT_PRESET.embeddingModels[0],
    },
    apiKeyField(
      'openai_api_key',
      '服务的 API 密钥，或一个凭证类型的全局变量。Ollama 和 vLLM 可以留空。',
      'The API key of the service, or a global variable of type credential. Can be left empty for Ollama and vLLM.',
    ),
    openAiBaseUrlField(DEFAULT_PRESET.baseUrl),
    {
      type: 'int',
      name: 'dimensions',
      display_name: '维度',
      info: '向量长度；0 表示使用模型自身的长度。',
      en: { display_name: 'Dimensions', info: "The vector length; 0 uses the model's own." },
      advanced: true,
      range_spec: { min: 0, max: 8192, step: 1 },
      value: 0,
    },
    {
      type: 'int',
      name: 'chunk_size',
      display_name: '批大小',
      info: '每次请求发送的文本数。',
      en: { display_name: 'Chunk Size', info: 'The number of texts sent per request.' },
      advanced: true,
      range_spec: { min: 1, max: 2048, step: 1 },
      value: 10,
    },
    MAX_RETRIES_FIELD,
    {
      type: 'int',
      name: 'request_timeout',
      display_name: '超时（秒）',
      info: '每次请求等待响应的最长时间。',
      en: { display_name: 'Request Timeout (s)', info: 'The longest wait for the answer to each request.' },
      advanced: true,
      range_spec: { min: 1, max: 3600, step: 1 },
      value: 120,
    },
  ],
  outputs: [{ name: 'embeddings', display_name: '嵌入模型', en: { display_name: 'Embeddings' }, types: ['Embeddings'], method: 'build_embeddings' }],
  updateTemplate: presetTemplateUpdate({ baseUrl: 'openai_api_base', model: 'model', apiKey: 'openai_api_key' }, (preset) => preset.embeddingModels),
  run({ inputs, services }) {
    const preset = providerPreset(inputs.provider);
    const baseUrl = baseUrlOf(inputs.openai_api_base || preset.baseUrl);
    const modelName = modelNameOf(inputs.model, preset.embeddingModels[0]);
    const apiKey = apiKeyOf(inputs.openai_api_key, { provider: preset.name, required: preset.needsApiKey && baseUrl === preset.baseUrl });
    const provider = createOpenAICompatible({ name: 'openaiCompatible', baseURL: baseUrl, apiKey, fetch: providerFetch(services) });
    const embeddings = createEmbeddingsValue({
      provider: preset.name,
      modelName,
      baseUrl,
      model: provider.embeddingModel(modelName),
      settings: {
        batchSize: Math.max(1, inputs.chunk_size),
        dimensions: inputs.dimensions > 0 ? inputs.dimensions : undefined,
        maxRetries: Math.max(0, inputs.max_retries),
        timeoutSeconds: Math.max(1, inputs.request_timeout),
      },
    });
    return { embeddings };
  },
});
