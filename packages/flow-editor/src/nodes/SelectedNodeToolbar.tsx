// xyflow's NodeToolbar over a node, mounted only while that node is selected. A mounted NodeToolbar
// counts the selected nodes of the whole flow on every change of xyflow's store (each step of a
// drag), and it shows only on the one selected node anyway: on a large flow the toolbars of every
// node in view made each drag step pay that count once per node.
import { NodeToolbar, Position } from '@xyflow/react';
import type { ReactNode } from 'react';

export function SelectedNodeToolbar({ selected, children }: { selected: boolean; children: ReactNode }) {
  if (!selected) return null;
  return <NodeToolbar position={Position.Top}>{children}</NodeToolbar>;
}
