// Nodes as stored in flow JSON. The bases mirror xyflow's `NodeBase<NodeData, NodeType>` so the
// editor can alias `WorkflowNodeBase` to an `@xyflow/react` Node without conversion; data types are
// `type` aliases (not interfaces) because xyflow requires `Record<string, unknown>` data.
import type { NoteColor } from '../constants';
import type { NodeTemplate } from './fields';
import type { FlowData } from './flow';

export interface XYPosition {
  x: number;
  y: number;
}

export interface WorkflowNodeBase<
  Data extends Record<string, unknown> = Record<string, unknown>,
  Type extends string | undefined = string | undefined,
> {
  id: string;
  type?: Type;
  position: XYPosition;
  data: Data;
  width?: number;
  height?: number;
  measured?: { width?: number; height?: number };
  positionAbsolute?: XYPosition;
  selected?: boolean;
  dragging?: boolean;
  /** Set on the members of a group when groups are flattened for execution: the top-level group's id. */
  parent_node_id?: string;
}

/** On a group node's output: the inner node and output it stands for. */
export interface OutputProxy {
  id: string;
  name: string;
  nodeDisplayName?: string;
}

export interface NodeOutput {
  name: string;
  display_name?: string;
  types: string[];
  selected?: string | null;
  hidden?: boolean | null;
  allows_loop?: boolean;
  proxy?: OutputProxy;
  options?: { filter?: unknown } | null;
  method?: string;
  cache?: boolean;
  tool_mode?: boolean;
  [extra: string]: unknown;
}

/** The flow a group node carries in `data.node.flow`. */
export type GroupFlow = {
  id: string;
  name: string;
  description?: string | null;
  is_component?: boolean;
  data: FlowData;
};

/** The "frontend node": what a component looks like on the canvas and what the engine builds. */
export type ComponentNode = {
  display_name: string;
  description?: string;
  documentation?: string;
  icon?: string | null;
  template: NodeTemplate;
  outputs?: NodeOutput[];
  base_classes?: string[];
  output_types?: string[];
  tool_mode?: boolean;
  /** Set for a group node: the grouped nodes and edges. */
  flow?: GroupFlow;
  frozen?: boolean;
  /** The user changed the component's code: a custom component, never reported as outdated. */
  edited?: boolean;
  beta?: boolean;
  legacy?: boolean;
  official?: boolean;
  minimized?: boolean;
  lf_version?: string;
  field_order?: string[];
  [extra: string]: unknown;
};

export type GenericNodeData = {
  id: string;
  /** The component class name, e.g. "ChatInput"; "GroupNode" for groups. */
  type: string;
  node: ComponentNode;
  /** Expanded (true) or minimized (false). */
  showNode?: boolean;
  selected_output?: string;
  display_name?: string;
  description?: string;
  [extra: string]: unknown;
};

export type NoteNodeData = {
  id: string;
  type?: string;
  node: {
    /** Markdown text. */
    description: string;
    display_name?: string;
    template: { backgroundColor?: NoteColor };
  };
  [extra: string]: unknown;
};

export type GenericNode = WorkflowNodeBase<GenericNodeData, 'genericNode'>;
export type NoteNode = WorkflowNodeBase<NoteNodeData, 'noteNode'>;
export type WorkflowNode = GenericNode | NoteNode;
