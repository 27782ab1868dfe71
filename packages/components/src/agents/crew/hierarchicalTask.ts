// Hierarchical Task: a task for a hierarchical crew (Langflow's HierarchicalTaskComponent); the
// crew's manager decides which agents do the work.
import { defineComponent, isTool } from '@app/engine';
import { TASK_FIELDS, TASK_TOOLS_FIELD } from './crewFields';
import { createCrewTask } from './crewValues';

export const HierarchicalTask = defineComponent({
  type: 'HierarchicalTaskComponent',
  display_name: '分层任务',
  description: '分层团队的一个任务：描述和预期输出，由团队的管理者分派给智能体。',
  documentation:
    '分层任务描述要团队完成的一件事：“任务描述”和“预期输出”。把输出“任务”连接到“分层团队”的“任务”，团队的管理者会把工作交给合适的智能体并整理出回答。' +
    '管理者按“预期输出”给出这个任务的回答，上一个任务的回答是它的背景。“工具”（可选）只给这个任务使用，代替管理者自己的工具。',
  en: {
    display_name: 'Hierarchical Task',
    description: "A task for a hierarchical crew: its description and expected output; the crew's manager hands it to the agents.",
    documentation:
      'Hierarchical Task describes one thing for the crew to do: its "Description" and "Expected Output". Connect its "Task" output to the "Tasks" of a ' +
      "Hierarchical Crew: the crew's manager hands the work to the right agents and puts the answer together as the \"Expected Output\" says, " +
      "the previous task's answer as its context. \"Tools\" (optional) serve this task only, instead of the manager's own.",
  },
  icon: 'list',
  category: 'agents',
  inputs: [
    ...TASK_FIELDS,
    TASK_TOOLS_FIELD,
  ],
  outputs: [{ name: 'task_output', display_name: '任务', en: { display_name: 'Task' }, types: ['HierarchicalTask'], method: 'build_task' }],
  run({ inputs }) {
    return { task_output: createCrewTask({ description: inputs.task_description, expectedOutput: inputs.expected_output, tools: (inputs.tools ?? []).filter(isTool) }) };
  },
});
