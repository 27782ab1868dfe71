// Langflow's vector store files run on this server: Vector Store RAG of 1.0 (its
// AstraVectorStoreComponent), 1.3 (its searching node set to "Astra Vectorize" with the embeddings
// still connected, as the collection decides) and 1.4, whose two Astra DB nodes import onto our
// Astra DB store, against a local stand-in for Astra's Data API (the
// endpoint the user sets) and the local OpenAI-protocol server for the embeddings and the model.
// The token comes from the credential variable the file names.
import type { FlowData, FlowRecord, GenericNode, TemplateField } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { startAstraTestServer, type AstraTestServer } from '@app/llm-test-server';
import { langflowFileText } from '@app/test-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endVertices } from './support/builds';
import { useLangflowTestBed } from './support/langflowTestBed';
import { nodesOf, saveData, setValue, streamedBuild, uploadToFlow } from './support/templateFlows';

const KEY = 'sk-langflow-vectors-7c3d1a';
const TOKEN = 'AstraCS:vector-store-rag-5f2e';
const MANUAL = [
  '# 退款政策\n\n自签收之日起 14 天内可申请全额退款，商品需保持完好。',
  '# 账户安全\n\n连续五次输错密码后账户锁定十五分钟。',
  '# 配送\n\n订单在 48 小时内发出，偏远地区另加两天。',
].join('\n\n');

/** A value the user types over a field that held a variable's name (1.0's files name ASTRA_DB_API_ENDPOINT). */
function typeIn(node: GenericNode, field: string, value: string): void {
  setValue(node, field, value);
  (node.data.node.template[field] as TemplateField).load_from_db = false;
}

function useVariable(node: GenericNode, field: string, name: string): void {
  setValue(node, field, name);
  (node.data.node.template[field] as TemplateField).load_from_db = true;
}

type RunAnswer = { outputs: Array<{ outputs: Array<{ results: { message?: { text: string } } } | null> }> };
type ChatBody = { messages: Array<{ role: string; content: string }> };

describe.each(['1.0/Vector Store RAG', '1.3/Vector Store RAG', '1.4/Vector Store RAG'] as const)('Langflow %s on Astra DB', (fixture) => {
  const bed = useLangflowTestBed(KEY, `langflow-vectors-${fixture.slice(0, 3).replace('.', '')}`);
  let astra: AstraTestServer;

  beforeAll(async () => {
    astra = await startAstraTestServer({ token: TOKEN });
    expect((await bed.dev.post('/api/v1/variables/', { name: 'ASTRA_DB_APPLICATION_TOKEN', value: TOKEN, type: 'Credential' })).status).toBe(201);
  });
  afterAll(() => astra.close());

  /** The file as Langflow's clients save it, then set up as the user would: the endpoint, a collection, the uploaded manual, the model server. */
  async function savedFile(): Promise<FlowRecord> {
    const file = JSON.parse(langflowFileText(fixture)) as { name: string; description: string; data: FlowData };
    const answer = await bed.dev.post<FlowRecord>('/api/v1/flows/', { name: file.name, description: file.description, data: file.data });
    expect(answer.status, answer.text).toBe(201);
    const flow = answer.body;
    for (const node of nodesOf(flow, 'AstraDB')) {
      typeIn(node, 'api_endpoint', astra.endpoint);
      setValue(node, 'collection_name', 'manual');
      // 1.3's file leaves the token empty: the user picks the variable.
      useVariable(node, 'token', 'ASTRA_DB_APPLICATION_TOKEN');
    }
    for (const node of [...nodesOf(flow, 'OpenAIEmbeddings'), ...nodesOf(flow, 'OpenAIModel')]) {
      typeIn(node, 'openai_api_base', bed.llm.baseUrl);
      for (const key of ['openai_api_key', 'api_key']) if (key in node.data.node.template) useVariable(node, key, 'OPENAI_API_KEY');
    }
    setValue(nodesOf(flow, 'File')[0]!, 'path', [await uploadToFlow(bed.server, flow.id, '产品手册.md', MANUAL)]);
    await saveData(bed.dev, flow);
    return flow;
  }

  it('imports both Astra DB nodes onto ours, ingests the file into Astra and answers with what the search found in the prompt', async () => {
    const flow = await savedFile();
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    const ingest = nodesOf(flow, 'AstraDB').find((node) => flow.data?.edges.some((edge) => edge.target === node.id && edge.targetHandle?.includes('ingest_data')));

    const ingested = await streamedBuild(bed.dev, flow.id, {}, `&stop_component_id=${ingest!.id}`);
    expect(ingested.at(-1)).toMatchObject({ event: 'end' });
    expect(endVertices(ingested).filter((result) => !result.valid).map((result) => result.params)).toEqual([]);
    const stored = astra.documents('default_keyspace', 'manual');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((document) => document.content).join('\n')).toContain('自签收之日起 14 天内可申请全额退款');
    expect(astra.commands.find((command) => command.name === 'createCollection')?.body).toMatchObject({ createCollection: { name: 'manual', options: { vector: { dimension: expect.any(Number), metric: 'cosine' } } } });

    bed.llm.queue({ text: '签收后 14 天内可以全额退款。' });
    const answer = await bed.dev.post<RunAnswer>(`/api/v1/run/${flow.id}`, { input_value: '多少天内可以退款？', session_id: 'astra' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).not.toContain(TOKEN);
    expect(answer.body.outputs[0]?.outputs[0]?.results.message?.text).toBe('签收后 14 天内可以全额退款。');
    expect(astra.commands.some((command) => command.name === 'find')).toBe(true);
    const chat = bed.llm.requests.find((request) => request.path === '/v1/chat/completions')?.body as ChatBody;
    const prompt = chat.messages.at(-1)?.content ?? '';
    expect(prompt.slice(0, prompt.indexOf('Given the context above'))).toContain('自签收之日起 14 天内可申请全额退款');
    expect(prompt).toContain('Question: 多少天内可以退款？');
  });
});
