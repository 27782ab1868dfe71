import { describe, expect, it } from 'vitest';
import { buildFlow, createEventCollector, createRegistry } from '../src';
import { ALL_COMPONENTS } from './support/components';
import { builtIds, connect, endVertex, makeNode } from './support/flows';

const registry = createRegistry(ALL_COMPONENTS);

/**
 * Echo → If-Else; true → Upper-ttttt; false → Echo-fffff → Upper-fffff; both sides also meet in
 * Join-mmmmm.
 */
function ifElse(text: string, mode: 'exclude' | 'stop') {
  const nodes = [
    makeNode(registry, 'Echo-sssss', { values: { text } }),
    makeNode(registry, 'Branch-bbbbb', { values: { mode } }),
    makeNode(registry, 'Upper-ttttt'),
    makeNode(registry, 'Echo-fffff'),
    makeNode(registry, 'Upper-fffff'),
    makeNode(registry, 'Join-mmmmm'),
  ];
  const edges = [
    connect(nodes, 'Echo-sssss.text', 'Branch-bbbbb.text'),
    connect(nodes, 'Branch-bbbbb.true_result', 'Upper-ttttt.text'),
    connect(nodes, 'Branch-bbbbb.false_result', 'Echo-fffff.text'),
    connect(nodes, 'Echo-fffff.text', 'Upper-fffff.text'),
    connect(nodes, 'Upper-ttttt.text', 'Join-mmmmm.parts'),
    connect(nodes, 'Echo-fffff.text', 'Join-mmmmm.parts'),
  ];
  return { nodes, edges };
}

describe('conditional routing', () => {
  it('excludes the losing branch, still runs the merge, and keeps reporting the exclusion', async () => {
    const sink = createEventCollector();
    const result = await buildFlow({ flow: ifElse('yes please', 'exclude'), registry, sink });

    expect(result.status).toBe('completed');
    expect(builtIds(sink.events)).toEqual(['Echo-sssss', 'Branch-bbbbb', 'Upper-ttttt', 'Join-mmmmm']);
    const branch = endVertex(sink.events, 'Branch-bbbbb')[0]?.build_data;
    expect(new Set(branch?.inactivated_vertices)).toEqual(new Set(['Echo-fffff', 'Upper-fffff']));
    expect(branch?.next_vertices_ids).toEqual(['Upper-ttttt']);
    expect(branch?.data.results).toEqual({ true_result: 'yes please' });
    expect(branch?.data.outputs.false_result).toEqual({ message: '', type: 'unknown' });
    // Conditional exclusion is persistent: later vertices report it too.
    expect(new Set(endVertex(sink.events, 'Join-mmmmm')[0]?.build_data.inactivated_vertices)).toEqual(new Set(['Echo-fffff', 'Upper-fffff']));
    expect(endVertex(sink.events, 'Join-mmmmm')[0]?.build_data.data.results).toEqual({ text: 'YES PLEASE' });
  });

  it('routes the other way when the condition does not hold', async () => {
    const sink = createEventCollector();
    await buildFlow({ flow: ifElse('no', 'exclude'), registry, sink });
    const built = builtIds(sink.events);
    expect(built.slice(0, 3)).toEqual(['Echo-sssss', 'Branch-bbbbb', 'Echo-fffff']);
    // Both wait only for Echo-fffff (Upper-ttttt is switched off), so they run at once and end in either order.
    expect(new Set(built.slice(3))).toEqual(new Set(['Upper-fffff', 'Join-mmmmm']));
    expect(endVertex(sink.events, 'Branch-bbbbb')[0]?.build_data.inactivated_vertices).toEqual(['Upper-ttttt']);
    expect(endVertex(sink.events, 'Join-mmmmm')[0]?.build_data.data.results).toEqual({ text: 'no' });
  });

  it('marks a stopped branch INACTIVE for the stopping vertex only', async () => {
    const sink = createEventCollector();
    await buildFlow({ flow: ifElse('yes', 'stop'), registry, sink });
    expect(builtIds(sink.events)).toEqual(['Echo-sssss', 'Branch-bbbbb', 'Upper-ttttt', 'Join-mmmmm']);
    expect(new Set(endVertex(sink.events, 'Branch-bbbbb')[0]?.build_data.inactivated_vertices)).toEqual(new Set(['Echo-fffff', 'Upper-fffff']));
    expect(endVertex(sink.events, 'Join-mmmmm')[0]?.build_data.inactivated_vertices).toEqual([]);
  });

  it('switches off a whole downstream chain that has no other live input', async () => {
    const { nodes, edges } = ifElse('yes', 'exclude');
    const sink = createEventCollector();
    const withoutMerge = { nodes: nodes.filter((node) => node.id !== 'Join-mmmmm'), edges: edges.filter((edge) => edge.target !== 'Join-mmmmm') };
    await buildFlow({ flow: withoutMerge, registry, sink });
    expect(builtIds(sink.events)).toEqual(['Echo-sssss', 'Branch-bbbbb', 'Upper-ttttt']);
  });
});
