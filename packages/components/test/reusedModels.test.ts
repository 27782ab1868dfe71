import type { EngineServices, OutboundFetch } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { anthropicModelValue, openAiCompatibleModelValue } from '../src/models/modelValues';
import { modelInputs as inputs } from './support/models';


describe('provider models across runs', () => {
  const fetch: OutboundFetch = async () => {
    throw new Error('no network in this test');
  };
  const services = { fetch } as unknown as EngineServices;

  it('are built once per base URL, key and model name', () => {
    const first = openAiCompatibleModelValue('OpenAI', inputs(), services).model;
    expect(openAiCompatibleModelValue('OpenAI', inputs({ temperature: 0.9 }), services).model).toBe(first);
    expect(openAiCompatibleModelValue('OpenAI', inputs({ api_key: 'sk-two' }), services).model).not.toBe(first);
    expect(openAiCompatibleModelValue('OpenAI', inputs({ base_url: 'https://other.example.com/v1' }), services).model).not.toBe(first);
    expect(openAiCompatibleModelValue('OpenAI', inputs({ model_name: 'gpt-4o' }), services).model).not.toBe(first);
    expect(anthropicModelValue(inputs(), services).model).not.toBe(first);
  });

  it('are not shared between servers with different fetches', () => {
    const other = { fetch: (async () => new Response()) as unknown as OutboundFetch } as unknown as EngineServices;
    expect(openAiCompatibleModelValue('OpenAI', inputs(), other).model).not.toBe(openAiCompatibleModelValue('OpenAI', inputs(), services).model);
  });
});
