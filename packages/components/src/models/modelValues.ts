// The configured LanguageModel of each provider, from field values: what the model components
// output and what an Agent builds when its model is chosen inline instead of connected.
import { createAnthropic } from '@ai-sdk/anthropic';
import type { EngineServices } from '@app/engine';
import { createLanguageModelValue, type LanguageModelValue } from './languageModel';
import { openAiChatModel } from './openAiChatModel';
import { callSettings, type ModelCallInputs } from './modelReply';
import { providerFetch } from './providerFetch';
import { apiKeyOf, baseUrlOf, modelNameOf } from './providerAddress';
import { providerPreset } from './providers';
import { reusedModel } from './reusedModels';

export const ANTHROPIC_PROVIDER = 'Anthropic';
export const ANTHROPIC_MODELS = ['claude-sonnet-4-5', 'claude-opus-4-1', 'claude-3-7-sonnet-latest', 'claude-3-5-haiku-latest'] as const;
export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com/v1';
/** Anthropic requires a length limit; Langflow's default for its Anthropic component. */
const ANTHROPIC_MAX_TOKENS = 4096;

type CallInputs = Pick<ModelCallInputs, 'temperature' | 'max_tokens' | 'json_mode' | 'max_retries' | 'timeout'>;

export interface ProviderModelInputs extends CallInputs {
  readonly model_name: string;
  readonly api_key: string;
  /** The service's address; empty takes the provider's own. */
  readonly base_url: string;
}

/** OpenAI or a service speaking its protocol, by preset name (an unknown name counts as OpenAI). */
export function openAiCompatibleModelValue(provider: string, inputs: ProviderModelInputs, services: EngineServices): LanguageModelValue {
  const preset = providerPreset(provider);
  const baseUrl = baseUrlOf(inputs.base_url || preset.baseUrl);
  const modelName = modelNameOf(inputs.model_name, preset.models[0]);
  // A service of the preset needs its key; a gateway at another address may not.
  const apiKey = apiKeyOf(inputs.api_key, { provider: preset.name, required: preset.needsApiKey && baseUrl === preset.baseUrl });
  const model = reusedModel(services, ['openai-compatible', baseUrl, apiKey ?? '', modelName], () =>
    openAiChatModel({ baseUrl, apiKey, modelName, fetch: providerFetch(services) }),
  );
  return createLanguageModelValue({
    provider: preset.name,
    modelName,
    baseUrl,
    model,
    settings: callSettings({ ...inputs, input_value: '', system_message: '', stream: false }, { nativeJsonMode: true }),
  });
}

export function anthropicModelValue(inputs: ProviderModelInputs, services: EngineServices): LanguageModelValue {
  const baseUrl = baseUrlOf(inputs.base_url || ANTHROPIC_BASE_URL);
  const modelName = modelNameOf(inputs.model_name, ANTHROPIC_MODELS[0]);
  const apiKey = apiKeyOf(inputs.api_key, { provider: ANTHROPIC_PROVIDER, required: true });
  return createLanguageModelValue({
    provider: ANTHROPIC_PROVIDER,
    modelName,
    baseUrl,
    model: reusedModel(services, ['anthropic', baseUrl, apiKey ?? '', modelName], () => createAnthropic({ baseURL: baseUrl, apiKey, fetch: providerFetch(services) })(modelName)),
    settings: callSettings({ ...inputs, input_value: '', system_message: '', stream: false }, { defaultMaxTokens: ANTHROPIC_MAX_TOKENS, nativeJsonMode: false }),
  });
}
