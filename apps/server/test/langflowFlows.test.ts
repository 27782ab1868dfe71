// Langflow's own starter projects (1.2 and 1.6 files, as Langflow ships them) saved through the
// flows API and run through the run API against the local OpenAI-protocol server, with nothing
// set but the credential variable the files name (OPENAI_API_KEY) and the model's base URL as a
// tweak. What has no counterpart here is refused by the build naming each Langflow component.
import type { ChatMessage, FlowData, FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { LANGFLOW_VERSIONS, langflowStarterProjectText, type LangflowStarterProject, type LangflowVersion } from '@app/test-documents';
import { describe, expect, it } from 'vitest';
import { KEY_VARIABLE, useLangflowTestBed } from './support/langflowTestBed';
import { uploadToFlow } from './support/templateFlows';

const KEY = 'sk-langflow-files-4e8a2c';
const MODEL_TYPES = new Set(['OpenAIModel', 'Agent']);

type RunAnswer = { outputs: Array<{ outputs: Array<{ results: { message?: ChatMessage } } | null> }> };
type ChatBody = { model: string; messages: Array<{ role: string; content: string }>; tools?: Array<{ function: { name: string } }> };

describe.each(LANGFLOW_VERSIONS)('Langflow %s starter projects on this server', (version: LangflowVersion) => {
  const bed = useLangflowTestBed(KEY, `langflow-${version.replace('.', '-')}`);
  const chatBody = (index: number) => bed.chatBody<ChatBody>(index);

  /** The file saved as Langflow's clients save it: the flows API with the file's own JSON. */
  async function saveFile(name: LangflowStarterProject): Promise<FlowRecord> {
    const file = JSON.parse(langflowStarterProjectText(version, name)) as { name: string; description: string; data: FlowData };
    const answer = await bed.dev.post<FlowRecord>('/api/v1/flows/', { name: `${file.name} ${version} ${crypto.randomUUID().slice(0, 6)}`, description: file.description, data: file.data });
    expect(answer.status, answer.text).toBe(201);
    return answer.body;
  }

  /** The base URL for every model (and agent), and the credential variable where the file left the key empty. */
  function modelTweaks(flow: FlowRecord): Record<string, Record<string, unknown>> {
    const models = (flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => MODEL_TYPES.has(node.data.type));
    expect(models.length).toBeGreaterThan(0);
    return Object.fromEntries(
      models.map((node) => {
        const key = node.data.node.template.api_key;
        const emptyKey = typeof key === 'object' && (key.value === '' || key.value === undefined);
        return [node.id, { openai_api_base: bed.llm.baseUrl, ...(emptyKey ? { api_key: { value: KEY_VARIABLE, load_from_db: true } } : {}) }];
      }),
    );
  }

  async function run(flow: FlowRecord, input: string, tweaks: Record<string, unknown>, session: string): Promise<string | undefined> {
    const answer = await bed.dev.post<RunAnswer>(`/api/v1/run/${flow.id}`, { input_value: input, session_id: session, tweaks });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).not.toContain(KEY);
    return answer.body.outputs[0]?.outputs[0]?.results.message?.text;
  }

  it('stores the flows on our components, no Python code left where a counterpart exists', async () => {
    const flow = await saveFile('Basic Prompting');
    const nodes = (flow.data?.nodes ?? []).filter(isGenericNode);
    expect(nodes.filter((node) => isLangflowNode(node))).toEqual([]);
    expect(nodes.map((node) => node.data.type).sort()).toEqual(['ChatInput', 'ChatOutput', 'OpenAIModel', 'Prompt']);
  });

  it('Basic Prompting answers with the prompt as the system message', async () => {
    const flow = await saveFile('Basic Prompting');
    bed.llm.queue({ text: 'Ahoy, matey!' });
    expect(await run(flow, 'Hello', modelTweaks(flow), 'basic')).toBe('Ahoy, matey!');
    expect(chatBody(0).messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Answer the user as if you were a') });
    expect(chatBody(0).messages.at(-1)).toEqual({ role: 'user', content: 'Hello' });
    expect(bed.llm.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('Memory Chatbot remembers the conversation of the session', async () => {
    const flow = await saveFile('Memory Chatbot');
    const tweaks = modelTweaks(flow);
    bed.llm.queue({ text: 'Nice to meet you, Wang.' }, { text: 'You are Wang.' });
    expect(await run(flow, 'My name is Wang.', tweaks, 'memory')).toBe('Nice to meet you, Wang.');
    expect(await run(flow, 'What is my name?', tweaks, 'memory')).toBe('You are Wang.');
    const system = chatBody(1).messages[0]?.content ?? '';
    expect(system).toContain('My name is Wang.');
    expect(system).toContain('Nice to meet you, Wang.');
  });

  it('Document Q&A answers from an uploaded document', async () => {
    const flow = await saveFile('Document Q&A');
    const file = (flow.data?.nodes ?? []).find((node) => isGenericNode(node) && node.data.type === 'File') as GenericNode;
    const path = await uploadToFlow(bed.server, flow.id, 'manual.md', 'Refunds are accepted within 14 days of delivery.');
    bed.llm.queue({ text: 'Within 14 days.' });
    expect(await run(flow, 'How long do I have for a refund?', { ...modelTweaks(flow), [file.id]: { path: [path] } }, 'document')).toBe('Within 14 days.');
    expect(chatBody(0).messages[0]?.content).toContain('Refunds are accepted within 14 days of delivery.');
  });

  it('Simple Agent runs with its inline model and calls the calculator tool', async () => {
    const flow = await saveFile('Simple Agent');
    const agent = (flow.data?.nodes ?? []).find((node) => isGenericNode(node) && node.data.type === 'Agent') as GenericNode;
    expect(agent.data.node.template.provider).toMatchObject({ value: 'OpenAI' });
    bed.llm.queue({ text: '', toolCalls: [{ id: 'call_1', name: 'evaluate_expression', arguments: { expression: '(3+4)*12' } }] }, { text: '(3+4)*12 = 84' });
    expect(await run(flow, 'What is (3+4)*12?', modelTweaks(flow), 'agent')).toBe('(3+4)*12 = 84');
    expect(chatBody(0).model).toBe((agent.data.node.template.model_name as { value: string }).value);
    expect(chatBody(0).tools?.map((tool) => tool.function.name)).toContain('evaluate_expression');
    expect(chatBody(1).messages.at(-1)).toMatchObject({ role: 'tool', content: '84' });
  });

  // Its searching Astra DB node is set to Astra's vectorize with the embeddings still connected, as
  // 1.3's file, which langflowVectorStores.test.ts runs against the Astra stand-in.
  it.runIf(version === '1.2')('Vector Store RAG imports both Astra DB nodes, the one set to Astra’s vectorize too, onto ours', async () => {
    const flow = await saveFile('Vector Store RAG');
    const astra = (flow.data?.nodes ?? []).filter((node) => isGenericNode(node) && node.data.type === 'AstraDB');
    expect(astra).toHaveLength(2);
    expect((flow.data?.nodes ?? []).filter((node) => isGenericNode(node) && isLangflowNode(node))).toEqual([]);
  });
});
