// The Agent's own model choice (Langflow's Agent fields: provider, model, key, base URL): it runs
// with no model node, a connected model still wins, and the provider picks the protocol.
import type { ChatMessage, GenericNode, WorkflowEdge } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Agent, componentMessages } from '../src';
import { agentFlow, AGENT, OUTPUT, toolNode } from './support/agents';
import { build, connect, makeNode } from './support/flows';
import { keyedNode, TEST_KEY } from './support/models';

/** Chat Input -> Agent (model chosen on the node) -> Chat Output, with tools in tool mode. */
function inlineAgentFlow(agent: Record<string, unknown>, tools: GenericNode[] = []): { nodes: GenericNode[]; edges: WorkflowEdge[] } {
  const nodes = [makeNode('ChatInput-in000'), keyedNode(AGENT, { max_iterations: 5, max_retries: 0, ...agent }), makeNode(OUTPUT), ...tools];
  const edges = [
    connect(nodes, 'ChatInput-in000.message', `${AGENT}.input_value`),
    connect(nodes, `${AGENT}.response`, `${OUTPUT}.input_value`),
    ...tools.map((tool) => connect(nodes, `${tool.id}.component_as_tool`, `${AGENT}.tools`)),
  ];
  return { nodes, edges };
}

describe('Agent with its model chosen inline', () => {
  let llm: LlmTestServer;

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini', 'gpt-4.1'] });
  });
  afterEach(() => llm.reset());
  afterAll(() => llm.close());

  it('calls the chosen OpenAI-compatible service with its key and model, tools included, without a model node', async () => {
    llm.queue({ text: '', toolCalls: [{ name: 'evaluate_expression', arguments: { expression: '6*7' } }] }, { text: '42' });
    const flow = inlineAgentFlow({ provider: 'OpenAI', model_name: 'gpt-4.1', api_key: TEST_KEY, openai_api_base: llm.baseUrl }, [toolNode('CalculatorComponent-calc0')]);
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: '6*7?' } });
    expect(built.result.status).toBe('completed');
    expect((built.values(OUTPUT).message as ChatMessage).text).toBe('42');
    expect(llm.requests).toHaveLength(2);
    expect(llm.requests[0]?.body).toMatchObject({ model: 'gpt-4.1' });
    expect(llm.requests[0]?.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  it('takes the provider Langflow writes into agent_llm', async () => {
    llm.queue({ text: 'hi' });
    const flow = inlineAgentFlow({ provider: 'DeepSeek', agent_llm: 'OpenAI', model_name: 'gpt-4o-mini', api_key: TEST_KEY, openai_api_base: llm.baseUrl });
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: 'hello' } });
    expect(built.error(AGENT)).toBeUndefined();
    expect((built.values(OUTPUT).message as ChatMessage).text).toBe('hi');
  });

  it('refuses to call a hosted service without a key, naming it', async () => {
    const flow = inlineAgentFlow({ provider: 'OpenAI', api_key: '' });
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: 'hello' } });
    expect(built.error(AGENT)).toContain(componentMessages.MODEL_API_KEY_MISSING({ provider: 'OpenAI' }));
    expect(llm.requests).toHaveLength(0);
  });

  it('uses a connected model instead of the inline one', async () => {
    llm.queue({ text: 'from the model node' });
    const flow = agentFlow({ baseUrl: llm.baseUrl, agent: { provider: 'OpenAI', api_key: '', openai_api_base: 'http://127.0.0.1:9/v1' } });
    const built = await build(flow.nodes, flow.edges, { inputs: { input_value: 'hello' } });
    expect((built.values(OUTPUT).message as ChatMessage).text).toBe('from the model node');
  });

  it('offers Anthropic with its own address and models', async () => {
    const template = makeNode(AGENT).data.node.template;
    const update = await Agent.updateTemplate!({ field: 'provider', value: 'Anthropic', template } as Parameters<NonNullable<typeof Agent.updateTemplate>>[0]);
    expect(update.template?.openai_api_base).toMatchObject({ value: 'https://api.anthropic.com/v1' });
    expect(update.template?.model_name).toMatchObject({ value: 'claude-sonnet-4-5' });
  });
});
