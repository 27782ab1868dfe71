// Building flows for tests the way the editor does: nodes from the registry's frontend nodes,
// edges from flow-graph's handle builders.
import {
  connectLoopPath as connectBack,
  connectPath as connect,
  type BuildEvent,
  type GenericNode,
  type TemplateField,
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

export { connect, connectBack };

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
