// The node components by node type, for ReactFlow's `nodeTypes`. Module-level so the object is
// the same on every render (a new object makes ReactFlow re-create every node).
import type { NodeTypes } from '@xyflow/react';
import { GenericNode } from './generic/GenericNode';
import { NoteNode } from './note/NoteNode';

export const nodeTypes = {
  genericNode: GenericNode,
  noteNode: NoteNode,
} satisfies NodeTypes;
