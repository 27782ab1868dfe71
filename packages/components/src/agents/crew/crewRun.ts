// How a crew works, as CrewAI does it: a task is done by one agent (its role, goal and backstory
// as the instructions) in the tool-calling loop, with the previous task's result as its context.
// Sequential crews run their tasks in order, each by its own agent; hierarchical crews give every
// task to a manager whose only means are the tools to hand work to, and ask, the crew's agents.
import type { ComponentLogger } from '@app/engine';
import { jsonSchema, tool, type ToolSet } from 'ai';
import { componentError, componentMessages } from '../../messages';
import { runAgentLoop, type AgentLoopObserver } from '../agentLoop';
import { agentToolSet } from '../agentTools';
import type { CrewAgentValue, CrewTaskValue } from './crewValues';

export interface CrewRun {
  signal: AbortSignal;
  logger: ComponentLogger;
}

type TaskText = Pick<CrewTaskValue, 'description' | 'expectedOutput' | 'tools'>;

/** What a coworker is asked to give back: CrewAI's tools ask the same of the agent they reach. */
const DELEGATED_OUTPUT = '针对同事的要求给出你最好的回答，并考虑他提供的背景。';

function agentInstructions(agent: CrewAgentValue): string {
  return [`你是${agent.role}。`, agent.backstory, agent.goal === '' ? '' : `你的个人目标：${agent.goal}`].filter((line) => line !== '').join('\n');
}

function taskPrompt(task: TaskText, context: string): string {
  const parts = [`当前任务：${task.description}`];
  if (task.expectedOutput !== '') parts.push(`最终回答应当是：${task.expectedOutput}\n请把完整的内容作为最终回答，不要只给摘要。`);
  if (context !== '') parts.push(`可以参考的背景：\n${context}`);
  return parts.join('\n\n');
}

/** The steps go to the node's log, not the chat: Langflow shows a crew's steps in its logs too. */
function loggingObserver(logger: ComponentLogger, role: string): AgentLoopObserver {
  return {
    text: () => undefined,
    toolStarted: (_callId, name, input) => logger.log(`${role}：调用工具 ${name} ${JSON.stringify(input)}`),
    toolFinished: () => undefined,
    toolFailed: (_callId, error) => logger.warn(`${role}：工具出错：${error}`),
  };
}

/** The agent's answer to one task; `extraTools` are the delegation tools it may use besides its own. */
export async function performTask(agent: CrewAgentValue, task: TaskText, context: string, run: CrewRun, extraTools: ToolSet = {}): Promise<string> {
  const result = await runAgentLoop(
    {
      model: agent.model,
      instructions: agentInstructions(agent),
      messages: [{ role: 'user', content: taskPrompt(task, context) }],
      tools: { ...agentToolSet(task.tools.length > 0 ? task.tools : agent.tools), ...extraTools },
      maxSteps: agent.maxIterations,
      signal: run.signal,
    },
    loggingObserver(run.logger, agent.role),
  );
  if (!result.stoppedAtLimit) return result.text;
  const notice = componentMessages.AGENT_STEP_LIMIT({ max: agent.maxIterations });
  run.logger.warn(`${agent.role}：${notice}`);
  return result.text === '' ? notice : `${result.text}\n\n${notice}`;
}

const sameRole = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The tools to hand work to, and ask, the coworkers, chosen by role; they answer without delegating further. */
export function coworkerTools(coworkers: readonly CrewAgentValue[], run: CrewRun): ToolSet {
  const roles = [...new Set(coworkers.map((agent) => agent.role))];
  const find = (name: string): CrewAgentValue => {
    const found = coworkers.find((agent) => sameRole(agent.role, name));
    if (!found) throw componentError('CREW_COWORKER_UNKNOWN', { name, roles: roles.join('、') });
    return found;
  };
  const schema = (field: string, about: string) =>
    jsonSchema<Record<string, string>>({
      type: 'object',
      properties: {
        [field]: { type: 'string', description: about },
        context: { type: 'string', description: '同事需要知道的一切背景：他们看不到你的任务和其他信息。' },
        coworker: { type: 'string', enum: roles, description: '同事的角色。' },
      },
      required: [field, 'context', 'coworker'],
      additionalProperties: false,
    });
  const ask = (text: string, input: Record<string, string>) =>
    performTask(find(input.coworker ?? ''), { description: text, expectedOutput: DELEGATED_OUTPUT, tools: [] }, input.context ?? '', run);
  return {
    delegate_work_to_coworker: tool({
      description: `把一项具体工作交给一位同事（${roles.join('、')}）完成，得到他的结果。`,
      inputSchema: schema('task', '要同事完成的工作，写清楚要做什么。'),
      execute: (input) => ask(input.task ?? '', input),
    }),
    ask_question_to_coworker: tool({
      description: `向一位同事（${roles.join('、')}）提一个问题，得到他的回答。`,
      inputSchema: schema('question', '要问同事的问题。'),
      execute: (input) => ask(input.question ?? '', input),
    }),
  };
}

/** The tasks in order, each by its agent, each given the previous result; the last result is the crew's. */
export async function runSequentialCrew(tasks: ReadonlyArray<CrewTaskValue & { agent: CrewAgentValue }>, run: CrewRun): Promise<string> {
  const agents = [...new Set(tasks.map((task) => task.agent))];
  let output = '';
  for (const [index, task] of tasks.entries()) {
    const { agent } = task;
    const coworkers = agents.filter((other) => other !== agent);
    const delegation = agent.allowDelegation && coworkers.length > 0 ? coworkerTools(coworkers, run) : {};
    run.logger.log(`任务 ${index + 1}/${tasks.length}：${agent.role}`);
    output = await performTask(agent, task, output, run, delegation);
  }
  return output;
}

/** Every task by the manager, who delegates to the agents; the last result is the crew's. */
export async function runHierarchicalCrew(tasks: readonly CrewTaskValue[], agents: readonly CrewAgentValue[], manager: CrewAgentValue, run: CrewRun): Promise<string> {
  const delegation = coworkerTools(agents, run);
  let output = '';
  for (const [index, task] of tasks.entries()) {
    run.logger.log(`任务 ${index + 1}/${tasks.length}：${manager.role}`);
    output = await performTask(manager, task, output, run, delegation);
  }
  return output;
}
