// The LanguageModel value a model component outputs (for agents and chains): the AI SDK model with
// the call settings chosen on the node. On the wire it shows only the provider and model name.
import type { LanguageModel } from 'ai';

export interface ModelCallSettings {
  temperature: number | undefined;
  maxOutputTokens: number | undefined;
  maxRetries: number;
  timeoutSeconds: number;
  /** Answers must be one JSON value. */
  jsonOutput: boolean;
  /** The provider takes OpenAI's `response_format: {type: "json_object"}`. */
  nativeJsonMode: boolean;
}

export interface LanguageModelValue {
  readonly kind: 'LanguageModel';
  readonly provider: string;
  readonly modelName: string;
  readonly baseUrl: string;
  readonly model: LanguageModel;
  readonly settings: ModelCallSettings;
  /** What build results and the run API show: never the key. */
  toJSON(): { provider: string; model_name: string; base_url: string };
}

export function createLanguageModelValue(init: Omit<LanguageModelValue, 'kind' | 'toJSON'>): LanguageModelValue {
  return {
    kind: 'LanguageModel',
    ...init,
    toJSON: () => ({ provider: init.provider, model_name: init.modelName, base_url: init.baseUrl }),
  };
}

export function isLanguageModelValue(value: unknown): value is LanguageModelValue {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'LanguageModel';
}
