// Run Flow over a scripted flow runner, alone and as an agent's tool; and an agent as another
// agent's tool.
import type { ChatMessage } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { componentMessages, RunFlow, type FlowRunner, type FlowRunRequest } from '../src';
import { AGENT, agentFlow, MODEL, OUTPUT, toolNode, toolUses } from './support/agents';
import { build, buildOne, connect, makeNode, textOf } from './support/flows';
import { TEST_KEY } from './support/models';

function scriptedRunner(answer: (request: FlowRunRequest) => string): FlowRunner & { requests: FlowRunRequest[] } {
  const requests: FlowRunRequest[] = [];
  return {
    requests,
    async list() {
      return [
        { id: 'f-1', name: '翻译助手', description: '' },
        { id: 'f-2', name: '天气查询', description: '' },
      ];
    },
    async run(request) {
      requests.push(request);
      if (request.flow === 'missing') throw new Error('找不到流程“missing”。');
      return { flowId: 'f-1', flowName: '翻译助手', text: answer(request) };
    },
  };
}

describe('Run Flow', () => {
  it('runs the chosen flow with the input in this session and sends its answer on', async () => {
    const runner = scriptedRunner((request) => `译文：${request.input}`);
    const built = await buildOne('RunFlow-run00', { flow_name_selected: '翻译助手', input_value: '你好' }, { services: { flowRunner: runner }, inputs: { session: 's-9' } });
    expect(textOf(built.output.flow_outputs_message)).toBe('译文：你好');
    expect(runner.requests).toMatchObject([{ flow: '翻译助手', input: '你好', sessionId: 's-9' }]);
    expect(runner.requests[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('explains a flow that cannot run and a server without the service', async () => {
    const runner = scriptedRunner(() => '');
    const missing = await buildOne('RunFlow-run00', { flow_name_selected: 'missing' }, { services: { flowRunner: runner } });
    expect(missing.error('RunFlow-run00')).toContain(componentMessages.RUN_FLOW_FAILED({ flow: 'missing', detail: '找不到流程“missing”。' }));
    const without = await buildOne('RunFlow-run00', { flow_name_selected: '翻译助手' });
    expect(without.error('RunFlow-run00')).toContain(componentMessages.RUN_FLOW_UNAVAILABLE());
  });

  it('lists the user’s flows in the dropdown when its refresh button is pressed', async () => {
    const node = makeNode('RunFlow-run00').data.node;
    const update = await RunFlow.updateTemplate!({
      template: node.template,
      outputs: node.outputs ?? [],
      field: 'flow_name_selected',
      value: '',
      services: { flowRunner: scriptedRunner(() => '') },
    });
    expect(update.template?.flow_name_selected).toMatchObject({ options: ['翻译助手', '天气查询'] });
    expect(await RunFlow.updateTemplate!({ template: node.template, outputs: [], field: 'flow_name_selected', value: '' })).toEqual({});
  });
});

describe('flows and agents as tools', () => {
  let llm: LlmTestServer;

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini'] });
  });
  afterEach(() => llm.reset());
  afterAll(() => llm.close());

  it('lets an agent run a flow with the input it chooses', async () => {
    const runner = scriptedRunner((request) => `晴，${request.input}`);
    llm.queue({ text: '', toolCalls: [{ name: 'run_flow', arguments: { input_value: '杭州' } }] }, { text: '杭州今天晴。' });
    const flow = agentFlow({ baseUrl: llm.baseUrl, tools: [toolNode('RunFlow-run00', { flow_name_selected: '天气查询' })] });
    const built = await build(flow.nodes, flow.edges, { services: { flowRunner: runner }, inputs: { input_value: '杭州天气？' } });
    expect(built.result.status).toBe('completed');
    expect(runner.requests).toMatchObject([{ flow: '天气查询', input: '杭州' }]);
    const answer = built.values(OUTPUT).message as ChatMessage;
    expect(toolUses(answer)[0]).toMatchObject({ name: 'run_flow', tool_input: { input_value: '杭州' }, output: '晴，杭州' });
    expect(answer.text).toBe('杭州今天晴。');
  });

  it('lets an agent ask another agent, which answers quietly without this session’s history', async () => {
    llm.queue({ text: '', toolCalls: [{ name: 'run_agent', arguments: { input_value: '子问题' } }] }, { text: '子回答' }, { text: '总回答' });
    const flow = agentFlow({ baseUrl: llm.baseUrl, tools: [toolNode('Agent-sub00', { system_prompt: '你是助手 B。' })] });
    flow.edges.push(connect(flow.nodes, `${MODEL}.model_output`, 'Agent-sub00.agent_llm'));
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: '总问题' } });
    expect(built.result.status).toBe('completed');
    expect((llm.requests[1]?.body as { messages: unknown[] }).messages).toEqual([
      { role: 'system', content: '你是助手 B。' },
      { role: 'user', content: '子问题' },
    ]);
    expect(built.messages().some((message) => message.properties.source?.id === 'Agent-sub00')).toBe(false);
    const answer = built.values(OUTPUT).message as ChatMessage;
    expect(toolUses(answer)[0]).toMatchObject({ name: 'run_agent', output: '子回答' });
    expect(answer.text).toBe('总回答');
    expect(built.values(AGENT).response).toMatchObject({ text: '总回答' });
  });
});
