// GET /api/v1/flows/{id}?builtin_code=reference (issue 19): our console's opt-in answers code equal
// to a built-in component's source by reference, the catalogue's metadata.code_hash naming it; the
// plain call, other query parameters and downloads keep every text, custom code stays inline.
import type { FlowRecord, GenericNode, TemplateField } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBuiltinCodeReferences } from '../src/flows/builtinCodeReferences';
import { CODE_REFERENCE_KEY } from '../src/flows/codeReferences';
import { createTestServer, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const codeOf = (node: GenericNode) => (node.data.node.template.code as TemplateField).value;
const withCode = (node: GenericNode, value: string): GenericNode => {
  node.data.node.template.code = { ...(node.data.node.template.code as TemplateField), value };
  return node;
};

describe('built-in code by reference', () => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;
  let graph: Graph;
  let flow: FlowRecord;

  beforeAll(async () => {
    server = await createTestServer({ database: 'sqlite' });
    dev = await userApi(server, 'builtin-code-dev');
    catalogue = await fetchCatalogue(dev);
    const nodes = Array.from({ length: 40 }, (_, index) => makeNode(catalogue, `CombineText-${String(index).padStart(3, '0')}`));
    nodes.push(makeNode(catalogue, 'ChatInput-in'));
    nodes.push(withCode(makeNode(catalogue, 'CombineText-edited'), `${codeOf(nodes[0]!) as string}\n// edited`));
    const edges = nodes.slice(1, 40).map((node, index) => connect(nodes, `${nodes[index]!.id}.combined_text`, `${node.id}.text1`));
    graph = { nodes, edges };
    flow = await createFlow(dev, graph);
  });
  afterAll(() => server.close());

  it('answers built-in code by the hash the catalogue names, and custom code inline', async () => {
    const answer = await dev.get<FlowRecord>(`/api/v1/flows/${flow.id}?builtin_code=reference`);
    expect(answer.status).toBe(200);
    const nodes = answer.body.data!.nodes as GenericNode[];
    for (const [index, node] of nodes.entries()) {
      const sent = graph.nodes[index]!;
      const code = codeOf(node);
      if (node.id === 'CombineText-edited') {
        expect(code).toBe(codeOf(sent));
        continue;
      }
      const hash = (code as Record<string, string>)[CODE_REFERENCE_KEY]!;
      expect(code).toEqual({ [CODE_REFERENCE_KEY]: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(hash.slice(0, 12)).toBe((catalogue[node.data.type]!.metadata as { code_hash: string }).code_hash);
      // Everything but the code is as stored.
      expect(withCode(structuredClone(node), codeOf(sent) as string)).toEqual(sent);
    }
    const full = await dev.get<FlowRecord>(`/api/v1/flows/${flow.id}`);
    // 41 built-in nodes' texts left out.
    expect(answer.text.length).toBeLessThan(full.text.length - 40 * (codeOf(graph.nodes[0]!) as string).length);
  });

  it('keeps every text for clients that do not ask, with other parameters, and in downloads', async () => {
    for (const path of [`/api/v1/flows/${flow.id}`, `/api/v1/flows/${flow.id}?builtin_code=`, `/api/v1/flows/${flow.id}?langflow_option=1`]) {
      const answer = await dev.get<FlowRecord>(path);
      expect(answer.status, path).toBe(path.endsWith('=') ? 400 : 200);
      if (answer.status === 200) expect(answer.body.data!.nodes).toEqual(graph.nodes);
    }
    const download = await dev.post<FlowRecord>('/api/v1/flows/download/', [flow.id]);
    expect(download.body.data!.nodes).toEqual(graph.nodes);
    expect(download.text).not.toContain(CODE_REFERENCE_KEY);
  });

  it('references built-in code inside groups too', () => {
    const builtin = makeNode(catalogue, 'CombineText-inner');
    const group = makeNode(catalogue, 'CombineText-group');
    group.data.node.flow = { id: 'g', name: 'g', data: { nodes: [builtin], edges: [] } };
    const data = withBuiltinCodeReferences({ nodes: [group], edges: [] }, (type) => catalogue[type]) as Graph;
    const inner = (data.nodes[0]!.data.node.flow!.data.nodes[0] as GenericNode).data.node.template.code as TemplateField;
    expect(inner.value).toEqual({ [CODE_REFERENCE_KEY]: expect.any(String) });
  });
});
