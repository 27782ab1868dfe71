// Build and run errors reach API callers in the language they ask for (Accept-Language: en), in
// Chinese by default, from the same coded catalogue the web console words them from; the codes
// and parameters clients word themselves stay the same whichever language answers.
import type { BuildEvent, CodedText, ErrorPayload } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, testQueuePrefix, type TestServer } from '../src/testing';
import { parseEvents, userApi, type Api } from './support/api';
import { endVertices } from './support/builds';
import { deploymentSecrets } from './support/deployment';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const EN = { 'accept-language': 'en-US,en;q=0.9' };
const ZH = { 'accept-language': 'zh-CN' };
const NONE = {};

const KEY_MISSING_EN = 'Error building Component Anthropic: \n\nAPI key missing: Anthropic needs an API key.';
const KEY_MISSING_ZH = '构建组件 Anthropic 出错：\n\n缺少 API 密钥：Anthropic 需要 API 密钥';

/** Chat Input -> Anthropic without an API key -> Chat Output: the model fails with MODEL_API_KEY_MISSING. */
function keylessModelGraph(catalogue: Catalogue): Graph {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'AnthropicModel-mod00'), makeNode(catalogue, 'ChatOutput-out00')];
  return {
    nodes,
    edges: [connect(nodes, 'ChatInput-in000.message', 'AnthropicModel-mod00.input_value'), connect(nodes, 'AnthropicModel-mod00.text_output', 'ChatOutput-out00.input_value')],
  };
}

/** The failed component's error output: its text and its coded form. */
function failedOutput(events: readonly BuildEvent[]): ErrorPayload {
  const failed = endVertices(events).find((result) => !result.valid);
  return Object.values(failed?.data.outputs ?? {})[0]?.message as ErrorPayload;
}

/** The error event that announces the failed component, with its error block's reason. */
function errorEvent(events: readonly BuildEvent[]) {
  const event = events.find((candidate) => candidate.event === 'error');
  const block = event?.event === 'error' ? event.data.content_blocks?.[0]?.contents[0] : undefined;
  return { text: event?.event === 'error' ? event.data.text : undefined, reason: block?.reason, coded: block?.coded as CodedText | undefined };
}

/** A build's events read by polling, every request with `headers`. */
async function buildEvents(api: Api, flowId: string, headers: Record<string, string>): Promise<BuildEvent[]> {
  const started = await api.call<{ job_id: string }>('POST', `/api/v1/build/${flowId}/flow?event_delivery=polling`, {}, headers);
  const events: BuildEvent[] = [];
  for (let poll = 0; poll < 200 && events.at(-1)?.event !== 'end'; poll++) {
    events.push(...parseEvents((await api.call('GET', `/api/v1/build/${started.body.job_id}/events?event_delivery=polling`, undefined, headers)).text));
  }
  return events;
}

/** The keyless model's run through the run API: its 500 in each language, its stream's closing error in English. */
async function expectRunFailureInLanguages(api: Api, catalogue: Catalogue): Promise<void> {
  const flow = await createFlow(api, keylessModelGraph(catalogue));
  const run = async (headers: Record<string, string>) => {
    const answer = await api.call<{ detail: string }>('POST', `/api/v1/run/${flow.id}`, { input_value: 'hello' }, headers);
    expect(answer.status).toBe(500);
    // Langflow's APIException detail: its ExceptionBody as JSON, the shape its clients parse.
    return JSON.parse(answer.body.detail) as { message: string; code: string; description: null; suggestion: null };
  };
  const [english, chinese, byDefault] = [await run(EN), await run(ZH), await run(NONE)];
  expect(english.message).toContain(KEY_MISSING_EN);
  expect(chinese.message).toContain(KEY_MISSING_ZH);
  expect(byDefault).toEqual(chinese);
  expect([english.code, chinese.code]).toEqual(['COMPONENT_BUILD_FAILED', 'COMPONENT_BUILD_FAILED']);
  expect(Object.keys(english)).toEqual(['message', 'description', 'code', 'suggestion']);

  const streamed = await api.call('POST', `/api/v1/run/${flow.id}?stream=true`, { input_value: 'hello' }, EN);
  expect(parseEvents(streamed.text).at(-1)).toMatchObject({ event: 'error', data: { error: expect.stringContaining(KEY_MISSING_EN) } });
}

/** The keyless model's build read in English and by default: the failed vertex and its error event, codes equal. */
async function expectBuildEventsInLanguages(api: Api, catalogue: Catalogue): Promise<void> {
  const flow = await createFlow(api, keylessModelGraph(catalogue));
  const english = await buildEvents(api, flow.id, EN);
  const chinese = await buildEvents(api, flow.id, NONE);

  expect(failedOutput(english).errorMessage).toContain(KEY_MISSING_EN);
  expect(failedOutput(chinese).errorMessage).toContain(KEY_MISSING_ZH);
  expect(endVertices(english).find((result) => !result.valid)?.params).toBe(failedOutput(english).errorMessage);
  expect(failedOutput(english).coded).toEqual(failedOutput(chinese).coded);
  expect(failedOutput(english).coded).toMatchObject({ code: 'COMPONENT_BUILD_FAILED', params: { component: 'Anthropic', message: { code: 'MODEL_API_KEY_MISSING', params: { provider: 'Anthropic' } } } });

  const [englishError, chineseError] = [errorEvent(english), errorEvent(chinese)];
  expect(englishError.text).toContain(KEY_MISSING_EN);
  expect(englishError.reason).toBe(englishError.text);
  expect(chineseError.text).toContain(KEY_MISSING_ZH);
  expect(englishError.coded).toEqual(chineseError.coded);
}

describe.each(await databasesUnderTest())('error texts in the request language on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'language-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('words a flow that cannot build in the language asked for, Chinese without one', async () => {
    const twoInputs = await createFlow(dev, { nodes: [makeNode(catalogue, 'ChatInput-in001'), makeNode(catalogue, 'ChatInput-in002')], edges: [] });
    const refusal = (headers: Record<string, string>) => dev.call<{ detail: string }>('POST', `/api/v1/build/${twoInputs.id}/flow`, {}, headers);
    expect(await refusal(EN)).toMatchObject({ status: 400, body: { detail: 'There can be only one chat input component in a flow.' } });
    expect(await refusal(ZH)).toMatchObject({ status: 400, body: { detail: '在一个流程中只能有一个聊天输入组件。' } });
    expect((await refusal(NONE)).body).toEqual({ detail: '在一个流程中只能有一个聊天输入组件。' });

    const empty = await createFlow(dev, { nodes: [], edges: [] });
    expect((await dev.call('POST', `/api/v1/build/${empty.id}/flow`, {}, EN)).body).toEqual({ detail: 'No components found in the flow. Please add at least one component to the flow.' });
    expect((await dev.call('POST', `/api/v1/build/${empty.id}/flow`, {}, NONE)).body).toEqual({ detail: '流程中没有组件，请至少添加一个组件。' });
  });

  it('answers the run API’s 400 and a failed component’s 500 in the language asked for, with the same code', async () => {
    const flow = await createFlow(dev, keylessModelGraph(catalogue));
    const conflict = (headers: Record<string, string>) => dev.call('POST', `/api/v1/run/${flow.id}`, { input_value: 'a', tweaks: { 'ChatInput-in000': { input_value: 'b' } } }, headers);
    expect(await conflict(EN)).toMatchObject({ status: 400, body: { detail: 'If you pass an input_value to the chat input, you cannot pass a tweak with the same name.' } });
    expect(await conflict(NONE)).toMatchObject({ status: 400, body: { detail: '已为 chat 输入传入 input_value 时，不能再传入同名的 tweak。' } });
    await expectRunFailureInLanguages(dev, catalogue);
  });

  it('words a build’s error events in the language of the request that reads them, codes unchanged', async () => {
    await expectBuildEventsInLanguages(dev, catalogue);
    // The same job read again in the other language: the wording is the reader's, not the starter's.
    const flow = await createFlow(dev, keylessModelGraph(catalogue));
    const started = await dev.call<{ job_id: string }>('POST', `/api/v1/build/${flow.id}/flow?event_delivery=streaming`, {}, NONE);
    const stream = await dev.call('GET', `/api/v1/build/${started.body.job_id}/events`, undefined, EN);
    expect(failedOutput(parseEvents(stream.text)).errorMessage).toContain(KEY_MISSING_EN);
  });
});

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

// The worker writes the texts in the server's wording with their codes; the API instance that
// answers words them, so the language need not travel with the job.
describe.runIf(withPostgres && withRedis)('error texts in the request language in queue mode', () => {
  const prefix = testQueuePrefix();
  const env = deploymentSecrets();
  let api: TestServer;
  let worker: TestServer;
  let viaApi: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    api = await createTestServer({ database: 'postgres', env, queue: { prefix, role: 'api' } });
    worker = await createTestServer({ database: 'postgres', databaseOf: api, env, queue: { prefix, role: 'worker' } });
    viaApi = await userApi(api, 'queued-language-dev');
    catalogue = await fetchCatalogue(viaApi);
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await dropRedisPrefix(prefix);
  });

  it('answers a run the worker ran, and the events of a build it ran, in the language asked for', async () => {
    await expectRunFailureInLanguages(viaApi, catalogue);
    await expectBuildEventsInLanguages(viaApi, catalogue);
  });
});
