// Building flows for tests the way the editor does: nodes from the registry's frontend nodes,
// edges from flow-graph's handle builders.
import {
  buildEdge,
  fieldTargetHandleFor,
  findOutput,
  loopTargetHandleFor,
  sourceHandleFor,
  type BuildEvent,
  type GenericNode,
  type TemplateField,
  type WorkflowEdge,
} from '@app/flow-graph';
import type { ComponentRegistry } from '../../src';

export interface NodeOptions {
  values?: Record<string, unknown>;
  frozen?: boolean;
  displayName?: string;
  parentNodeId?: string;
}

export function makeNode(registry: ComponentRegistry, id: string, options: NodeOptions = {}): GenericNode {
  const type = id.split('-')[0] as string;
  const node = registry.frontendNode(type);
  if (!node) throw new Error(`no component ${type}`);
  for (const [name, value] of Object.entries(options.values ?? {})) {
    (node.template[name] as TemplateField).value = value;
  }
  if (options.frozen) node.frozen = true;
  if (options.displayName) node.display_name = options.displayName;
  return {
    id,
    type: 'genericNode',
    position: { x: 0, y: 0 },
    data: { id, type, node },
    ...(options.parentNodeId ? { parent_node_id: options.parentNodeId } : {}),
  };
}

/** `from` is "nodeId.output", `to` is "nodeId.field". */
export function connect(nodes: readonly GenericNode[], from: string, to: string): WorkflowEdge {
  const [sourceId, outputName] = from.split('.') as [string, string];
  const [targetId, fieldName] = to.split('.') as [string, string];
  const source = nodes.find((node) => node.id === sourceId) as GenericNode;
  const target = nodes.find((node) => node.id === targetId) as GenericNode;
  const output = findOutput(source, outputName);
  const handle = fieldTargetHandleFor(target, fieldName);
  if (!output || !handle) throw new Error(`bad edge ${from} -> ${to}`);
  return buildEdge(sourceHandleFor(source, output), handle);
}

/** A loop-back edge: `from` is "nodeId.output", `to` is "loopId.loopOutput". */
export function connectBack(nodes: readonly GenericNode[], from: string, to: string): WorkflowEdge {
  const [sourceId, outputName] = from.split('.') as [string, string];
  const [loopId, loopOutput] = to.split('.') as [string, string];
  const source = nodes.find((node) => node.id === sourceId) as GenericNode;
  const loop = nodes.find((node) => node.id === loopId) as GenericNode;
  const output = findOutput(source, outputName);
  const back = findOutput(loop, loopOutput);
  if (!output || !back) throw new Error(`bad loop edge ${from} -> ${to}`);
  return buildEdge(sourceHandleFor(source, output), loopTargetHandleFor(loop, back));
}

export function eventNames(events: readonly BuildEvent[]): string[] {
  return events.map((event) => {
    const id = 'id' in event.data && typeof event.data.id === 'string' ? event.data.id : undefined;
    if (event.event === 'end_vertex') return `end_vertex:${event.data.build_data.id}`;
    if ((event.event === 'build_start' || event.event === 'build_end') && id) return `${event.event}:${id}`;
    return event.event;
  });
}

export function endVertex(events: readonly BuildEvent[], id: string) {
  const found = events.filter((event) => event.event === 'end_vertex' && event.data.build_data.id === id);
  return found.map((event) => (event as Extract<BuildEvent, { event: 'end_vertex' }>).data);
}

export function builtIds(events: readonly BuildEvent[]): string[] {
  return events.flatMap((event) => (event.event === 'end_vertex' ? [event.data.build_data.id] : []));
}
