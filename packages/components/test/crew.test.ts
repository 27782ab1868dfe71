// The CrewAI components against the local OpenAI-protocol server: a sequential crew runs its tasks
// in order, each by its own agent with its tools and the previous result as context; a
// hierarchical crew's manager delegates to the agents by role and answers from their results.
import type { ChatMessage, GenericNode, WorkflowEdge } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { toolNode } from './support/agents';
import { build, connect, makeNode } from './support/flows';
import { keyedNode, TEST_KEY } from './support/models';

interface SentBody {
  model: string;
  messages: Array<{ role: string; content?: string | null }>;
  tools?: Array<{ function: { name: string; parameters: { properties: Record<string, { enum?: string[] }> } } }>;
}

const MODEL = 'OpenAIModel-model';
const MANAGER_MODEL = 'OpenAIModel-boss0';
const CREW = { sequential: 'SequentialCrewComponent-crew0', hierarchical: 'HierarchicalCrewComponent-crew0' };
const OUTPUT = 'ChatOutput-out00';
const researcher = { role: 'Researcher', goal: 'Find the facts.', backstory: 'You check every number.' };
const editor = { role: 'Editor', goal: 'Write it up clearly.', backstory: 'You edit a journal.' };

describe('CrewAI crews', () => {
  let llm: LlmTestServer;
  const sent = (index: number) => llm.requests[index]?.body as SentBody;
  const system = (index: number) => sent(index).messages.find((message) => message.role === 'system')?.content ?? '';
  const user = (index: number) => sent(index).messages.find((message) => message.role === 'user')?.content ?? '';
  const model = (id: string, name: string) => keyedNode(id, { openai_api_base: llm.baseUrl, api_key: TEST_KEY, model_name: name, max_retries: 0 });

  beforeAll(async () => {
    llm = await startLlmTestServer({ apiKey: TEST_KEY, models: ['gpt-4o-mini', 'gpt-4o'] });
  });
  afterEach(() => llm.reset());
  afterAll(() => llm.close());

  function sequentialFlow(): { nodes: GenericNode[]; edges: WorkflowEdge[] } {
    const first = 'SequentialTaskAgentComponent-first';
    const second = 'SequentialTaskAgentComponent-secnd';
    const nodes = [
      model(MODEL, 'gpt-4o-mini'),
      makeNode(first, { ...researcher, task_description: 'Compute 2*(3+4).', expected_output: 'The number.' }),
      makeNode(second, { ...editor, task_description: 'Write one sentence about the result.', expected_output: 'One sentence.' }),
      toolNode('CalculatorComponent-calc0'),
      makeNode(CREW.sequential),
      makeNode(OUTPUT),
    ];
    const edges = [
      connect(nodes, `${MODEL}.model_output`, `${first}.llm`),
      connect(nodes, `${MODEL}.model_output`, `${second}.llm`),
      connect(nodes, 'CalculatorComponent-calc0.component_as_tool', `${first}.tools`),
      connect(nodes, `${first}.task_output`, `${second}.previous_task`),
      connect(nodes, `${second}.task_output`, `${CREW.sequential}.tasks`),
      connect(nodes, `${CREW.sequential}.output`, `${OUTPUT}.input_value`),
    ];
    return { nodes, edges };
  }

  it('sequential: each task by its own agent and tools, the previous result as the next task’s context, the last result the answer', async () => {
    llm.queue({ text: '', toolCalls: [{ id: 'call_calc', name: 'evaluate_expression', arguments: { expression: '2*(3+4)' } }] }, { text: 'It is 14.' }, { text: 'Fourteen it is.' });
    const flow = sequentialFlow();
    const built = await build(flow.nodes, flow.edges);
    expect(built.result.status).toBe('completed');
    expect(llm.requests).toHaveLength(3);

    // The researcher: its role, backstory and goal as instructions, its task, its calculator.
    expect(system(0)).toContain('Researcher');
    expect(system(0)).toContain('You check every number.');
    expect(system(0)).toContain('Find the facts.');
    expect(user(0)).toContain('Compute 2*(3+4).');
    expect(user(0)).toContain('The number.');
    expect(sent(0).tools?.map((tool) => tool.function.name)).toEqual(['evaluate_expression']);
    expect(sent(1).messages.at(-1)).toMatchObject({ role: 'tool', content: '14' });

    // The editor: its own instructions, no tools (delegation is off), the researcher's result as context.
    expect(system(2)).toContain('Editor');
    expect(system(2)).not.toContain('Researcher');
    expect(user(2)).toContain('Write one sentence about the result.');
    expect(user(2)).toContain('It is 14.');
    expect(sent(2).tools).toBeUndefined();

    expect((built.values(CREW.sequential).output as ChatMessage).text).toBe('Fourteen it is.');
    expect((built.values(OUTPUT).message as ChatMessage).text).toBe('Fourteen it is.');
  });

  it('sequential: an agent allowed to delegate can hand work to the crew’s other agent by its role', async () => {
    const flow = sequentialFlow();
    const first = flow.nodes[1]!;
    (first.data.node.template.allow_delegation as { value: unknown }).value = true;
    llm.queue(
      { text: '', toolCalls: [{ id: 'call_ask', name: 'ask_question_to_coworker', arguments: { question: 'Is 14 right?', context: '2*(3+4)', coworker: 'editor' } }] },
      { text: 'Yes, 14.' },
      { text: 'Confirmed: 14.' },
      { text: 'Fourteen, confirmed.' },
    );
    const built = await build(flow.nodes, flow.edges);
    expect(built.result.status).toBe('completed');
    expect(sent(0).tools?.map((tool) => tool.function.name)).toEqual(['evaluate_expression', 'delegate_work_to_coworker', 'ask_question_to_coworker']);
    // The question went to the editor (role matched regardless of case), with the context given.
    expect(system(1)).toContain('Editor');
    expect(user(1)).toContain('Is 14 right?');
    expect(user(1)).toContain('2*(3+4)');
    expect(sent(2).messages.at(-1)).toMatchObject({ role: 'tool', content: 'Yes, 14.' });
    expect(user(3)).toContain('Confirmed: 14.');
    expect((built.values(OUTPUT).message as ChatMessage).text).toBe('Fourteen, confirmed.');
  });

  it('sequential: Sequential Tasks give one CrewAI Agent two tasks in a row, the second with its own tool instead of the agent’s', async () => {
    const agent = 'CrewAIAgentComponent-solo0';
    const nodes = [
      model(MODEL, 'gpt-4o-mini'),
      makeNode(agent, researcher),
      toolNode('CurrentDate-date0'),
      toolNode('CalculatorComponent-calc0'),
      makeNode('SequentialTaskComponent-one00', { task_description: 'Name a number.', expected_output: 'A number.' }),
      makeNode('SequentialTaskComponent-two00', { task_description: 'Double it.', expected_output: 'The double.' }),
      makeNode(CREW.sequential),
      makeNode(OUTPUT),
    ];
    const edges = [
      connect(nodes, `${MODEL}.model_output`, `${agent}.llm`),
      connect(nodes, 'CurrentDate-date0.component_as_tool', `${agent}.tools`),
      connect(nodes, `${agent}.output`, 'SequentialTaskComponent-one00.agent'),
      connect(nodes, `${agent}.output`, 'SequentialTaskComponent-two00.agent'),
      connect(nodes, 'CalculatorComponent-calc0.component_as_tool', 'SequentialTaskComponent-two00.tools'),
      connect(nodes, 'SequentialTaskComponent-one00.task_output', 'SequentialTaskComponent-two00.task'),
      connect(nodes, 'SequentialTaskComponent-two00.task_output', `${CREW.sequential}.tasks`),
      connect(nodes, `${CREW.sequential}.output`, `${OUTPUT}.input_value`),
    ];
    llm.queue({ text: '7' }, { text: '14' });
    const built = await build(nodes, edges);
    expect(built.result.status).toBe('completed');
    expect(system(0)).toContain('Researcher');
    expect(user(0)).toContain('Name a number.');
    expect(sent(0).tools?.map((tool) => tool.function.name)).toEqual(['get_current_date']);
    expect(user(1)).toContain('Double it.');
    expect(user(1)).toContain('7');
    expect(sent(1).tools?.map((tool) => tool.function.name)).toEqual(['evaluate_expression']);
    expect((built.values(OUTPUT).message as ChatMessage).text).toBe('14');
  });

  function hierarchicalFlow(manager: 'agent' | 'llm'): { nodes: GenericNode[]; edges: WorkflowEdge[] } {
    const nodes = [
      model(MODEL, 'gpt-4o-mini'),
      model(MANAGER_MODEL, 'gpt-4o'),
      makeNode('CrewAIAgentComponent-resrc', researcher),
      makeNode('CrewAIAgentComponent-editr', editor),
      ...(manager === 'agent' ? [makeNode('CrewAIAgentComponent-boss0', { role: 'Manager', goal: 'Answer the user.', backstory: 'You lead the team.' })] : []),
      toolNode('CalculatorComponent-calc0'),
      makeNode('HierarchicalTaskComponent-task0', { task_description: 'What is 2*(3+4)?', expected_output: 'A short answer.' }),
      makeNode(CREW.hierarchical),
      makeNode(OUTPUT),
    ];
    const edges = [
      connect(nodes, `${MODEL}.model_output`, 'CrewAIAgentComponent-resrc.llm'),
      connect(nodes, `${MODEL}.model_output`, 'CrewAIAgentComponent-editr.llm'),
      connect(nodes, 'CalculatorComponent-calc0.component_as_tool', 'CrewAIAgentComponent-resrc.tools'),
      connect(nodes, 'CrewAIAgentComponent-resrc.output', `${CREW.hierarchical}.agents`),
      connect(nodes, 'CrewAIAgentComponent-editr.output', `${CREW.hierarchical}.agents`),
      connect(nodes, 'HierarchicalTaskComponent-task0.task_output', `${CREW.hierarchical}.tasks`),
      connect(nodes, `${CREW.hierarchical}.output`, `${OUTPUT}.input_value`),
      ...(manager === 'agent'
        ? [connect(nodes, `${MANAGER_MODEL}.model_output`, 'CrewAIAgentComponent-boss0.llm'), connect(nodes, 'CrewAIAgentComponent-boss0.output', `${CREW.hierarchical}.manager_agent`)]
        : [connect(nodes, `${MANAGER_MODEL}.model_output`, `${CREW.hierarchical}.manager_llm`)]),
    ];
    return { nodes, edges };
  }

  it('hierarchical: the manager agent delegates to an agent by role, who uses its tools; the manager answers from its result', async () => {
    llm.queue(
      { text: '', toolCalls: [{ id: 'call_work', name: 'delegate_work_to_coworker', arguments: { task: 'Compute 2*(3+4).', context: 'The user asked.', coworker: 'Researcher' } }] },
      { text: '', toolCalls: [{ id: 'call_calc', name: 'evaluate_expression', arguments: { expression: '2*(3+4)' } }] },
      { text: 'The result is 14.' },
      { text: '2*(3+4) is 14.' },
    );
    const flow = hierarchicalFlow('agent');
    const built = await build(flow.nodes, flow.edges);
    expect(built.result.status).toBe('completed');

    // The manager, on its own model: its role, the task, the tools to reach the coworkers by role.
    expect(sent(0).model).toBe('gpt-4o');
    expect(system(0)).toContain('Manager');
    expect(user(0)).toContain('What is 2*(3+4)?');
    expect(sent(0).tools?.map((tool) => tool.function.name)).toEqual(['delegate_work_to_coworker', 'ask_question_to_coworker']);
    expect(sent(0).tools?.[0]?.function.parameters.properties.coworker?.enum).toEqual(['Researcher', 'Editor']);

    // The researcher did the work with its calculator; its result went back to the manager.
    expect(sent(1).model).toBe('gpt-4o-mini');
    expect(system(1)).toContain('Researcher');
    expect(user(1)).toContain('Compute 2*(3+4).');
    expect(user(1)).toContain('The user asked.');
    expect(sent(1).tools?.map((tool) => tool.function.name)).toEqual(['evaluate_expression']);
    expect(sent(2).messages.at(-1)).toMatchObject({ role: 'tool', content: '14' });
    expect(sent(3).messages.at(-1)).toMatchObject({ role: 'tool', content: 'The result is 14.' });
    expect((built.values(OUTPUT).message as ChatMessage).text).toBe('2*(3+4) is 14.');
  });

  it('hierarchical: with only a manager LLM the crew makes its manager; an unknown coworker is told to the model, which answers', async () => {
    llm.queue({ text: '', toolCalls: [{ id: 'call_x', name: 'ask_question_to_coworker', arguments: { question: 'Hi?', context: '', coworker: 'Nobody' } }] }, { text: 'I answer myself: 14.' });
    const flow = hierarchicalFlow('llm');
    const built = await build(flow.nodes, flow.edges);
    expect(built.result.status).toBe('completed');
    expect(sent(0).model).toBe('gpt-4o');
    expect(system(0)).toContain('团队管理者');
    expect(sent(1).messages.at(-1)?.content).toContain(componentMessages.CREW_COWORKER_UNKNOWN({ name: 'Nobody', roles: 'Researcher、Editor' }));
    expect((built.values(OUTPUT).message as ChatMessage).text).toBe('I answer myself: 14.');
  });

  it('refuses in Chinese: a crew without a manager, a crew without tasks, an agent without a model, a task without an agent', async () => {
    const noManager = hierarchicalFlow('llm');
    const failed = await build(noManager.nodes, noManager.edges.filter((edge) => edge.source !== MANAGER_MODEL));
    expect(failed.error(CREW.hierarchical)).toContain(componentMessages.CREW_MANAGER_MISSING());

    const noTasks = await build([makeNode(CREW.sequential)]);
    expect(noTasks.error(CREW.sequential)).toContain(componentMessages.CREW_NO_TASKS());

    const noModel = await build([makeNode('CrewAIAgentComponent-alone', researcher)]);
    expect(noModel.error('CrewAIAgentComponent-alone')).toContain(componentMessages.CREW_MODEL_MISSING({ role: 'Researcher' }));

    const noAgent = await build([makeNode('SequentialTaskComponent-alone', { task_description: 'Anything.' })]);
    expect(noAgent.error('SequentialTaskComponent-alone')).toContain(componentMessages.CREW_TASK_AGENT_MISSING());
    expect(llm.requests).toHaveLength(0);
  });
});
