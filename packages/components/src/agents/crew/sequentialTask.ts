// Sequential Task: a task for a CrewAI Agent in a sequential crew (Langflow's
// SequentialTaskComponent), after the tasks connected to "Task".
import { defineComponent, isTool } from '@app/engine';
import { componentError } from '../../messages';
import { TASK_FIELDS, TASK_TOOLS_FIELD } from './crewFields';
import { createCrewTask, crewTasks, isCrewAgent } from './crewValues';

export const SequentialTask = defineComponent({
  type: 'SequentialTaskComponent',
  display_name: '顺序任务',
  description: '顺序团队的一步：交给一个 CrewAI 智能体的任务，接在前面的任务之后。',
  documentation:
    '顺序任务把一个任务（“任务描述”和“预期输出”）交给连接到“智能体”的 CrewAI 智能体；同一个智能体可以完成几个任务。' +
    '“任务”连接上一个顺序任务（或顺序任务智能体）的输出，输出“任务”就是到这一步为止的全部任务；把最后一步连接到“顺序团队”的“任务”。' +
    '“工具”（可选）只给这个任务使用，代替智能体自己的工具。团队运行时，每一步都能读到上一步的结果。',
  en: {
    display_name: 'Sequential Task',
    description: 'One step of a sequential crew: a task for a CrewAI Agent, after the tasks before it.',
    documentation:
      'Sequential Task gives a task (its "Description" and "Expected Output") to the CrewAI Agent connected to "Agent"; one agent may do several tasks. ' +
      '"Task" takes the output of the Sequential Task (or Sequential Task Agent) before it, and the "Task" output is every task up to this step; ' +
      'connect the last step to the "Tasks" of a Sequential Crew. "Tools" (optional) serve this task only, instead of the agent\'s own. When the ' +
      'crew runs, each step reads the result of the one before.',
  },
  icon: 'list',
  category: 'agents',
  inputs: [
    ...TASK_FIELDS,
    TASK_TOOLS_FIELD,
    {
      type: 'other',
      name: 'agent',
      display_name: '智能体',
      info: '完成这个任务的 CrewAI 智能体。',
      en: { display_name: 'Agent', info: 'The CrewAI Agent that does this task.' },
      input_types: ['Agent'],
    },
    {
      type: 'other',
      name: 'task',
      display_name: '任务',
      info: '连接上一个顺序任务的输出，这个任务排在它之后。',
      en: { display_name: 'Task', info: 'Connect the output of the Sequential Task before this one; this task comes after it.' },
      input_types: ['SequentialTask'],
    },
  ],
  outputs: [{ name: 'task_output', display_name: '任务', en: { display_name: 'Task' }, types: ['SequentialTask'], method: 'build_task' }],
  run({ inputs }) {
    if (!isCrewAgent(inputs.agent)) throw componentError('CREW_TASK_AGENT_MISSING');
    const tools = (inputs.tools ?? []).filter(isTool);
    const task = createCrewTask({ description: inputs.task_description, expectedOutput: inputs.expected_output, agent: inputs.agent, tools });
    return { task_output: [...crewTasks(inputs.task), task] };
  },
});
