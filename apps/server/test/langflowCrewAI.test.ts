// Langflow 1.0's CrewAI starter projects saved through the flows API and run through the run API
// against the local OpenAI-protocol server: Sequential Agent's three task agents in order, each
// reading the one before; Hierarchical Agent's manager delegating to an agent by role; Complex
// Agent's worker described by three model calls before the crew runs.
import type { FlowData, FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { KEY_VARIABLE, useLangflowTestBed } from './support/langflowTestBed';

const KEY = 'sk-langflow-crewai-7d21';

type ChatBody = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  tools?: Array<{ function: { name: string; parameters: { properties: Record<string, { enum?: string[] }> } } }>;
};

// SearchAPI searches the web (a paid service); the rest runs as Langflow 1.0 wrote it.
const offline = (node: FlowData['nodes'][number]) => !node.id.startsWith('SearchAPI');

describe('Langflow 1.0 CrewAI starter projects on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-crewai');
  const chatBody = (index: number) => bed.chatBody<ChatBody>(index);
  const text = (index: number, role: string) => chatBody(index).messages.find((message) => message.role === role)?.content ?? '';

  const ourNodes = (flow: FlowRecord) => (flow.data?.nodes ?? []).filter(isGenericNode);
  /** Every model node at the local server with the key variable. */
  const modelTweaks = (flow: FlowRecord) =>
    Object.fromEntries(
      ourNodes(flow)
        .filter((node: GenericNode) => node.data.type === 'OpenAIModel')
        .map((node) => [node.id, { openai_api_base: bed.llm.baseUrl, api_key: { value: KEY_VARIABLE, load_from_db: true } }]),
    );

  it('Sequential Agent: three task agents in order on ours, each given the previous result, the last one the answer', async () => {
    const flow = await bed.saveFile('1.0/Sequential Agent');
    expect(ourNodes(flow).filter((node) => isLangflowNode(node))).toEqual([]);
    bed.llm.queue({ text: '- Agile: short iterations.' }, { text: 'Agile works in short iterations.' }, { text: 'Agile: sprinting, but with sticky notes.' });
    expect(await bed.run(flow, { tweaks: modelTweaks(flow) })).toBe('Agile: sprinting, but with sticky notes.');
    expect(text(0, 'system')).toContain('Researcher');
    expect(text(0, 'user')).toContain('Topic: Agile');
    expect(chatBody(0).tools).toHaveLength(1);
    expect(text(1, 'system')).toContain('Editor');
    expect(text(1, 'user')).toContain('- Agile: short iterations.');
    expect(text(2, 'system')).toContain('Comedian');
    expect(text(2, 'user')).toContain('Agile works in short iterations.');
  });

  it('Hierarchical Agent: the manager agent on its own model delegates to the Research agent by role and answers', async () => {
    const flow = await bed.saveFile('1.0/Hierarchical Agent', offline);
    expect(ourNodes(flow).filter((node) => isLangflowNode(node))).toEqual([]);
    bed.llm.queue(
      { text: '', toolCalls: [{ id: 'call_1', name: 'delegate_work_to_coworker', arguments: { task: 'Explain Langflow.', context: 'A user asked.', coworker: 'Research' } }] },
      { text: 'Langflow is a visual builder for AI flows.' },
      { text: 'Langflow lets you build AI flows visually.' },
    );
    expect(await bed.run(flow, { input_value: 'What is Langflow?', tweaks: modelTweaks(flow) })).toBe('Langflow lets you build AI flows visually.');
    expect(text(0, 'system')).toContain('Manager');
    expect(text(0, 'user')).toContain('What is Langflow?');
    expect(chatBody(0).tools?.[0]?.function.parameters.properties.coworker?.enum).toEqual(['Research', 'Editor']);
    expect(text(1, 'system')).toContain('Research');
    expect(text(1, 'user')).toContain('Explain Langflow.');
    expect(chatBody(2).messages.at(-1)).toMatchObject({ role: 'tool', content: 'Langflow is a visual builder for AI flows.' });
  });

  it('Complex Agent: three model calls write the worker’s role, goal and backstory, then the manager delegates to that role', async () => {
    const flow = await bed.saveFile('1.0/Complex Agent', offline);
    expect(ourNodes(flow).filter((node) => isLangflowNode(node))).toEqual([]);
    bed.llm.queue(
      { text: 'Financial Analyst' },
      { text: 'Report the latest about AAPL.' },
      { text: 'You have followed Apple for years.' },
      { text: '', toolCalls: [{ id: 'call_1', name: 'ask_question_to_coworker', arguments: { question: 'What is new with AAPL?', context: '', coworker: 'Financial Analyst' } }] },
      { text: 'AAPL rose 2% this week.' },
      { text: 'Apple stock rose 2% this week.' },
    );
    expect(await bed.run(flow, { input_value: 'Could you search info about AAPL?', tweaks: modelTweaks(flow) })).toBe('Apple stock rose 2% this week.');
    expect(chatBody(3).tools?.[0]?.function.parameters.properties.coworker?.enum).toEqual(['Financial Analyst']);
    expect(text(4, 'system')).toContain('Financial Analyst');
    expect(text(4, 'system')).toContain('You have followed Apple for years.');
    expect(text(4, 'system')).toContain('Report the latest about AAPL.');
    expect(text(4, 'user')).toContain('What is new with AAPL?');
  });
});
