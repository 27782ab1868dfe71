// Sequential Crew (Langflow's SequentialCrewComponent): runs the connected tasks in order and
// answers with the last one's result as a message, usually for Chat Output. The steps go to the
// node's log.
import { defineComponent } from '@app/engine';
import { componentError } from '../../messages';
import { createMessageValue } from '../../values/message';
import { CREW_OUTPUTS, crewAnswer } from './crewFields';
import { runSequentialCrew } from './crewRun';
import { crewTasks, type CrewAgentValue, type CrewTaskValue } from './crewValues';

const hasAgent = (task: CrewTaskValue): task is CrewTaskValue & { agent: CrewAgentValue } => task.agent !== undefined;

export const SequentialCrew = defineComponent({
  type: 'SequentialCrewComponent',
  display_name: '顺序团队',
  description: '按顺序运行任务，每个任务由它的智能体完成，上一个任务的结果交给下一个。',
  documentation:
    '顺序团队运行连接到“任务”的顺序任务（最后一个顺序任务智能体的输出带着它前面的全部任务）：按顺序，每个任务由它自己的智能体用工具完成，上一个任务的结果作为下一个任务的背景。' +
    '输出“输出”是最后一个任务的结果，通常连接到“聊天输出”；每一步的工具调用写在节点的日志中。',
  en: {
    display_name: 'Sequential Crew',
    description: "Run tasks in order, each by its own agent, each task's result handed to the next.",
    documentation:
      'Sequential Crew runs the sequential tasks connected to "Tasks" (the last Sequential Task Agent\'s output carries every task before it): in order, ' +
      "each done by its own agent with its tools, the result of one task being the next one's context. The \"Output\" is the last task's result, " +
      "usually connected to Chat Output; the tool calls of every step are written to the node's log.",
  },
  icon: 'bot',
  category: 'agents',
  inputs: [
    {
      type: 'other',
      name: 'tasks',
      display_name: '任务',
      info: '连接最后一个顺序任务智能体的输出。',
      en: { display_name: 'Tasks', info: 'Connect the output of the last Sequential Task Agent.' },
      input_types: ['SequentialTask'],
      list: true,
    },
  ],
  outputs: CREW_OUTPUTS,
  async run(context) {
    const tasks = crewTasks(context.inputs.tasks ?? []).filter(hasAgent);
    if (tasks.length === 0) throw componentError('CREW_NO_TASKS');
    const text = await runSequentialCrew(tasks, context);
    return { output: createMessageValue(context, crewAnswer(text)) };
  },
});
