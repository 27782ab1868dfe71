// Generated flows for the property tests of the graph's preparation, validation and ordering:
// every case the rules tell apart, with the sort options to ask for.
import fc from 'fast-check';
import type { SortOptions } from '../src/ordering/sortGraph';
import type { WorkflowEdge } from '../src/types/edges';
import type { GenericNode, WorkflowNode } from '../src/types/nodes';
import { component, connect, connectLoop, field, note, output } from './fixtures';

const TYPES = ['ChatInput', 'Webhook', 'UIInput', 'LoopComponent', 'Plain', 'Tool', 'Required', 'Note'] as const;

/** A node of one of the kinds the rules tell apart (a note, or a component with a message and a loop output). */
export function nodeOfKind(kind: (typeof TYPES)[number], id: string): WorkflowNode {
  if (kind === 'Note') return note(id);
  return component(id, {
    type: kind === 'Tool' || kind === 'Required' ? 'Plain' : kind,
    ...(kind === 'Tool' && { toolMode: true }),
    ...(kind === 'Required' && { fields: { key: field({ required: true, input_types: ['Message'] }) } }),
    outputs: [output('message', ['Message', 'Data']), output('item', ['Data'], { allows_loop: true })],
  });
}

// Flows with every case the rules tell apart: cycles with and without loop edges, several webhooks
// and chat inputs, notes, repeated ids, edges to missing nodes, group members, tool mode.
export const anyFlow = fc
  .record({
    kinds: fc.array(fc.record({ kind: fc.constantFrom(...TYPES), repeat: fc.nat(6), group: fc.nat(2) }), { maxLength: 14 }),
    links: fc.array(fc.record({ from: fc.nat(30), to: fc.nat(30), loop: fc.nat(3), broken: fc.nat(15) }), { maxLength: 30 }),
    pick: fc.nat(30),
    mode: fc.constantFrom('none', 'stop', 'start', 'group', 'unknown'),
  })
  .map(({ kinds, links, pick, mode }) => {
    const nodes = kinds.map(({ kind, repeat, group }, i) => {
      const made = nodeOfKind(kind, i > 0 && repeat === 0 ? `${kinds[0]?.kind}-0` : `${kind}-${i}`);
      return group > 0 && made.type !== 'noteNode' ? { ...made, parent_node_id: `group-${group}` } : made;
    });
    const components = nodes.filter((candidate): candidate is GenericNode => candidate.type !== 'noteNode');
    const edges: WorkflowEdge[] = components.length === 0 ? [] : links.map(({ from, to, loop, broken }) => {
      const source = components[from % components.length] as GenericNode;
      const target = components[to % components.length] as GenericNode;
      const edge = loop === 0 ? connectLoop(source, 'message', target) : connect(source, 'message', target, target.data.node.template.key ? 'key' : 'input_value');
      return broken === 0 ? { ...edge, target: 'Gone-1' } : broken === 1 ? { ...edge, source: 'Gone-2' } : edge;
    });
    const id = nodes.length > 0 ? (nodes[pick % nodes.length] as WorkflowNode).id : 'Plain-0';
    const options: SortOptions =
      mode === 'stop' ? { stopComponentId: id } : mode === 'start' ? { startComponentId: id } : mode === 'group' ? { stopComponentId: 'group-1' } : mode === 'unknown' ? { startComponentId: 'Nope-1' } : {};
    return { data: { nodes, edges }, options };
  });

/** A call's value, or the code of the error it threw. */
export function outcome(run: () => unknown): unknown {
  try {
    return { value: run() };
  } catch (error) {
    return { error: (error as { code?: string }).code };
  }
}
