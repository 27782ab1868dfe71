// Every starter template as a user's flow, built through the build API (streamed events) and run
// through the run API (plain and ?stream=true), its model and embeddings nodes pointed at the
// local OpenAI-protocol server and their key the OPENAI_API_KEY credential variable the templates
// name. The answer streams in order as token events and the final message is their join; the
// document templates read a real uploaded file and the prompt the model receives holds the
// relevant text; the agent makes a scripted calculator call. On SQLite and PostgreSQL.
import type { RunResponse } from '@app/engine';
import type { BuildEvent, ChatMessage } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer, type ReplyScript } from '@app/llm-test-server';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { parseEvents, userApi, type Api } from './support/api';
import { endVertices } from './support/builds';
import { answersOf, createFromTemplate, expectRunStreamedAnswer, expectStreamedAnswer, nodeOf, saveData, setValue, streamedBuild, uploadToFlow } from './support/templateFlows';

const KEY = 'sk-templates-test-5b7c9d1e3f';

type ChatBody = { messages: Array<{ role: string; content: string }>; tools?: Array<{ function: { name: string } }>; stream?: boolean };

/** Six sections of a product manual, each longer than half a chunk so Split Text keeps them apart. */
const TOPICS: Array<[title: string, fact: string, words: string]> = [
  ['配送说明', '订单在付款后 48 小时内从杭州仓库发出。', '配送 快递 物流 仓库 发货 运输 包裹 签收 '],
  ['退款政策', '自签收之日起 14 天内可申请全额退款，退款在 3 个工作日内原路退回。', '退款 退货 退还 申请 全额 原路 退回 款项 '],
  ['保修条款', '整机保修两年，电池保修一年。', '保修 维修 故障 更换 电池 整机 检测 服务 '],
  ['会员积分', '每消费 1 元累计 1 个积分，积分一年内有效。', '会员 积分 等级 兑换 消费 累计 权益 优惠 '],
  ['账户安全', '连续五次输错密码后账户锁定十五分钟。', '账户 密码 登录 安全 锁定 验证 设备 保护 '],
  ['发票开具', '电子发票在订单完成后发送到预留邮箱。', '发票 开具 电子 抬头 税号 邮箱 报销 订单 '],
];

const MANUAL = TOPICS.map(([title, fact, words]) => `## ${title}\n\n${fact}${words.repeat(20)}`).join('\n\n');

const calculatorScript = (): ReplyScript[] => [
  { text: '', toolCalls: [{ id: 'call_calc', name: 'evaluate_expression', arguments: { expression: '(3+4)*12' } }] },
  { chunks: ['(3+4)×12 ', '等于 ', '84。'] },
];

describe.each(await databasesUnderTest())('starter templates built and run on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let dev: Api;

  const chatRequests = () => llm.requests.filter((request) => request.path === '/v1/chat/completions');
  const chatBody = (index: number) => chatRequests()[index]?.body as ChatBody;

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: KEY })]);
    dev = await userApi(server, 'template-runner');
    const variable = await dev.post('/api/v1/variables/', { name: TEMPLATE_API_KEY_VARIABLE, value: KEY, type: 'Credential' });
    expect(variable.status).toBe(201);
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), llm.close()]);
  });

  function expectAllBuilt(events: readonly BuildEvent[]): void {
    expect(events.at(-1)).toMatchObject({ event: 'end' });
    expect(endVertices(events).filter((result) => !result.valid).map((result) => result.params)).toEqual([]);
  }

  /**
   * The same question through the build API (streamed events), the run API and the run API's
   * stream, each answered by `replies()` from the model server; `chunks` is the streamed answer.
   */
  async function answerEverywhere(flowId: string, question: string, session: string, replies: () => ReplyScript[], chunks: readonly string[]) {
    llm.queue(...replies());
    const built = await streamedBuild(dev, flowId, { inputs: { input_value: question, session } });
    expectAllBuilt(built);
    const builtAnswer = expectStreamedAnswer(built, chunks);

    llm.queue(...replies());
    const plain = await dev.post<RunResponse>(`/api/v1/run/${flowId}`, { input_value: question, session_id: session });
    expect(plain.status).toBe(200);
    expect(plain.body.outputs[0]?.outputs).toHaveLength(1);
    expect((plain.body.outputs[0]?.outputs[0]?.results.message as ChatMessage | undefined)?.text).toBe(chunks.join(''));

    llm.queue(...replies());
    const streamed = await dev.post(`/api/v1/run/${flowId}?stream=true`, { input_value: question, session_id: session });
    expect(streamed.status).toBe(200);
    const events = parseEvents(streamed.text);
    expectRunStreamedAnswer(events, chunks);
    const end = events.at(-1);
    expect(end?.event).toBe('end');
    const result = (end?.data as { result: RunResponse }).result;
    expect((result.outputs[0]?.outputs[0]?.results.message as ChatMessage | undefined)?.text).toBe(chunks.join(''));
    expect(JSON.stringify([built, plain.body, events])).not.toContain(KEY);
    return { built, builtAnswer };
  }

  it('Basic Prompting: the prompt is the system message, the question the user message', async () => {
    const flow = await createFromTemplate(dev, 'basic-prompting', llm.baseUrl);
    const chunks = ['你好', '，我是', ' AI 助手。'];
    await answerEverywhere(flow.id, '你是谁？', 'basic', () => [{ chunks }], chunks);
    expect(chatRequests()).toHaveLength(3);
    expect(chatRequests()[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = chatBody(0);
    expect(body.stream).toBe(true);
    expect(body.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('你是一位热情、专业的 AI 助手') });
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: '你是谁？' });
  });

  it('Memory Chatbot: the next run’s prompt holds the conversation so far', async () => {
    const flow = await createFromTemplate(dev, 'memory-chatbot', llm.baseUrl);
    llm.queue({ chunks: ['你好，', '小王！'] });
    const first = await streamedBuild(dev, flow.id, { inputs: { input_value: '我叫小王。', session: 'memory' } });
    expectAllBuilt(first);
    expectStreamedAnswer(first, ['你好，', '小王！']);
    const chunks = ['你叫', '小王。'];
    await answerEverywhere(flow.id, '我叫什么？', 'memory', () => [{ chunks }], chunks);
    const system = chatBody(1).messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('对话历史：');
    expect(system?.content).toContain('User: 我叫小王。\nAI: 你好，小王！');
  });

  it('Document QA: the uploaded document and the question reach the model in one prompt', async () => {
    const flow = await createFromTemplate(dev, 'document-qa', llm.baseUrl);
    const path = await uploadToFlow(server, flow.id, '2025-03-01_09-30-00_产品手册.md', MANUAL);
    setValue(nodeOf(flow, 'File'), 'path', [path]);
    await saveData(dev, flow);
    const chunks = ['签收后 14 天内', '可以全额退款。'];
    await answerEverywhere(flow.id, '多少天内可以退款？', 'document', () => [{ chunks }], chunks);
    const prompt = chatBody(0).messages.at(-1)?.content ?? '';
    expect(prompt).toContain('请根据下面的文档回答用户的问题');
    expect(prompt).toContain('自签收之日起 14 天内可申请全额退款');
    expect(prompt).toContain('连续五次输错密码后账户锁定十五分钟');
    expect(prompt).toContain('问题：多少天内可以退款？');
  });

  it('Vector Store RAG: ingests the uploaded file, then answers from the chunks closest to the question', async () => {
    const flow = await createFromTemplate(dev, 'vector-store-rag', llm.baseUrl);
    const path = await uploadToFlow(server, flow.id, '产品手册.md', MANUAL);
    setValue(nodeOf(flow, 'File'), 'path', [path]);
    await saveData(dev, flow);
    const [ingest] = (flow.data?.nodes ?? []).filter((node) => node.data.type === 'DatabaseVectorStore' && node.id === flow.data?.edges.find((edge) => edge.targetHandle?.includes('ingest_data'))?.target);

    const ingested = await streamedBuild(dev, flow.id, {}, `&stop_component_id=${ingest!.id}`);
    expectAllBuilt(ingested);
    expect(endVertices(ingested).map((result) => result.data.logs)).toContainEqual({
      search_results: [expect.objectContaining({ message: expect.stringMatching(/^已将 \d+ 段文本存入集合“documents”$/) })],
      retriever: [],
    });
    expect(chatRequests()).toHaveLength(0);
    const embedded = llm.requests.filter((request) => request.path === '/v1/embeddings');
    expect(embedded.length).toBeGreaterThan(0);
    expect(embedded[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect((embedded[0]?.body as { model: string }).model).toBe('text-embedding-3-small');

    const chunks = ['根据资料，', '签收后 14 天内', '可以申请全额退款。'];
    await answerEverywhere(flow.id, '退款政策是怎样的？多少天内可以退款？', 'rag', () => [{ chunks }], chunks);
    const prompt = chatBody(0).messages.at(-1)?.content ?? '';
    const context = prompt.slice(prompt.indexOf('资料：'), prompt.indexOf('问题：'));
    // The closest chunk comes first; four of the six sections are handed over.
    expect(context.split('\n\n---\n\n')[0]).toContain('自签收之日起 14 天内可申请全额退款');
    expect(context.split('\n\n---\n\n')).toHaveLength(4);
    expect(prompt).toContain('问题：退款政策是怎样的？多少天内可以退款？');
  });

  it('Simple Agent: calls the calculator as a tool and streams its answer', async () => {
    const flow = await createFromTemplate(dev, 'simple-agent', llm.baseUrl);
    const { built, builtAnswer } = await answerEverywhere(flow.id, '(3+4)*12 等于多少？', 'agent', calculatorScript, ['(3+4)×12 ', '等于 ', '84。']);
    const calculator = nodeOf(flow, 'CalculatorComponent');
    // Shown building twice: as the agent's tool when the flow builds, and while the agent calls it.
    expect(built.filter((event) => event.event === 'build_start' && event.data.id === calculator.id)).toHaveLength(2);
    const toolUses = (builtAnswer.content_blocks ?? []).flatMap((block) => block.contents.filter((content) => content.type === 'tool_use'));
    expect(toolUses).toEqual([expect.objectContaining({ name: 'evaluate_expression', tool_input: { expression: '(3+4)*12' }, output: '84', error: null })]);
    expect(answersOf(built)).toHaveLength(1);
    expect(chatBody(0).tools?.map((tool) => tool.function.name).sort()).toEqual(['evaluate_expression', 'fetch_page', 'get_current_date']);
    expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool', content: '84' });
  });
});
