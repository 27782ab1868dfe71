// Building and running small flows the way the editor does: nodes from the registry's frontend
// nodes, edges from flow-graph's handle builders, the build through the engine.
import {
  connectLoopPath as connectBack,
  connectPath as connect,
  type BuildEvent,
  type ChatMessage,
  type GenericNode,
  type TemplateField,
  type WorkflowEdge,
} from '@app/flow-graph';
import { buildFlow, createEventCollector, type BuildFlowOptions, type ComponentRegistry } from '@app/engine';
import { createBuiltinRegistry } from '../../src';
import { TEST_COMPONENTS, TEST_SOURCES } from './components';

export const registry = createBuiltinRegistry({ components: TEST_COMPONENTS, sources: TEST_SOURCES });

/** A node of the type its id starts with ("ChatInput-aaaaa"), with template values set. */
export function makeNode(id: string, values: Record<string, unknown> = {}, from: ComponentRegistry = registry): GenericNode {
  const type = id.slice(0, id.lastIndexOf('-'));
  const node = from.frontendNode(type);
  if (!node) throw new Error(`no component ${type}`);
  for (const [name, value] of Object.entries(values)) {
    const field = node.template[name];
    if (typeof field === 'object') field.value = value;
    else node.template[name] = { type: 'str', show: true, value } satisfies TemplateField;
  }
  return { id, type: 'genericNode', position: { x: 0, y: 0 }, data: { id, type, node } };
}

export { connect, connectBack };

export type BuildOptions = Partial<Omit<BuildFlowOptions, 'flow' | 'sink'>>;

/** Builds nodes and edges; returns the result, the events and helpers to read them. */
export async function build(nodes: GenericNode[], edges: WorkflowEdge[] = [], options: BuildOptions = {}) {
  const sink = createEventCollector();
  const result = await buildFlow({ registry, flowId: 'flow-1', ...options, flow: { nodes, edges }, sink });
  const events = sink.events;
  return {
    result,
    events,
    /** Output values as the component returned them. */
    values: (id: string) => result.vertices.get(id)?.values ?? {},
    /** The build error text of a vertex that failed. */
    error: (id: string) => errorOf(events, id),
    messages: () => events.flatMap((event) => (event.event === 'add_message' ? [event.data] : [])),
    built: () => events.flatMap((event) => (event.event === 'end_vertex' ? [event.data.build_data.id] : [])),
  };
}

/** Builds one node of `id`'s type with the given values. */
export async function buildOne(id: string, values: Record<string, unknown> = {}, options: BuildOptions = {}) {
  const built = await build([makeNode(id, values)], [], options);
  return { ...built, output: built.values(id) };
}

function errorOf(events: readonly BuildEvent[], id: string): string | undefined {
  for (const event of events) {
    if (event.event !== 'end_vertex' || event.data.build_data.id !== id || event.data.build_data.valid) continue;
    const outputs = Object.values(event.data.build_data.data.outputs);
    const message = outputs[0]?.message as { errorMessage?: string } | undefined;
    return message?.errorMessage;
  }
  return undefined;
}

/** Text of a Message value. */
export function textOf(value: unknown): string {
  return (value as ChatMessage).text;
}
