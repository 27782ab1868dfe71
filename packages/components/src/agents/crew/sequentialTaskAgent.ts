// Sequential Task Agent: one step of a sequential crew (Langflow's SequentialTaskAgentComponent) —
// a task and the agent that does it, after the tasks connected to "Previous Task".
import { defineComponent } from '@app/engine';
import { allowDelegationField, CREW_AGENT_FIELDS, crewAgentOf, TASK_FIELDS } from './crewFields';
import { createCrewTask, crewTasks } from './crewValues';

export const SequentialTaskAgent = defineComponent({
  type: 'SequentialTaskAgentComponent',
  display_name: '顺序任务智能体',
  description: '顺序团队的一步：一个任务和完成它的智能体，接在前面的任务之后。',
  documentation:
    '顺序任务智能体把一个任务（“任务描述”和“预期输出”）交给这里描述的智能体（“角色”“目标”“背景故事”，“语言模型”和“工具”）。' +
    '“前一个任务”连接上一个顺序任务智能体的输出，输出“顺序任务”就是到这一步为止的全部任务；把最后一步连接到“顺序团队”的“任务”。' +
    '团队运行时，每一步都能读到上一步的结果。',
  en: {
    display_name: 'Sequential Task Agent',
    description: 'One step of a sequential crew: a task and the agent that does it, after the tasks before it.',
    documentation:
      'Sequential Task Agent gives a task (its "Description" and "Expected Output") to the agent described here ("Role", "Goal", "Backstory", ' +
      '"Language Model" and "Tools"). "Previous Task" takes the output of the Sequential Task Agent before it, and the "Sequential Task" output is ' +
      'every task up to this step; connect the last step to the "Tasks" of a Sequential Crew. When the crew runs, each step reads the result of the one before.',
  },
  icon: 'bot',
  category: 'agents',
  inputs: [
    ...CREW_AGENT_FIELDS,
    allowDelegationField(false, true),
    ...TASK_FIELDS,
    {
      type: 'other',
      name: 'previous_task',
      display_name: '前一个任务',
      info: '连接上一个顺序任务智能体的输出，这个任务排在它之后。',
      en: { display_name: 'Previous Task', info: 'Connect the output of the Sequential Task Agent before this one; this task comes after it.' },
      input_types: ['SequentialTask'],
    },
  ],
  outputs: [{ name: 'task_output', display_name: '顺序任务', en: { display_name: 'Sequential Task' }, types: ['SequentialTask'], method: 'build_agent_and_task' }],
  run({ inputs }) {
    const task = createCrewTask({ description: inputs.task_description, expectedOutput: inputs.expected_output, agent: crewAgentOf(inputs), tools: [] });
    return { task_output: [...crewTasks(inputs.previous_task), task] };
  },
});
