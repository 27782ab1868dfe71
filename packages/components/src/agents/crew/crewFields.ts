// The inputs that describe a CrewAI agent and a task, shared by CrewAI Agent, Sequential Task Agent
// and Hierarchical Task, the agent value built from them, and the crews' one output.
import { isTool, type InputDefinition, type OutputDefinition } from '@app/engine';
import { componentError } from '../../messages';
import { isLanguageModelValue } from '../../models/languageModel';
import { createCrewAgent, type CrewAgentValue } from './crewValues';

const TOOLS_INFO = '连接处于工具模式的组件的“工具集”输出，可以连接多个。';
const TOOLS_INFO_EN = 'Connect the "Toolset" output of components in tool mode; several can be connected.';

export const CREW_AGENT_FIELDS = [
  {
    type: 'str',
    name: 'role',
    display_name: '角色',
    info: '智能体在团队中的角色，例如“研究员”；分层团队的管理者按角色把任务交给它。',
    en: { display_name: 'Role', info: "The agent's role in the crew, such as \"Researcher\"; a hierarchical crew's manager hands it work by this role." },
    input_types: ['Message'],
    multiline: true,
    value: '',
  },
  {
    type: 'str',
    name: 'goal',
    display_name: '目标',
    info: '智能体要达成的目标。',
    en: { display_name: 'Goal', info: 'What the agent aims to achieve.' },
    input_types: ['Message'],
    multiline: true,
    value: '',
  },
  {
    type: 'str',
    name: 'backstory',
    display_name: '背景故事',
    info: '智能体的经历和性格，决定它做事的方式。',
    en: { display_name: 'Backstory', info: "The agent's background and character, which shape how it works." },
    input_types: ['Message'],
    multiline: true,
    value: '',
  },
  { type: 'other', name: 'tools', display_name: '工具', info: TOOLS_INFO, en: { display_name: 'Tools', info: TOOLS_INFO_EN }, input_types: ['Tool'], list: true },
  {
    type: 'other',
    name: 'llm',
    display_name: '语言模型',
    info: '连接模型组件的“语言模型”输出；模型需要支持工具调用。',
    en: { display_name: 'Language Model', info: 'Connect the "Language Model" output of a model component; the model must support tool calling.' },
    input_types: ['LanguageModel'],
  },
  {
    type: 'int',
    name: 'max_iterations',
    display_name: '最大迭代次数',
    info: '完成一个任务最多调用模型的次数，每一轮工具调用算一次。',
    en: { display_name: 'Max Iterations', info: 'The most times the model is called for one task, each round of tool calls counting once.' },
    advanced: true,
    range_spec: { min: 1, max: 100, step: 1 },
    value: 15,
  },
] as const satisfies readonly InputDefinition[];

/** Whether the agent may hand work to the crew's other agents; CrewAI Agent allows it by default, Sequential Task Agent not. */
export function allowDelegationField<const V extends boolean>(value: V, advanced: boolean) {
  return {
    type: 'bool',
    name: 'allow_delegation',
    display_name: '允许委派',
    info: '开启后，智能体可以把工作交给团队中的其他智能体，或向它们提问。',
    en: { display_name: 'Allow Delegation', info: "When on, the agent may hand work to the crew's other agents or ask them questions." },
    advanced,
    value,
  } as const satisfies InputDefinition;
}

export const TASK_FIELDS = [
  {
    type: 'str',
    name: 'task_description',
    display_name: '任务描述',
    info: '任务要做什么、怎样做。',
    en: { display_name: 'Description', info: 'What the task is and how to carry it out.' },
    input_types: ['Message'],
    multiline: true,
    value: '',
  },
  {
    type: 'str',
    name: 'expected_output',
    display_name: '预期输出',
    info: '任务的结果应当是什么样子。',
    en: { display_name: 'Expected Output', info: "What the task's result should look like." },
    input_types: ['Message'],
    multiline: true,
    value: '',
  },
] as const satisfies readonly InputDefinition[];

/** A task's own tools; the agent (or a hierarchical crew's manager) uses its own without them. */
export const TASK_TOOLS_FIELD = {
  type: 'other',
  name: 'tools',
  display_name: '工具',
  info: '可选：只给这个任务使用的工具，代替完成它的智能体（分层团队中是管理者）自己的工具。',
  en: { display_name: 'Tools', info: "Optional: tools for this task only, instead of the own tools of its agent (a hierarchical crew's manager)." },
  input_types: ['Tool'],
  list: true,
  advanced: true,
} as const satisfies InputDefinition;

export interface CrewAgentInputs {
  role: string;
  goal: string;
  backstory: string;
  tools?: readonly unknown[];
  llm?: unknown;
  allow_delegation: boolean;
  max_iterations: number;
}

export function crewAgentOf(inputs: CrewAgentInputs): CrewAgentValue {
  if (!isLanguageModelValue(inputs.llm)) throw componentError('CREW_MODEL_MISSING', { role: inputs.role });
  return createCrewAgent({
    role: inputs.role,
    goal: inputs.goal,
    backstory: inputs.backstory,
    model: inputs.llm,
    tools: (inputs.tools ?? []).filter(isTool),
    allowDelegation: inputs.allow_delegation,
    maxIterations: inputs.max_iterations,
  });
}

export const CREW_OUTPUTS = [{ name: 'output', display_name: '输出', en: { display_name: 'Output' }, types: ['Message'], method: 'build_output' }] as const satisfies readonly OutputDefinition[];

/** The crew's answer as Langflow's crews send it: an AI message. */
export const crewAnswer = (text: string) => ({ text, sender: 'Machine', sender_name: 'AI' }) as const;
