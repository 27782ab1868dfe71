// Batch Run against the local model server: one call per row with the same instructions, the
// answers beside the rows, whole rows as TOML when no column is named.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowAsToml } from '../src';
import { reasonOf } from './support/errors';
import { build, connect, makeNode } from './support/flows';
import { keyedNode, TEST_KEY } from './support/models';

type ChatBody = { messages: Array<{ role: string; content: string }> };

const COMMENTS = [
  { data: { author: 'ann', text: 'Great video!' }, text_key: 'text' },
  { data: { author: 'bo', text: 'Too long.' }, text_key: 'text' },
];

describe('Batch Run', () => {
  let llm: LlmTestServer;
  const MODEL = 'OpenAIModel-mo000';
  const BATCH = 'BatchRunComponent-br000';
  const ROWS = 'Emit-rows0';

  function flow(values: Record<string, unknown>, rows: unknown = COMMENTS) {
    const nodes = [
      keyedNode(MODEL, { openai_api_base: llm.baseUrl, api_key: TEST_KEY, model_name: 'gpt-4o-mini', max_retries: 0 }),
      makeNode(ROWS, { json: JSON.stringify(rows) }),
      makeNode(BATCH, values),
    ];
    return build(nodes, [connect(nodes, `${MODEL}.model_output`, `${BATCH}.model`), connect(nodes, `${ROWS}.value`, `${BATCH}.df`)]);
  }
  const asked = (index: number) => (llm.requests[index]?.body as ChatBody).messages;

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini'] });
  });
  afterEach(() => llm.reset());
  afterAll(() => llm.close());

  it('asks the model once per row with the column’s text and the instructions, the answers beside the rows', async () => {
    llm.queue({ text: 'positive' }, { text: 'negative' });
    const run = await flow({ column_name: 'text', system_message: 'Rate the sentiment.', enable_metadata: true });
    expect(run.result.status).toBe('completed');
    expect(asked(0)).toEqual([
      { role: 'system', content: 'Rate the sentiment.' },
      { role: 'user', content: 'Great video!' },
    ]);
    expect(asked(1).at(-1)).toEqual({ role: 'user', content: 'Too long.' });
    expect(run.values(BATCH).batch_results).toEqual([
      {
        data: { author: 'ann', text: 'Great video!', model_response: 'positive', batch_index: 0, metadata: { has_system_message: true, input_length: 12, response_length: 8, processing_status: 'success' } },
        text_key: 'text',
      },
      {
        data: { author: 'bo', text: 'Too long.', model_response: 'negative', batch_index: 1, metadata: { has_system_message: true, input_length: 9, response_length: 8, processing_status: 'success' } },
        text_key: 'text',
      },
    ]);
  });

  it('sends whole rows as TOML when no column is named, the answer under the chosen column', async () => {
    llm.queue({ text: 'one' });
    const run = await flow({ column_name: '', output_column_name: 'answer' }, [{ 'first name': 'Ann', age: 31, note: 'say "hi"' }]);
    expect(asked(0)).toEqual([{ role: 'user', content: '["first name"]\nvalue = "Ann"\n\n[age]\nvalue = "31"\n\n[note]\nvalue = "say \\"hi\\""\n' }]);
    expect(run.values(BATCH).batch_results).toEqual([{ data: { 'first name': 'Ann', age: 31, note: 'say "hi"', answer: 'one', batch_index: 0 }, text_key: 'text' }]);
    expect(rowAsToml({ empty: null })).toBe('[empty]\nvalue = "None"\n');
  });

  it('names the columns there are when the column does not exist', async () => {
    const run = await flow({ column_name: 'comment' });
    expect(reasonOf(run.error(BATCH))).toBe('数据表中没有“comment”列。现有的列：author, text。');
    expect(llm.requests).toEqual([]);
  });
});
