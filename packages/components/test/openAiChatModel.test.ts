// The OpenAI-compatible chat model as the model components build it: the request the SDK's own
// provider would send, with its headers made once per model instead of once per call.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EngineServices, OutboundFetch, OutboundRequest } from '@app/engine';
import type { resolveLanguageModel } from 'ai/internal';
import { afterEach, describe, expect, it } from 'vitest';
import { openAiCompatibleModelValue, type ProviderModelInputs } from '../src/models/modelValues';
import { providerFetch } from '../src/models/providerFetch';
import { modelInputs } from './support/models';

const ANSWER = {
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'gpt-4o-mini',
  choices: [{ index: 0, message: { role: 'assistant', content: 'Hi there' }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
};

type ProviderModel = ReturnType<typeof resolveLanguageModel>;

const CALL: Parameters<ProviderModel['doGenerate']>[0] = { prompt: [{ role: 'user', content: [{ type: 'text', text: 'hello' }] }] };

const inputs = (overrides: Partial<ProviderModelInputs> = {}) =>
  modelInputs({ api_key: 'sk-headers', base_url: 'https://headers.example.com/v1/', ...overrides });

/** A fetch that answers every call with ANSWER and keeps what was sent. */
function recordingServices(): { services: EngineServices; sent: Array<{ url: string; init: OutboundRequest | undefined }> } {
  const sent: Array<{ url: string; init: OutboundRequest | undefined }> = [];
  const fetch: OutboundFetch = async (url, init) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(ANSWER), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { services: { fetch } as EngineServices, sent };
}

describe('the OpenAI-compatible chat model', () => {
  const OriginalHeaders = globalThis.Headers;
  afterEach(() => {
    globalThis.Headers = OriginalHeaders;
  });

  it('sends what the SDK’s own provider sends', async () => {
    for (const apiKey of ['sk-headers', '']) {
      const ours = recordingServices();
      const model = openAiCompatibleModelValue('Ollama', inputs({ api_key: apiKey }), ours.services).model as ProviderModel;
      const result = await model.doGenerate(CALL);
      expect(result.content).toEqual([{ type: 'text', text: 'Hi there' }]);

      const sdk = recordingServices();
      const provider = createOpenAICompatible({ name: 'openaiCompatible', baseURL: 'https://headers.example.com/v1', apiKey: apiKey || undefined, includeUsage: true, fetch: providerFetch(sdk.services) });
      await provider.chatModel('gpt-4o-mini').doGenerate(CALL);

      expect(model.provider).toBe(provider.chatModel('gpt-4o-mini').provider);
      expect(ours.sent.map(({ url, init }) => ({ url, method: init?.method, headers: init?.headers, body: init?.body }))).toEqual(
        sdk.sent.map(({ url, init }) => ({ url, method: init?.method, headers: init?.headers, body: init?.body })),
      );
      expect(ours.sent[0]?.url).toBe('https://headers.example.com/v1/chat/completions');
      expect(ours.sent[0]?.init?.headers?.['user-agent']).toMatch(/^ai-sdk-openai-compatible\/\S+ ai-sdk-provider-utils\//);
    }
  });

  it('makes its headers once, not again for every call', async () => {
    const { services } = recordingServices();
    const model = openAiCompatibleModelValue('OpenAI', inputs(), services).model as ProviderModel;
    await model.doGenerate(CALL);
    let made = 0;
    globalThis.Headers = class extends OriginalHeaders {
      constructor(init?: ConstructorParameters<typeof Headers>[0]) {
        super(init);
        made += 1;
      }
    };
    await model.doGenerate(CALL);
    await model.doGenerate(CALL);
    // The SDK's request makes one for its user-agent; the provider's own headers made another per call.
    expect(made).toBe(2);
  });
});
