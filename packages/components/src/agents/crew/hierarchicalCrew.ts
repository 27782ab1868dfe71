// Hierarchical Crew (Langflow's HierarchicalCrewComponent): a manager runs the connected tasks,
// delegating to the agents, and the last task's answer is the crew's message, usually for Chat
// Output. The steps go to the node's log.
import { defineComponent } from '@app/engine';
import { componentError } from '../../messages';
import { isLanguageModelValue } from '../../models/languageModel';
import { createMessageValue } from '../../values/message';
import { CREW_OUTPUTS, crewAnswer } from './crewFields';
import { runHierarchicalCrew } from './crewRun';
import { createCrewAgent, crewTasks, isCrewAgent, type CrewAgentValue } from './crewValues';

const MANAGER = { role: '团队管理者', goal: '带领团队以最好的方式完成任务。', backstory: '你是一位经验丰富的管理者，善于发挥每位成员的长处：把工作交给合适的成员，必要时向他们提问，再把他们的结果整理成最终回答。' };

export const HierarchicalCrew = defineComponent({
  type: 'HierarchicalCrewComponent',
  display_name: '分层团队',
  description: '由一位管理者把任务分派给团队中的智能体，再整理出回答。',
  documentation:
    '分层团队把每个连接到“任务”的分层任务交给管理者：管理者可以把工作交给“智能体”中的任何一位（按角色），或向他们提问，读到他们的结果后给出任务的回答；上一个任务的回答作为下一个任务的背景。' +
    '管理者是连接到“管理者智能体”的 CrewAI 智能体；没有连接时，团队用“管理者模型”创建一位管理者。两者都没有连接时无法运行。' +
    '输出“输出”是最后一个任务的回答，通常连接到“聊天输出”；管理者和智能体的工具调用写在节点的日志中。',
  en: {
    display_name: 'Hierarchical Crew',
    description: 'A manager hands the tasks to the agents of the crew and puts the answer together.',
    documentation:
      'Hierarchical Crew gives every hierarchical task connected to "Tasks" to a manager, who may hand work to any of the "Agents" (by role) or ask them ' +
      "questions, and answers the task from their results; each task's answer is the next one's context. The manager is the CrewAI Agent connected to " +
      '"Manager Agent"; without one, the crew makes a manager on the "Manager LLM". With neither connected it cannot run. The "Output" is the last ' +
      "task's answer, usually connected to Chat Output; the tool calls of the manager and the agents are written to the node's log.",
  },
  icon: 'bot',
  category: 'agents',
  inputs: [
    {
      type: 'other',
      name: 'agents',
      display_name: '智能体',
      info: '连接 CrewAI 智能体的输出，可以连接多个：管理者把工作交给他们。',
      en: { display_name: 'Agents', info: 'Connect the outputs of CrewAI Agents, several if you like: the manager hands them work.' },
      input_types: ['Agent'],
      list: true,
    },
    {
      type: 'other',
      name: 'tasks',
      display_name: '任务',
      info: '连接分层任务的输出，可以连接多个，按顺序完成。',
      en: { display_name: 'Tasks', info: 'Connect the outputs of Hierarchical Tasks, several if you like; they are done in order.' },
      input_types: ['HierarchicalTask'],
      list: true,
    },
    {
      type: 'other',
      name: 'manager_llm',
      display_name: '管理者模型',
      info: '没有连接管理者智能体时，团队用这个模型创建管理者。',
      en: { display_name: 'Manager LLM', info: 'Without a Manager Agent, the crew makes its manager on this model.' },
      input_types: ['LanguageModel'],
    },
    {
      type: 'other',
      name: 'manager_agent',
      display_name: '管理者智能体',
      info: '可选：作为管理者的 CrewAI 智能体，优先于管理者模型。',
      en: { display_name: 'Manager Agent', info: 'Optional: the CrewAI Agent that manages the crew; it takes precedence over the Manager LLM.' },
      input_types: ['Agent'],
    },
  ],
  outputs: CREW_OUTPUTS,
  async run(context) {
    const { inputs } = context;
    const tasks = crewTasks(inputs.tasks ?? []);
    if (tasks.length === 0) throw componentError('CREW_NO_TASKS');
    const manager = managerOf(inputs.manager_agent, inputs.manager_llm);
    const agents = (inputs.agents ?? []).filter(isCrewAgent).filter((agent) => agent !== manager);
    if (agents.length === 0) throw componentError('CREW_NO_AGENTS');
    const text = await runHierarchicalCrew(tasks, agents, manager, context);
    return { output: createMessageValue(context, crewAnswer(text)) };
  },
});

function managerOf(agent: unknown, model: unknown): CrewAgentValue {
  if (isCrewAgent(agent)) return agent;
  if (!isLanguageModelValue(model)) throw componentError('CREW_MANAGER_MISSING');
  return createCrewAgent({ ...MANAGER, model, tools: [], allowDelegation: true, maxIterations: 15 });
}
