// Error bodies in the providers' own shapes, with the texts they usually send for each status:
// OpenAI `{error: {message, type, param, code}}`, Anthropic `{type: "error", error: {type, message}}`.
import type { ErrorScript } from './replies';

export interface OpenAiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export interface AnthropicErrorBody {
  type: 'error';
  error: { type: string; message: string };
}

const OPENAI_DEFAULTS: Record<number, { message: string; type: string; code: string | null }> = {
  400: { message: 'Invalid request.', type: 'invalid_request_error', code: null },
  401: {
    message: 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  403: { message: 'You are not allowed to sample from this model.', type: 'invalid_request_error', code: 'model_not_allowed' },
  404: { message: 'The model does not exist or you do not have access to it.', type: 'invalid_request_error', code: 'model_not_found' },
  429: { message: 'Rate limit reached for requests. Please try again later.', type: 'requests', code: 'rate_limit_exceeded' },
  500: { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', code: null },
  503: { message: 'The engine is currently overloaded, please try again later.', type: 'server_error', code: null },
};

const ANTHROPIC_DEFAULTS: Record<number, { message: string; type: string }> = {
  400: { message: 'Invalid request.', type: 'invalid_request_error' },
  401: { message: 'invalid x-api-key', type: 'authentication_error' },
  403: { message: 'Your API key does not have permission to use the specified resource.', type: 'permission_error' },
  404: { message: 'The requested resource could not be found.', type: 'not_found_error' },
  429: { message: 'Number of requests has exceeded your rate limit.', type: 'rate_limit_error' },
  500: { message: 'An unexpected error has occurred internal to Anthropic’s systems.', type: 'api_error' },
  529: { message: 'Overloaded', type: 'overloaded_error' },
};

export function openAiError(script: ErrorScript): OpenAiErrorBody {
  const defaults = OPENAI_DEFAULTS[script.status] ?? OPENAI_DEFAULTS[script.status >= 500 ? 500 : 400]!;
  return {
    error: {
      message: script.message ?? defaults.message,
      type: script.type ?? defaults.type,
      param: null,
      code: script.code === undefined ? defaults.code : script.code,
    },
  };
}

export function anthropicError(script: ErrorScript): AnthropicErrorBody {
  const defaults = ANTHROPIC_DEFAULTS[script.status] ?? ANTHROPIC_DEFAULTS[script.status >= 500 ? 500 : 400]!;
  return { type: 'error', error: { type: script.type ?? defaults.type, message: script.message ?? defaults.message } };
}

/** The key as OpenAI quotes a wrong one: first and last characters only. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '****' : `${key.slice(0, 3)}****${key.slice(-4)}`;
}
