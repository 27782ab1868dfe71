// What Langflow 1.2's Graph Vector Store RAG needs of the import besides its components: nodes
// whose data names another id get their handles under their own id (Langflow runs a node by its
// id), and the URL component's "Raw HTML" format is ours "HTML".
import { describe, expect, it } from 'vitest';
import { findBrokenEdges } from '../src/connections/cleanEdges';
import { importLangflowGraph } from '../src/langflow';
import type { ComponentNode, GenericNode } from '../src/types/nodes';
import { component, connect, field, output } from './fixtures';

const PYTHON = 'from langflow.custom import Component\n\nclass Component(Component):\n    pass\n';

function langflow(node: GenericNode): GenericNode {
  node.data.node.template.code = field({ type: 'code', value: PYTHON });
  return node;
}

const ours: Record<string, ComponentNode> = {
  URLComponent: component('URLComponent-x', { fields: { format: field({ options: ['Text', 'HTML'], value: 'Text' }) }, outputs: [output('page_results', ['DataFrame'])] }).data.node,
  LanguageRecursiveTextSplitter: component('LanguageRecursiveTextSplitter-x', {
    fields: { data_input: field({ type: 'other', input_types: ['Data', 'DataFrame'], list: true }) },
    outputs: [output('data', ['Data'])],
  }).data.node,
};
const catalogue = (type: string) => ours[type];

describe('Langflow 1.2 Graph Vector Store RAG import', () => {
  it("gives a node whose data names another id its handles under its own, keeping its edges whole", () => {
    const url = langflow(component('URL-u', { fields: { format: field({ options: ['Text', 'Raw HTML'], value: 'Raw HTML' }) }, outputs: [output('data', ['Data'])] }));
    const splitter = langflow(component('LanguageRecursiveTextSplitter-s', { fields: { data_input: field({ type: 'other', input_types: ['Document', 'Data'] }) }, outputs: [output('data', ['Data'])] }));
    const edge = connect(url, 'data', splitter, 'data_input');
    // As in the file: the node's data carries the id of a node it was copied from.
    splitter.data.id = 'LanguageRecursiveTextSplitter-old';
    const { data, unsupported } = importLangflowGraph({ nodes: [url, splitter], edges: [edge] }, catalogue);
    expect(unsupported).toEqual([]);
    expect((data.nodes[1] as GenericNode).data.id).toBe('LanguageRecursiveTextSplitter-s');
    expect(data.edges).toHaveLength(1);
    expect(findBrokenEdges(data.nodes, data.edges)).toEqual([]);
    expect((data.nodes[0] as GenericNode).data.node.template.format).toMatchObject({ value: 'HTML' });
  });
});
