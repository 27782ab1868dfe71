// Langflow starter projects whose tools run on this server, run through the run API against the
// local OpenAI-protocol server: 1.0's Agent Flow runs the agent's Python in the WebAssembly
// interpreter and hands back what it printed, or Python's error; 1.6's Nvidia Remix reads the RTX Remix docs' search index from a
// local stand-in for the docs site, stores it in a FAISS index in the owner's data folder, and the
// agent answers from what its search tool found there.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FlowRecord, GenericNode, TemplateField } from '@app/flow-graph';
import { isGenericNode, isLangflowNode } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLangflowTestBed } from './support/langflowTestBed';
import { nodesOf, saveData, setValue } from './support/templateFlows';

const KEY = 'sk-langflow-local-tools-41c9';

const SEARCH_DATA = {
  data: [
    { filename: 'docs/howto/learning-ingestion.html', anchor: 'ingest-assets', display_name: 'Ingesting Assets', content: 'Open the Ingestion tab and drop the textures to convert them to DDS.' },
    { filename: 'docs/installation.html', anchor: '', display_name: 'Installation', content: 'Install the RTX Remix runtime next to the game executable.' },
    { filename: 'docs/changelog/1.0.html', anchor: '', display_name: 'Changelog', content: 'Fixed a crash.' },
  ],
};

type ChatBody = { messages: Array<{ role: string; content: unknown }>; tools?: Array<{ function: { name: string } }> };

function useVariable(node: GenericNode, field: string, name: string): void {
  setValue(node, field, name);
  (node.data.node.template[field] as TemplateField).load_from_db = true;
}

describe('Langflow 1.0 Agent Flow on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-python-tool');
  const lastMessage = (index: number) => JSON.stringify(bed.chatBody<ChatBody>(index).messages.at(-1));

  async function savedFlow(): Promise<FlowRecord> {
    const flow = await bed.saveFile('1.0/Agent Flow');
    for (const node of nodesOf(flow, 'OpenAIModel')) {
      setValue(node, 'openai_api_base', bed.llm.baseUrl);
      useVariable(node, 'api_key', 'OPENAI_API_KEY');
    }
    await saveData(bed.dev, flow);
    return flow;
  }

  it('runs the agent’s Python in WebAssembly with the global imports, and the agent reads what it printed or why it failed', { timeout: 120_000 }, async () => {
    const flow = await savedFlow();
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    bed.llm.queue(
      { text: '', toolCalls: [{ id: 'call_1', name: 'run_python_repl', arguments: { python_code: 'print(math.factorial(10))' } }] },
      { text: '', toolCalls: [{ id: 'call_2', name: 'run_python_repl', arguments: { python_code: 'print(open("/etc/passwd").read())' } }] },
      { text: '10! is 3628800.' },
    );
    expect(await bed.run(flow, { input_value: 'What is 10 factorial?' })).toBe('10! is 3628800.');
    expect(bed.chatBody<ChatBody>(0).tools?.map((tool) => tool.function.name).sort()).toEqual(['evaluate_expression', 'run_python_repl']);
    expect(lastMessage(1)).toContain('3628800');
    expect(lastMessage(2)).toContain('FileNotFoundError');
    expect(lastMessage(2)).not.toContain('root:');
  });
});

describe('Langflow 1.6 Nvidia Remix on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-local-tools');
  let docs: Server;
  let docsUrl = '';

  beforeAll(async () => {
    docs = createServer((request, response) => {
      if (request.url !== '/rtx_remix/latest/searchindex.js') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/javascript' }).end(`const searchData = ${JSON.stringify(SEARCH_DATA)};`);
    });
    await new Promise<void>((done) => docs.listen(0, '127.0.0.1', done));
    docsUrl = `http://127.0.0.1:${(docs.address() as AddressInfo).port}/rtx_remix/latest/`;
  });
  afterAll(() => new Promise<void>((done) => docs.close(() => done())));

  /** The file as saved, set up as the user would: the docs' address, the model server for the embeddings and the agent. MCP Tools' server is left out. */
  async function savedFlow(): Promise<FlowRecord> {
    const flow = await bed.saveFile('1.6/Nvidia Remix', (node) => !node.id.startsWith('MCPTools'));
    setValue(nodesOf(flow, 'RemixDocumentation')[0]!, 'base_url', docsUrl);
    for (const node of [...nodesOf(flow, 'OpenAIEmbeddings'), ...nodesOf(flow, 'Agent')]) {
      setValue(node, 'openai_api_base', bed.llm.baseUrl);
      for (const key of ['openai_api_key', 'api_key']) if (key in node.data.node.template) useVariable(node, key, 'OPENAI_API_KEY');
    }
    await saveData(bed.dev, flow);
    return flow;
  }

  it('stores the docs in a FAISS index in the owner’s data folder and answers from what the agent’s search found', async () => {
    const flow = await savedFlow();
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    bed.llm.queue(
      { text: '', toolCalls: [{ id: 'call_1', name: 'search_documents', arguments: { search_query: 'How do I ingest textures?' } }] },
      { text: 'Drop them into the Ingestion tab.' },
    );
    expect(await bed.run(flow, { input_value: 'How do I ingest textures?' })).toBe('Drop them into the Ingestion tab.');

    const first = bed.chatBody<ChatBody>(0);
    expect(first.tools?.map((tool) => tool.function.name)).toEqual(['search_documents', 'as_dataframe']);
    const found = bed.chatBody<ChatBody>(1).messages.at(-1);
    expect(found?.role).toBe('tool');
    expect(JSON.stringify(found)).toContain('Open the Ingestion tab and drop the textures to convert them to DDS.');
    expect(JSON.stringify(found)).toContain(`${docsUrl}docs/howto/learning-ingestion.html#ingest-assets`);
    expect(JSON.stringify(found)).not.toContain('Fixed a crash.');

    const owners = await readdir(join(bed.server.config.dataDir, 'vector-indexes'));
    expect(owners).toHaveLength(1);
    expect(await readdir(join(bed.server.config.dataDir, 'vector-indexes', owners[0]!))).toEqual(['langflow_index.index.json']);
  });
});
