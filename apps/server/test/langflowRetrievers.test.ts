// Langflow 1.6's Invoice Summarizer saved through the flows API and run through the run API on
// this server: its Agent, at the local OpenAI-protocol server, asks Needle Retriever (in tool
// mode, at a local stand-in for Needle's search API) about the invoices and answers from the
// passages found.
import type { FlowRecord, GenericNode } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { useLangflowTestBed } from './support/langflowTestBed';
import { startNeedle, useLocalServer } from './support/localServices';

const KEY = 'sk-langflow-retrievers-6d2f';
const NEEDLE_KEY = 'needle-invoices-0b7a';
const PASSAGE = 'Invoice 42 from Acme: 3 laptops, total 4,500.00 EUR.';

type ChatTool = { function: { name: string; parameters: { properties: Record<string, unknown>; required: string[] } } };
type ChatBody = { messages: Array<{ role: string; content: string }>; tools?: ChatTool[] };

const nodesOf = (flow: FlowRecord, type: string) => (flow.data?.nodes ?? []).filter((node): node is GenericNode => isGenericNode(node) && node.data.type === type);

describe('Langflow 1.6 Invoice Summarizer on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-retrievers');
  const needle = useLocalServer(() => startNeedle([PASSAGE]));

  it('the Agent asks Needle Retriever about the invoices and answers from the passages it found', async () => {
    expect((await bed.dev.post('/api/v1/variables/', { name: 'NEEDLE_API_KEY', value: NEEDLE_KEY, type: 'Credential' })).status).toBe(201);
    const flow = await bed.saveFile('1.6/Invoice Summarizer');
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    const [retriever] = nodesOf(flow, 'needle');
    expect(retriever?.data.node).toMatchObject({ tool_mode: true, template: { top_k: { value: 20 } } });
    const [agent] = nodesOf(flow, 'Agent');
    // The file leaves the key empty and the collection a placeholder, for the user to fill in.
    const tweaks = {
      [agent!.id]: { openai_api_base: bed.llm.baseUrl },
      [retriever!.id]: { base_url: needle().url, collection_id: 'clt_invoices', needle_api_key: { value: 'NEEDLE_API_KEY', load_from_db: true } },
    };
    bed.llm.queue({ text: '', toolCalls: [{ id: 'call_1', name: 'run', arguments: { query: 'Acme invoices total' } }] }, { text: 'Acme: one invoice, 4,500.00 EUR for 3 laptops.' });
    expect(await bed.run(flow, { input_value: 'Summarize my Acme expenses', tweaks })).toBe('Acme: one invoice, 4,500.00 EUR for 3 laptops.');
    expect(needle().requests).toMatchObject([{ path: 'POST /api/v1/collections/clt_invoices/search', headers: { 'x-api-key': NEEDLE_KEY }, body: { text: 'Acme invoices total', top_k: 20 } }]);
    const tool = bed.chatBody<ChatBody>(0).tools?.find((candidate) => candidate.function.name === 'run');
    expect(Object.keys(tool?.function.parameters.properties ?? {})).toEqual(['query']);
    expect(bed.chatBody<ChatBody>(1).messages.at(-1)).toMatchObject({ role: 'tool', content: `Question: Acme invoices total\n\nContext:\nDocument 1:\n${PASSAGE}` });
  });
});
