// A model or embeddings call's time limit ends with the call: nothing it set up waits for the limit
// (issue 19: AbortSignal.timeout kept a timer and the call's signals alive for the whole limit,
// about a kilobyte per run that a loaded server held for minutes).
import { createHook } from 'node:async_hooks';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddingsValue } from '../src/embeddings/embeddingsValue';
import { build, textOf } from './support/flows';
import { modelFlow, TEST_KEY } from './support/models';

/** An uncommon limit, so that the timers of this limit are the call's own. */
const LIMIT_SECONDS = 987;

/** Runs `call`; returns how many timers of LIMIT_SECONDS it started that were still pending after it. */
async function pendingLimitTimers(call: () => Promise<unknown>): Promise<number> {
  const pending = new Set<number>();
  const hook = createHook({
    init(asyncId, type, _trigger, resource) {
      if (type === 'Timeout' && (resource as { _idleTimeout?: number })._idleTimeout === LIMIT_SECONDS * 1000) pending.add(asyncId);
    },
    destroy(asyncId) {
      pending.delete(asyncId);
    },
  }).enable();
  try {
    await call();
    // Destroy hooks of cleared timers are emitted on a later turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return pending.size;
  } finally {
    hook.disable();
  }
}

describe('a call’s time limit', () => {
  let llm: LlmTestServer;
  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY });
  });
  afterAll(() => llm.close());

  it('ends with a whole answer', async () => {
    llm.queue({ text: 'whole' });
    const { nodes, edges } = modelFlow('OpenAIModel-mo000', { openai_api_base: llm.baseUrl, api_key: TEST_KEY, model_name: 'gpt-4o-mini', max_retries: 0, timeout: LIMIT_SECONDS });
    let text: unknown;
    const pending = await pendingLimitTimers(async () => {
      const built = await build(nodes, edges, { inputs: { input_value: 'hello' } });
      text = textOf(built.values('OpenAIModel-mo000').text_output);
    });
    expect(text).toBe('whole');
    expect(pending).toBe(0);
  });

  it('ends with each batch of embeddings', async () => {
    const model = createOpenAICompatible({ name: 'openaiCompatible', baseURL: llm.baseUrl, apiKey: TEST_KEY }).embeddingModel('text-embedding-3-small');
    const embeddings = createEmbeddingsValue({
      provider: 'OpenAI',
      modelName: 'text-embedding-3-small',
      baseUrl: llm.baseUrl,
      model,
      settings: { batchSize: 2, dimensions: undefined, maxRetries: 0, timeoutSeconds: LIMIT_SECONDS },
    });
    let vectors: number[][] = [];
    const pending = await pendingLimitTimers(async () => {
      vectors = await embeddings.embed(['a', 'b', 'c'], new AbortController().signal);
    });
    expect(vectors).toHaveLength(3);
    expect(pending).toBe(0);
  });
});
