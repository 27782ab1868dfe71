// The node components by node type, for ReactFlow's `nodeTypes`. Module-level so the object is
// the same on every render (a new object makes ReactFlow re-create every node).
import type { NodeProps, NodeTypes } from '@xyflow/react';
import { memo, type ComponentType } from 'react';
import { GenericNode } from './generic/GenericNode';
import { NoteNode } from './note/NoteNode';

export const nodeTypes = {
  genericNode: GenericNode,
  noteNode: NoteNode,
} satisfies NodeTypes;

/**
 * The nodes of a read-only canvas: drawn the same, inside an inert box, so no field, button or
 * handle inside takes a click, a key or the focus; pointer gestures reach the canvas (panning).
 */
function inert<P extends NodeProps>(Node: ComponentType<P>): ComponentType<P> {
  const InertNode = (props: P) => (
    <div inert>
      <Node {...props} />
    </div>
  );
  return memo(InertNode);
}

export const readOnlyNodeTypes = {
  genericNode: inert(GenericNode),
  noteNode: inert(NoteNode),
} satisfies NodeTypes;
