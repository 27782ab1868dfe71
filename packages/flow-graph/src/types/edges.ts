// Edges and the handle objects they connect (reference section 3). Handle ids on the wire are the
// encoded form of these objects (see handles/encoding.ts); `data` carries them decoded.
import type { FieldProxy } from './fields';

/** The right-hand (output) end of an edge. */
export interface SourceHandle {
  dataType: string;
  id: string;
  name: string;
  /** The output's types when it has one, otherwise its selected type. */
  output_types: Array<string | null>;
}

/** The left-hand end of an edge on an input field. */
export interface FieldTargetHandle {
  fieldName: string;
  id: string;
  inputTypes?: string[] | null;
  type?: string | null;
  proxy?: FieldProxy;
}

/**
 * The left-hand end of a loop-back edge: an output that allows loops (e.g. the Loop component's
 * item output) used as an input. Recognised by `output_types` on a target handle.
 */
export interface LoopTargetHandle {
  dataType: string;
  id: string;
  name: string;
  output_types: string[];
}

export type TargetHandle = FieldTargetHandle | LoopTargetHandle;

export type EdgeData = {
  sourceHandle: SourceHandle;
  targetHandle: TargetHandle;
  [extra: string]: unknown;
};

/** Mirrors xyflow's `EdgeBase<EdgeData, EdgeType>`. */
export interface WorkflowEdgeBase<
  Data extends Record<string, unknown> = Record<string, unknown>,
  Type extends string | undefined = string | undefined,
> {
  id: string;
  source: string;
  target: string;
  sourceHandle?: string | null;
  targetHandle?: string | null;
  type?: Type;
  data?: Data;
  animated?: boolean;
  selected?: boolean;
  className?: string;
}

export type WorkflowEdge = WorkflowEdgeBase<EdgeData>;

/** A proposed edge, as the canvas reports it while the user drags. */
export interface Connection {
  source: string;
  target: string;
  sourceHandle: string | null;
  targetHandle: string | null;
}
