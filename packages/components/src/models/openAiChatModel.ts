// The chat model of an OpenAI-compatible service, as createOpenAICompatible(...).chatModel builds
// it, with its request headers and address made once: the provider's own makes them again for
// every call (a Headers of the key and its user-agent, and a URL), which cost more than the rest
// of the request's building, for values that never change for a reused model (issue 19).
import { OpenAICompatibleChatLanguageModel, VERSION } from '@ai-sdk/openai-compatible';

type Fetch = typeof globalThis.fetch;

export interface OpenAiChatModelOptions {
  /** Checked by baseUrlOf: http(s), without a trailing slash. */
  baseUrl: string;
  apiKey: string | undefined;
  modelName: string;
  fetch: Fetch | undefined;
}

export function openAiChatModel({ baseUrl, apiKey, modelName, fetch }: OpenAiChatModelOptions): OpenAICompatibleChatLanguageModel {
  // The provider's headers as its own getHeaders gives them; the SDK's request appends its
  // user-agent parts to this one, as it does to the provider's.
  const headers: Record<string, string> = {
    ...(apiKey && { authorization: `Bearer ${apiKey}` }),
    'user-agent': `ai-sdk-openai-compatible/${VERSION}`,
  };
  const urls = new Map<string, string>();
  return new OpenAICompatibleChatLanguageModel(modelName, {
    provider: 'openaiCompatible.chat',
    url: ({ path }) => {
      let url = urls.get(path);
      if (url === undefined) {
        url = new URL(`${baseUrl}${path}`).toString();
        urls.set(path, url);
      }
      return url;
    },
    headers,
    fetch,
    includeUsage: true,
  });
}
