// A sandbox with the built-in component modules and short limits, and flows built the way the
// editor builds them, with chosen nodes resolved to sandboxed components.
import { componentSources, createBuiltinRegistry } from '@app/components';
import { componentModulePaths, componentModules } from '@app/components/modules';
import { buildFlow, createEventCollector, frontendNode, type AnyComponent } from '@app/engine';
import { connectLoopPath, connectPath, type ComponentNode, type GenericNode, type WorkflowEdge } from '@app/flow-graph';
import { createSandbox, type SandboxOptions } from '../../src';

export const registry = createBuiltinRegistry();

// Deadlines long enough for a legitimate compile on a busy two-core machine, short enough that the
// few runaway-code tests stay quick.
export const TEST_LIMITS = { runTimeoutMs: 6_000, compileTimeoutMs: 5_000, memoryMb: 32, maxOutputMb: 1 } as const;

export function testSandbox(options: SandboxOptions = {}) {
  return createSandbox({ modules: componentModules, workers: 1, ...options, limits: { ...TEST_LIMITS, ...options.limits } });
}

/** The source of a built-in component with one piece replaced (the edit must apply). */
export function editedSource(type: string, from: string, to: string): string {
  const source = componentSources[type] as string;
  if (!source.includes(from)) throw new Error(`${type}'s source has no ${from}`);
  return source.replace(from, to);
}

export const modulePathOf = (type: string) => ({ modulePath: componentModulePaths[type] as string });

/**
 * A node of the type its id starts with ("ChatInput-aaaaa"), with template values set; a custom
 * component's node comes from its own frontend node.
 */
export function makeNode(id: string, values: Record<string, unknown> = {}, custom?: { component: AnyComponent; code: string }): GenericNode {
  const type = id.slice(0, id.lastIndexOf('-'));
  const node: ComponentNode | undefined = custom ? frontendNode(custom.component, custom.code) : registry.frontendNode(type);
  if (!node) throw new Error(`no component ${type}`);
  for (const [name, value] of Object.entries(values)) {
    const field = node.template[name];
    if (typeof field === 'object') field.value = value;
    else node.template[name] = { type: 'str', show: true, value, input_types: ['Message'] };
  }
  return { id, type: 'genericNode', position: { x: 0, y: 0 }, data: { id, type, node } };
}

export const connect = connectPath;
export const connectBack = connectLoopPath;

/** Builds a flow; nodes listed in `sandboxed` run the given components instead of the registry's. */
export async function build(nodes: GenericNode[], edges: WorkflowEdge[], sandboxed: Record<string, AnyComponent>, inputValue = 'hello') {
  const sink = createEventCollector();
  const result = await buildFlow({
    registry,
    flowId: 'flow-1',
    flow: { nodes, edges },
    sink,
    inputs: { input_value: inputValue },
    resolveComponent: (node) => sandboxed[node.id] ?? registry.get(node.data.type),
    showUserTracebacks: true,
  });
  return {
    result,
    events: sink.events,
    values: (id: string) => result.vertices.get(id)?.values ?? {},
    record: (id: string) => result.vertices.get(id),
  };
}
