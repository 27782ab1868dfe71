// Which outputs a component is told are read: those an edge leaves from, or all of them when no
// edge leaves the node (built alone), so a component whose outputs each cost a request skips the rest.
import { describe, expect, it } from 'vitest';
import { createRegistry, defineComponent, runFlow } from '../src';
import { ALL_COMPONENTS } from './support/components';
import { connect, makeNode } from './support/flows';

const seen: string[][] = [];
const TwoOutputs = defineComponent({
  type: 'TwoOutputs',
  display_name: 'Two Outputs',
  description: 'Records the outputs it is told are read.',
  category: 'processing',
  inputs: [],
  outputs: [
    { name: 'first', display_name: 'First', types: ['Text'] },
    { name: 'second', display_name: 'Second', types: ['Text'] },
  ],
  run: ({ usedOutputs }) => {
    seen.push([...(usedOutputs ?? [])]);
    return { first: 'one', second: 'two' };
  },
});
const registry = createRegistry([...ALL_COMPONENTS, TwoOutputs]);

describe('usedOutputs', () => {
  it('names the outputs edges read, and every output when no edge leaves the node', async () => {
    const nodes = [makeNode(registry, 'TwoOutputs-aaaaa'), makeNode(registry, 'PlainOut-bbbbb')];
    seen.length = 0;
    await runFlow({ flow: { nodes, edges: [connect(nodes, 'TwoOutputs-aaaaa.second', 'PlainOut-bbbbb.input_value')] }, registry });
    await runFlow({ flow: { nodes: [nodes[0]!], edges: [] }, registry });
    expect(seen).toEqual([['second'], ['first', 'second']]);
  });
});
