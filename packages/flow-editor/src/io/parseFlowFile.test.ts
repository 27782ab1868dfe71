import type { FlowData, GenericNode, WorkflowEdge } from '@app/flow-graph';
import { STARTER_TEMPLATES } from '@app/templates';
import { describe, expect, it } from 'vitest';
import { exportFlowFile } from './exportFlowFile';
import { parseFlowFile } from './parseFlowFile';
import { readFlowFile } from './readFlowFile';

const template = STARTER_TEMPLATES.find((candidate) => candidate.key === 'basic-prompting')!;
const graph = (): FlowData => structuredClone(template.data);

/** Langflow's backend writes handle ids with Python's JSON spacing. */
const pythonSpaced = (handle: string) => handle.replaceAll('œ:', 'œ: ').replaceAll(',œ', ', œ');

/** A Langflow flow export: ids and dates of its account, a component this catalogue lacks, spaced handles. */
function langflowExport() {
  const data = graph();
  const unknown = data.nodes.find((node) => node.data.type === 'Prompt') as GenericNode;
  unknown.data.type = 'AcmePromptBuilder';
  unknown.data.node.display_name = 'Acme Prompt Builder';
  data.edges = data.edges.map((edge) => ({ ...edge, sourceHandle: pythonSpaced(edge.sourceHandle!), targetHandle: pythonSpaced(edge.targetHandle!) }));
  return {
    id: '5b3c8a9e-0000-4000-8000-000000000001',
    user_id: '5b3c8a9e-0000-4000-8000-000000000002',
    folder_id: '5b3c8a9e-0000-4000-8000-000000000003',
    name: 'Basic Prompting (Langflow)',
    description: 'Perform basic prompting with an OpenAI model.',
    icon: 'Braces',
    icon_bg_color: null,
    gradient: '2',
    is_component: false,
    updated_at: '2025-01-20T10:00:00',
    webhook: false,
    endpoint_name: null,
    tags: ['chatbots'],
    locked: false,
    data,
  };
}

describe('parseFlowFile', () => {
  it('reads back what exportFlowFile wrote: the same graph and flow fields', () => {
    const flow = { name: '流程', description: 'd', data: graph(), is_component: false, endpoint_name: 'ep', tags: ['rag'], icon: 'Bot', icon_bg_color: '#fff' };
    const result = parseFlowFile(exportFlowFile(flow, { clearSecrets: false }).text, 'flow', 'fallback');
    expect(result).toEqual({ ok: true, flows: [{ ...flow, gradient: null }] });
  });

  it('imports a Langflow flow export, keeping the unknown component and its edges in compact handle form', () => {
    const result = parseFlowFile(JSON.stringify(langflowExport()), 'flow', 'fallback');
    if (!result.ok) throw new Error(result.message);
    const [flow] = result.flows;
    expect(flow).toMatchObject({ name: 'Basic Prompting (Langflow)', gradient: '2', is_component: false, tags: ['chatbots'] });
    expect(flow).not.toHaveProperty('id');
    expect(flow).not.toHaveProperty('user_id');
    const nodes = flow!.data!.nodes;
    expect(nodes).toHaveLength(template.data.nodes.length);
    expect(nodes.find((node) => node.data.type === 'AcmePromptBuilder')?.data.node).toMatchObject({ display_name: 'Acme Prompt Builder' });
    expect(flow!.data!.edges.map((edge) => edge.sourceHandle)).toEqual(template.data.edges.map((edge) => edge.sourceHandle));
    expect(flow!.data!.edges.map((edge) => edge.targetHandle)).toEqual(template.data.edges.map((edge) => edge.targetHandle));
  });

  it('drops only the edges whose source or target node is missing', () => {
    const data = graph();
    const dangling: WorkflowEdge = { ...data.edges[0]!, id: 'dangling', target: 'gone-1' };
    const result = parseFlowFile(JSON.stringify({ name: 'x', data: { ...data, edges: [...data.edges, dangling] } }), 'flow', 'fallback');
    expect(result.ok && result.flows[0]!.data!.edges.map((edge) => edge.id)).toEqual(data.edges.map((edge) => edge.id));
  });

  it('reads every flow of a { flows: [...] } bundle', () => {
    const bundle = { folder_name: 'F', flows: [{ name: 'a', data: graph() }, { name: 'b', data: graph() }] };
    const result = parseFlowFile(JSON.stringify(bundle), 'any', 'fallback');
    expect(result.ok && result.flows.map((flow) => flow.name)).toEqual(['a', 'b']);
  });

  it('wraps a bare { nodes, edges } graph as a flow named by the fallback', () => {
    const result = parseFlowFile(JSON.stringify(graph()), 'flow', 'graph-file');
    expect(result.ok && result.flows[0]).toMatchObject({ name: 'graph-file', is_component: false, tags: [] });
  });

  it.each([
    ['not JSON', '{nodes', 'flow', 'Invalid file type'],
    ['no data', JSON.stringify({ name: 'x' }), 'flow', 'Invalid flow data'],
    ['data without nodes', JSON.stringify({ name: 'x', data: { edges: [] } }), 'flow', 'Invalid flow data'],
    ['an empty bundle', JSON.stringify({ flows: [] }), 'any', 'Invalid flow data'],
    ['a list', JSON.stringify([1]), 'flow', 'Invalid flow data'],
    ['a component as a flow', JSON.stringify({ name: 'c', is_component: true, data: { nodes: [], edges: [] } }), 'flow', 'You cannot upload a component as a flow or vice versa'],
    ['a flow as a component', JSON.stringify({ name: 'f', data: { nodes: [], edges: [] } }), 'component', 'You cannot upload a component as a flow or vice versa'],
  ] as const)('refuses %s', (_case, content, expect_, message) => {
    expect(parseFlowFile(content, expect_, 'fallback')).toMatchObject({ ok: false, message });
  });
});

describe('readFlowFile', () => {
  it('refuses a file that is not JSON', async () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await readFlowFile(file, 'flow')).toMatchObject({ ok: false, problem: 'invalidFileType', message: 'Invalid file type' });
  });

  it('reads a JSON file, naming a bare graph after the file', async () => {
    const file = new File([JSON.stringify(graph())], 'my graph.json', { type: '' });
    expect(await readFlowFile(file, 'flow')).toMatchObject({ ok: true, flows: [{ name: 'my graph' }] });
  });

  it('reads text given directly', async () => {
    expect(await readFlowFile(JSON.stringify({ name: 'n', data: graph() }), 'any')).toMatchObject({ ok: true, flows: [{ name: 'n' }] });
  });
});
