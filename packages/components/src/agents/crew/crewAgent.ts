// CrewAI Agent: a member of a hierarchical crew (Langflow's CrewAIAgentComponent) — a role, goal
// and backstory with a model and tools. The crew's manager hands it work by its role; as the
// manager itself, it leads the crew.
import { defineComponent } from '@app/engine';
import { allowDelegationField, CREW_AGENT_FIELDS, crewAgentOf } from './crewFields';

export const CrewAIAgent = defineComponent({
  type: 'CrewAIAgentComponent',
  display_name: 'CrewAI 智能体',
  description: '团队中的一名智能体：角色、目标和背景故事，以及它使用的模型和工具。',
  documentation:
    'CrewAI 智能体描述团队中的一名成员：“角色”“目标”和“背景故事”成为它的指令，“语言模型”连接它使用的模型（需要支持工具调用），“工具”连接处于工具模式的组件。' +
    '把输出“智能体”连接到“分层团队”的“智能体”，管理者就可以按角色把工作交给它或向它提问；连接到“管理者智能体”时，它就是团队的管理者。' +
    '也可以把它连接到“顺序任务”的“智能体”，在顺序团队中完成任务；“允许委派”开启时，它在顺序团队中可以把工作交给其他成员（在分层团队中由管理者委派，它不再转交）。“最大迭代次数”限制它完成一个任务时调用模型的次数。',
  en: {
    display_name: 'CrewAI Agent',
    description: 'One agent of a crew: its role, goal and backstory, and the model and tools it works with.',
    documentation:
      'CrewAI Agent describes one member of a crew: its "Role", "Goal" and "Backstory" become its instructions, "Language Model" takes the model it uses ' +
      '(which must support tool calling) and "Tools" the components in tool mode. Connect its "Agent" output to the "Agents" of a Hierarchical Crew and ' +
      'the manager can hand it work or ask it questions by its role; connected to "Manager Agent", it is the crew\'s manager. Connected to the "Agent" ' +
      'of a Sequential Task, it does that task in a sequential crew, where with "Allow Delegation" on it may hand work to the other members (in a ' +
      'hierarchical crew the manager delegates and it passes nothing on). "Max Iterations" limits how often it calls the model for one task.',
  },
  icon: 'bot',
  category: 'agents',
  inputs: [...CREW_AGENT_FIELDS, allowDelegationField(true, false)],
  outputs: [{ name: 'output', display_name: '智能体', en: { display_name: 'Agent' }, types: ['Agent'], method: 'build_output' }],
  run({ inputs }) {
    return { output: crewAgentOf(inputs) };
  },
});
