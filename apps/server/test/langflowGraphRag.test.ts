// Langflow 1.2's Graph Vector Store RAG saved through the flows API and run on this server against
// local stand-ins: web pages (the file's fourteen Learn You a Haskell pages become three local
// ones), Astra's Data API and the OpenAI-protocol server for the embeddings and the model. The
// pages are fetched as HTML, split along html tags, given their hyperlinks and stored in Astra DB
// Graph; the chat input's question is answered with what the MMR graph traversal found.
import type { FlowData, FlowRecord, GenericNode, TemplateField } from '@app/flow-graph';
import { connectPath, isGenericNode, isLangflowNode } from '@app/flow-graph';
import { startAstraTestServer, type AstraTestServer } from '@app/llm-test-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endVertices } from './support/builds';
import { KEY_VARIABLE, useLangflowTestBed } from './support/langflowTestBed';
import { nodesOf, saveData, setValue, streamedBuild } from './support/templateFlows';

const KEY = 'sk-langflow-graph-rag-4b9e';
const TOKEN = 'AstraCS:graph-rag-8d1c';
const PAGES: Record<string, string> = {
  '/introduction': '<html><head><title>Introduction</title></head><body><h1>Introduction</h1><p>Haskell is a purely functional programming language.</p><p>Read on: <a href="/recursion">Recursion</a> and <a href="/modules#top">Modules</a>.</p></body></html>',
  '/recursion': '<html><head><title>Recursion</title></head><body><h1>Recursion</h1><p>Recursion defines a function in terms of itself, like maximum of a list.</p><p><a href="/introduction">Back</a></p></body></html>',
  '/modules': '<html><head><title>Modules</title></head><body><h1>Modules</h1><p>A module is a collection of related functions, types and typeclasses.</p></body></html>',
};

type ChatBody = { messages: Array<{ role: string; content: string }> };

function useVariable(node: GenericNode, field: string, name: string): void {
  setValue(node, field, name);
  (node.data.node.template[field] as TemplateField).load_from_db = true;
}

function typeIn(node: GenericNode, field: string, value: unknown): void {
  setValue(node, field, value);
  (node.data.node.template[field] as TemplateField).load_from_db = false;
}

// Two graph stores in the file are connected to nothing (their edges name nodes the file no longer
// has) and have no embedding model, which fails them in Langflow as here: the user deletes them.
const leftover = (node: FlowData['nodes'][number]) => node.id.startsWith('AstraDBGraph') && !['AstraDBGraph-uza6S', 'AstraDBGraph-xJiDN'].includes(node.id);

describe('Langflow 1.2 Graph Vector Store RAG on this server', () => {
  const bed = useLangflowTestBed(KEY, 'langflow-graph-rag');
  let astra: AstraTestServer;
  let pages: Server;
  let site = '';

  beforeAll(async () => {
    astra = await startAstraTestServer({ token: TOKEN });
    pages = createServer((request, response) => {
      const page = PAGES[request.url ?? ''];
      response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? 'not found');
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
    expect((await bed.dev.post('/api/v1/variables/', { name: 'ASTRA_DB_APPLICATION_TOKEN', value: TOKEN, type: 'Credential' })).status).toBe(201);
  });
  afterAll(async () => {
    await astra.close();
    await new Promise((resolve) => pages.close(resolve));
  });

  /** The file saved, then set up as the user would: local pages, one collection, the stand-ins, the two connections its edge ids name. */
  async function savedFile(): Promise<FlowRecord> {
    const flow = await bed.saveFile('1.2/Graph Vector Store RAG', (node) => !leftover(node));
    expect((flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => isLangflowNode(node))).toEqual([]);
    setValue(nodesOf(flow, 'URLComponent')[0]!, 'urls', [`${site}/introduction`, `${site}/recursion`, `${site}/modules`]);
    for (const node of nodesOf(flow, 'AstraDBGraph')) {
      typeIn(node, 'api_endpoint', astra.endpoint);
      setValue(node, 'collection_name', 'haskell_chunked');
      useVariable(node, 'token', 'ASTRA_DB_APPLICATION_TOKEN');
    }
    for (const node of [...nodesOf(flow, 'OpenAIEmbeddings'), ...nodesOf(flow, 'OpenAIModel')]) {
      typeIn(node, 'openai_api_base', bed.llm.baseUrl);
      for (const key of ['openai_api_key', 'api_key']) if (key in node.data.node.template) useVariable(node, key, KEY_VARIABLE);
    }
    const data = flow.data!;
    const nodes = data.nodes.filter(isGenericNode);
    data.edges.push(connectPath(nodes, 'ChatInput-DA114.message', 'AstraDBGraph-xJiDN.search_query'), connectPath(nodes, 'OpenAIModel-LnWKb.text_output', 'ChatOutput-KIkbc.input_value'));
    await saveData(bed.dev, flow);
    return flow;
  }

  it('ingests the pages with their hyperlinks into Astra DB Graph and answers with what the graph traversal found', async () => {
    const flow = await savedFile();
    const ingested = await streamedBuild(bed.dev, flow.id, {}, '&stop_component_id=AstraDBGraph-uza6S');
    expect(ingested.at(-1)).toMatchObject({ event: 'end' });
    expect(endVertices(ingested).filter((result) => !result.valid).map((result) => result.params)).toEqual([]);
    const stored = astra.documents('default_keyspace', 'haskell_chunked');
    const intro = stored.filter((document) => (document.metadata as { url?: string }).url === `${site}/introduction`);
    expect(intro.length).toBeGreaterThan(0);
    expect(intro.map((document) => document.content).join('')).toContain('purely functional');
    const links = intro.flatMap((document) => JSON.parse((document.metadata as { links: string }).links) as Array<{ direction: string; tag: string }>);
    expect(links).toEqual(expect.arrayContaining([{ kind: 'hyperlink', direction: 'out', tag: `${site}/recursion` }, { kind: 'hyperlink', direction: 'out', tag: `${site}/modules` }]));
    expect(stored.filter((document) => (document.metadata as { incoming_links: string[] }).incoming_links.includes(`link:hyperlink:${site}/recursion`)).length).toBeGreaterThan(0);

    bed.llm.queue({ text: 'Recursion defines a function by itself.' });
    expect(await bed.run(flow, { input_value: 'What is recursion in Haskell?', session_id: 'graph-rag' })).toBe('Recursion defines a function by itself.');
    const finds = astra.commands.filter((command) => command.name === 'find').map((command) => command.body.find as { filter: Record<string, unknown> });
    expect(finds.some((find) => typeof find.filter['metadata.incoming_links'] === 'string')).toBe(true);
    const prompt = bed.chatBody<ChatBody>(0).messages.at(-1)?.content ?? '';
    expect(prompt).toContain('Recursion defines a function in terms of itself');
    expect(prompt).toContain('What is recursion in Haskell?');
  });
});
