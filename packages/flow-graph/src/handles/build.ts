// The handle objects a node offers, rebuilt from its current template and outputs. The editor
// uses them to draw handles, cleanEdges to tell whether an edge still fits its nodes, and
// grouping to re-point edges — one construction for all three keeps the encoded ids identical.
import { getField, isGenericNode } from '../nodes/accessors';
import type { EdgeData, FieldTargetHandle, LoopTargetHandle, SourceHandle, TargetHandle, WorkflowEdge } from '../types/edges';
import type { GenericNode, NodeOutput, WorkflowNode } from '../types/nodes';
import { buildEdgeId, EDGE_ID_PREFIX, edgeIdPrefix } from './edgeIds';
import { decodeHandle, encodeHandle } from './encoding';

export function sourceHandleFor(node: GenericNode, output: NodeOutput): SourceHandle {
  return {
    dataType: node.data.type,
    id: node.data.id,
    name: output.name,
    output_types: output.types.length === 1 ? output.types : [output.selected ?? null],
  };
}

/** The handle of an input field, or undefined when the node has no such field. */
export function fieldTargetHandleFor(node: GenericNode, fieldName: string): FieldTargetHandle | undefined {
  const field = getField(node.data.node.template, fieldName);
  if (!field) return undefined;
  const handle: FieldTargetHandle = {
    fieldName,
    id: node.data.id,
    inputTypes: field.input_types,
    type: field.type,
  };
  if (field.proxy) handle.proxy = field.proxy;
  return handle;
}

/** The loop-back input handle of an output that allows loops. */
export function loopTargetHandleFor(node: GenericNode, output: NodeOutput): LoopTargetHandle {
  return { dataType: node.data.type, id: node.data.id, name: output.name, output_types: output.types };
}

export function isLoopTargetHandle(handle: TargetHandle): handle is LoopTargetHandle {
  return Array.isArray((handle as Partial<LoopTargetHandle>).output_types);
}

export function findOutput(node: GenericNode, name: string): NodeOutput | undefined {
  return node.data.node.outputs?.find((output) => output.name === name);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function asSourceHandle(value: Record<string, unknown> | undefined): SourceHandle | undefined {
  return value && typeof value.id === 'string' && typeof value.name === 'string' && Array.isArray(value.output_types)
    ? (value as unknown as SourceHandle)
    : undefined;
}

function asTargetHandle(value: Record<string, unknown> | undefined): TargetHandle | undefined {
  if (!value || typeof value.id !== 'string') return undefined;
  const isField = typeof value.fieldName === 'string';
  const isLoop = typeof value.name === 'string' && Array.isArray(value.output_types);
  return isField || isLoop ? (value as unknown as TargetHandle) : undefined;
}

export function parseSourceHandle(encoded: string): SourceHandle | undefined {
  return asSourceHandle(decodeHandle(encoded));
}

export function parseTargetHandle(encoded: string): TargetHandle | undefined {
  return asTargetHandle(decodeHandle(encoded));
}

export interface EdgeHandles {
  source?: SourceHandle;
  target?: TargetHandle;
}

/**
 * Decoded handles by edge, kept while the edge object lives: validation, ordering and the engine
 * ask for the same edges' handles several times, and decoding dominated their time on large
 * flows. An entry counts only while the edge still carries the ids it was decoded from.
 */
const decodedHandles = new WeakMap<WorkflowEdge, { sourceHandle: string; targetHandle: string; handles: EdgeHandles }>();

/** An edge's decoded handles: from the encoded ids, else from `data` (older files lack the ids). Treat them as read-only. */
export function edgeHandles(edge: WorkflowEdge): EdgeHandles {
  const { sourceHandle, targetHandle } = edge;
  if (!sourceHandle || !targetHandle) {
    return {
      source: sourceHandle ? parseSourceHandle(sourceHandle) : asSourceHandle(asRecord(edge.data?.sourceHandle)),
      target: targetHandle ? parseTargetHandle(targetHandle) : asTargetHandle(asRecord(edge.data?.targetHandle)),
    };
  }
  const cached = decodedHandles.get(edge);
  if (cached && cached.sourceHandle === sourceHandle && cached.targetHandle === targetHandle) return cached.handles;
  const handles = { source: parseSourceHandle(sourceHandle), target: parseTargetHandle(targetHandle) };
  decodedHandles.set(edge, { sourceHandle, targetHandle, handles });
  return handles;
}

/** The handle the target node currently offers for an edge's target handle (same kind, same name). */
export function expectedTargetHandle(node: WorkflowNode, handle: TargetHandle): TargetHandle | undefined {
  if (!isGenericNode(node)) return undefined;
  if (isLoopTargetHandle(handle)) {
    const output = findOutput(node, handle.name);
    return output && loopTargetHandleFor(node, output);
  }
  return fieldTargetHandleFor(node, handle.fieldName);
}

/** A new edge between two handles, with encoded ids, the @xyflow id format and decoded data. */
export function buildEdge(source: SourceHandle, target: TargetHandle, idPrefix: string = EDGE_ID_PREFIX): WorkflowEdge {
  const sourceHandle = encodeHandle(source);
  const targetHandle = encodeHandle(target);
  const data: EdgeData = { sourceHandle: source, targetHandle: target };
  return {
    id: buildEdgeId({ source: source.id, sourceHandle, target: target.id, targetHandle }, idPrefix),
    source: source.id,
    target: target.id,
    sourceHandle,
    targetHandle,
    data,
  };
}

/**
 * The same edge attached to other handles: ids, handle strings and data follow the handles, the
 * id keeps its format (xy-edge or reactflow), and everything else on the edge is kept.
 */
export function repointEdge(edge: WorkflowEdge, source: SourceHandle, target: TargetHandle): WorkflowEdge {
  const rebuilt = buildEdge(source, target, edgeIdPrefix(edge.id));
  return { ...edge, ...rebuilt, data: { ...edge.data, sourceHandle: source, targetHandle: target } };
}

/**
 * An imported edge in our canonical form: handle ids re-encoded compactly (files written by
 * Langflow's backend use Python spacing) and `data` filled from them. Edges whose handles cannot
 * be decoded are returned unchanged; cleanEdges drops them.
 */
export function normalizeEdge(edge: WorkflowEdge): WorkflowEdge {
  const { source, target } = edgeHandles(edge);
  if (!source || !target) return edge;
  return {
    ...edge,
    sourceHandle: encodeHandle(source),
    targetHandle: encodeHandle(target),
    data: { ...edge.data, sourceHandle: source, targetHandle: target },
  };
}
