// Batch Run against the local model server: one call per row with the same instructions, the
// answers beside the rows, whole rows as TOML when no column is named; rows asked at once, the
// results in row order, a failed row failing the run and stopping the others.
import { startLlmTestServer, type LlmTestServer, type RecordedRequest } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_RUN_CONCURRENCY, rowAsToml } from '../src';
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

  /** Holds each of `count` answers until all `count` requests have arrived; `arrived` resolves then, with them in arrival order. */
  function holdAll(count: number) {
    const requests: RecordedRequest[] = [];
    const releases: Array<() => void> = [];
    let allArrived!: (requests: RecordedRequest[]) => void;
    const arrived = new Promise<RecordedRequest[]>((resolve) => (allArrived = resolve));
    const holdUntil = (request: RecordedRequest) =>
      new Promise<void>((release) => {
        requests.push(request);
        releases.push(release);
        if (requests.length === count) allArrived(requests);
      });
    return { holdUntil, arrived, release: (index: number) => releases[index]!() };
  }
  const rowsOf = (texts: string[]) => texts.map((text) => ({ data: { text }, text_key: 'text' }));

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini'] });
  });
  afterEach(() => llm.reset());
  afterAll(() => llm.close());

  it('asks the model once per row with the column’s text and the instructions, the answers beside the rows', async () => {
    const run = await flow({ column_name: 'text', system_message: 'Rate the sentiment.', enable_metadata: true });
    expect(run.result.status).toBe('completed');
    // The rows are asked at once: their requests may arrive in either order.
    expect([asked(0), asked(1)]).toEqual(
      expect.arrayContaining(['Great video!', 'Too long.'].map((content) => [{ role: 'system', content: 'Rate the sentiment.' }, { role: 'user', content }])),
    );
    expect(run.values(BATCH).batch_results).toEqual([
      {
        data: { author: 'ann', text: 'Great video!', model_response: 'Echo: Great video!', batch_index: 0, metadata: { has_system_message: true, input_length: 12, response_length: 18, processing_status: 'success' } },
        text_key: 'text',
      },
      {
        data: { author: 'bo', text: 'Too long.', model_response: 'Echo: Too long.', batch_index: 1, metadata: { has_system_message: true, input_length: 9, response_length: 15, processing_status: 'success' } },
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

  it('asks for the rows at once and keeps the results in row order, whatever order the answers come in', async () => {
    const texts = ['one', 'two', 'three'];
    expect(texts.length).toBeLessThanOrEqual(BATCH_RUN_CONCURRENCY);
    const hold = holdAll(texts.length);
    llm.queue(...texts.map(() => ({ holdUntil: hold.holdUntil })));
    const running = flow({ column_name: 'text' }, rowsOf(texts));
    // Every row's request is in flight before any is answered; they are answered last first.
    const requests = await hold.arrived;
    for (let index = requests.length - 1; index >= 0; index--) {
      hold.release(index);
      await requests[index]!.settled;
    }
    const run = await running;
    expect(run.values(BATCH).batch_results).toEqual(texts.map((text, index) => ({ data: { text, model_response: `Echo: ${text}`, batch_index: index }, text_key: 'text' })));
  });

  it('fails with the first failed row’s error and stops the other rows’ calls', async () => {
    const hold = holdAll(3);
    llm.queue({ holdUntil: hold.holdUntil }, { holdUntil: hold.holdUntil, error: { status: 500, message: 'upstream exploded' } }, { holdUntil: hold.holdUntil });
    const running = flow({ column_name: 'text' }, rowsOf(['one', 'two', 'three']));
    const requests = await hold.arrived;
    hold.release(1);
    const run = await running;
    expect(reasonOf(run.error(BATCH))).toBe('模型服务内部出错（500）：upstream exploded');
    await Promise.all([requests[0]!.settled, requests[2]!.settled]);
    expect([requests[0]!.closedEarly, requests[2]!.closedEarly]).toEqual([true, true]);
    expect(llm.requests).toHaveLength(3);
  });

  it('names the columns there are when the column does not exist', async () => {
    const run = await flow({ column_name: 'comment' });
    expect(reasonOf(run.error(BATCH))).toBe('数据表中没有“comment”列。现有的列：author, text。');
    expect(llm.requests).toEqual([]);
  });
});
