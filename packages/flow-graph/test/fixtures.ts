// Builders for small flows in tests: components with fields and outputs, and edges built the way
// the editor builds them.
import { buildEdge, fieldTargetHandleFor, findOutput, loopTargetHandleFor, sourceHandleFor } from '../src/handles/build';
import type { TemplateField } from '../src/types/fields';
import type { WorkflowEdge } from '../src/types/edges';
import type { GenericNode, NodeOutput, NoteNode } from '../src/types/nodes';

export function field(overrides: Partial<TemplateField> = {}): TemplateField {
  return { type: 'str', show: true, required: false, value: '', ...overrides };
}

export function output(name: string, types: string[] = ['Message'], overrides: Partial<NodeOutput> = {}): NodeOutput {
  return { name, display_name: name, types, selected: types[0], ...overrides };
}

export interface ComponentSpec {
  type?: string;
  displayName?: string;
  fields?: Record<string, TemplateField>;
  outputs?: NodeOutput[];
  position?: { x: number; y: number };
  toolMode?: boolean;
}

/** A component `<id>` of type `spec.type` (by default the id's prefix before the first dash). */
export function component(id: string, spec: ComponentSpec = {}): GenericNode {
  const type = spec.type ?? id.split('-')[0] ?? id;
  return {
    id,
    type: 'genericNode',
    position: spec.position ?? { x: 0, y: 0 },
    data: {
      id,
      type,
      node: {
        display_name: spec.displayName ?? type,
        template: {
          _type: 'Component',
          input_value: field({ input_types: ['Message'] }),
          ...spec.fields,
        },
        outputs: spec.outputs ?? [output('message')],
        ...(spec.toolMode !== undefined && { tool_mode: spec.toolMode }),
      },
    },
  };
}

export function note(id: string): NoteNode {
  return {
    id,
    type: 'noteNode',
    position: { x: 0, y: 0 },
    data: { id, type: 'note', node: { description: '# Note', template: { backgroundColor: 'amber' } } },
  };
}

/** An edge from `source`'s output to `target`'s field, as the editor would create it. */
export function connect(source: GenericNode, outputName: string, target: GenericNode, fieldName = 'input_value'): WorkflowEdge {
  const sourceOutput = findOutput(source, outputName);
  const targetHandle = fieldTargetHandleFor(target, fieldName);
  if (!sourceOutput || !targetHandle) throw new Error(`cannot connect ${source.id}.${outputName} to ${target.id}.${fieldName}`);
  return buildEdge(sourceHandleFor(source, sourceOutput), targetHandle);
}

/** A loop-back edge from `source`'s output into the loop output `loopOutput` of `loop`. */
export function connectLoop(source: GenericNode, outputName: string, loop: GenericNode, loopOutput = 'item'): WorkflowEdge {
  const sourceOutput = findOutput(source, outputName);
  const target = findOutput(loop, loopOutput);
  if (!sourceOutput || !target) throw new Error('cannot connect loop');
  return buildEdge(sourceHandleFor(source, sourceOutput), loopTargetHandleFor(loop, target));
}

/** A Loop component: `data` input, `item` output (allows loops) and `done` output. */
export function loopComponent(id: string): GenericNode {
  return component(id, {
    type: 'LoopComponent',
    fields: { data: field({ type: 'other', input_types: ['Data'] }) },
    outputs: [output('item', ['Data'], { allows_loop: true }), output('done', ['Data'])],
  });
}
