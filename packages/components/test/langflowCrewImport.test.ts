// Langflow 1.0's CrewAI starter projects import onto our CrewAI components whole: every node ours,
// every connection kept, the agents' and tasks' texts carried over.
import { findBrokenEdges, importLangflowGraph, type FlowData, type GenericNode, type WorkflowEdge } from '@app/flow-graph';
import { langflowFileText } from '@app/test-documents';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '../src';

const registry = createBuiltinRegistry();
/** The field an edge goes into (none of these edges is a loop's). */
const fieldOf = (edge: WorkflowEdge) => (edge.data?.targetHandle as { fieldName?: string } | undefined)?.fieldName;
const FILES = ['1.0/Sequential Agent', '1.0/Hierarchical Agent', '1.0/Complex Agent'] as const;

function imported(file: (typeof FILES)[number]) {
  const original = (JSON.parse(langflowFileText(file)) as { data: FlowData }).data;
  const result = importLangflowGraph(structuredClone(original), (type) => registry.frontendNode(type));
  const nodes = result.data.nodes as GenericNode[];
  const value = (type: string, field: string) => nodes.filter((node) => node.data.type === type).map((node) => (node.data.node.template[field] as { value?: unknown } | undefined)?.value);
  return { original, ...result, nodes, value };
}

describe('Langflow 1.0 CrewAI starter projects', () => {
  it.each(FILES)('%s imports onto our components, keeping every connection', (file) => {
    const { original, data, unsupported } = imported(file);
    expect(unsupported).toEqual([]);
    expect(findBrokenEdges(data.nodes, data.edges)).toEqual([]);
    expect(data.edges).toHaveLength(original.edges.length);
  });

  it('Sequential Agent: three task agents with their roles and tasks, chained into the crew', () => {
    const { data, value } = imported('1.0/Sequential Agent');
    expect(value('SequentialTaskAgentComponent', 'role')).toEqual(['Researcher', 'Editor', 'Comedian']);
    expect(value('SequentialTaskAgentComponent', 'expected_output')).toContain('A small blog about the topic.');
    expect(value('SequentialTaskAgentComponent', 'allow_delegation')).toEqual([false, false, false]);
    const chained = data.edges.filter((edge) => fieldOf(edge) === 'previous_task');
    expect(chained).toHaveLength(2);
    expect(data.edges.some((edge) => edge.target.startsWith('SequentialCrewComponent') && fieldOf(edge) === 'tasks')).toBe(true);
  });

  it('Hierarchical Agent: two agents and a manager agent into the crew, the task from the prompt', () => {
    const { data, value } = imported('1.0/Hierarchical Agent');
    expect(value('CrewAIAgentComponent', 'role').sort()).toEqual(['Editor', 'Manager', 'Research']);
    const intoCrew = data.edges.filter((edge) => edge.target.startsWith('HierarchicalCrewComponent')).map(fieldOf).sort();
    expect(intoCrew).toEqual(['agents', 'agents', 'manager_agent', 'tasks']);
    expect(value('HierarchicalTaskComponent', 'expected_output')).toEqual(["Succinct response that answers the User's query."]);
  });
});
