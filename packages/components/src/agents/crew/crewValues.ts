// The values CrewAI's components hand each other (Langflow's CrewAI Agent, Sequential Task and
// Hierarchical Task outputs): an agent is a role with a model and tools, a task a description with
// the answer expected and, in a sequential crew, the agent that does it. On the wire they show
// their texts only, never the model's key.
import type { Tool } from '@app/engine';
import type { LanguageModelValue } from '../../models/languageModel';

export interface CrewAgentValue {
  readonly kind: 'CrewAgent';
  readonly role: string;
  readonly goal: string;
  readonly backstory: string;
  readonly model: LanguageModelValue;
  readonly tools: readonly Tool[];
  /** May hand work to, and ask, the crew's other agents. */
  readonly allowDelegation: boolean;
  /** Model calls at most for one task; each tool round costs one. */
  readonly maxIterations: number;
  toJSON(): { role: string; goal: string; backstory: string; model: string; tools: string[] };
}

export interface CrewTaskValue {
  readonly kind: 'CrewTask';
  readonly description: string;
  readonly expectedOutput: string;
  /** The agent that does it (sequential crews); a hierarchical crew's manager chooses instead. */
  readonly agent?: CrewAgentValue;
  /** Tools for this task only; empty for the agent's own. */
  readonly tools: readonly Tool[];
  toJSON(): { description: string; expected_output: string; agent?: string };
}

export function createCrewAgent(init: Omit<CrewAgentValue, 'kind' | 'toJSON'>): CrewAgentValue {
  return {
    kind: 'CrewAgent',
    ...init,
    toJSON: () => ({ role: init.role, goal: init.goal, backstory: init.backstory, model: init.model.modelName, tools: init.tools.map((tool) => tool.name) }),
  };
}

export function createCrewTask(init: Omit<CrewTaskValue, 'kind' | 'toJSON'>): CrewTaskValue {
  return {
    kind: 'CrewTask',
    ...init,
    toJSON: () => ({ description: init.description, expected_output: init.expectedOutput, ...(init.agent ? { agent: init.agent.role } : {}) }),
  };
}

const hasKind = (value: unknown, kind: string): boolean => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind;

export const isCrewAgent = (value: unknown): value is CrewAgentValue => hasKind(value, 'CrewAgent');
export const isCrewTask = (value: unknown): value is CrewTaskValue => hasKind(value, 'CrewTask');

/** The tasks of a list input (or a single connected value), in order. */
export function crewTasks(value: unknown): CrewTaskValue[] {
  return (Array.isArray(value) ? value : [value]).filter(isCrewTask);
}
