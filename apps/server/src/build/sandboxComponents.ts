// Component code that is not a registered component's: the nodes whose code the user edited and
// custom components of types the registry does not know. They compile in the QuickJS sandbox
// (@app/sandbox) before a build or run starts, since the engine resolves components
// synchronously; compiled components are kept by code, so a flow built again does not compile
// again. Code that does not compile becomes a component whose run fails with the reason, so the
// build shows it as that node's error.
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { AnyComponent, ComponentRegistry } from '@app/engine';
import { isGenericNode, isPythonCode, type FlowData, type GenericNode, type TemplateField } from '@app/flow-graph';
import { createSandbox, type CodeValidation, type Sandbox, type SandboxFetch } from '@app/sandbox';
import type { SandboxConfig } from '../config/appConfig';

export type ComponentResolver = (node: GenericNode) => AnyComponent | undefined;

export interface SandboxComponents {
  /**
   * The engine's resolveComponent for a flattened flow: its edited and custom nodes compiled (by
   * node id, so a tweak of `code` cannot swap the code that runs), the rest from the registry.
   */
  resolverFor(flow: Pick<FlowData, 'nodes'>): Promise<ComponentResolver>;
  /** The component a code text defines: a registered one when it is its source, else compiled in the sandbox. */
  componentFor(code: string, typeHint?: string): Promise<AnyComponent>;
  /** Langflow's code check: registered sources pass, anything else is checked in the sandbox. */
  validate(code: string): Promise<CodeValidation>;
  /** Whether this code is exactly a registered component's source. */
  isRegisteredSource(code: string): boolean;
  close(): Promise<void>;
}

export interface SandboxComponentsOptions {
  registry: ComponentRegistry;
  config: SandboxConfig;
  fetch?: SandboxFetch;
}

/** Compiled components kept; the oldest go first. */
const CACHE_SIZE = 200;
/** How a component module names its type (as @app/components' generator reads it). */
const DECLARED_TYPE = /defineComponent\(\{\s*type:\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]/;

export function codeOf(node: GenericNode): string | undefined {
  const field = node.data.node.template.code as TemplateField | undefined;
  return typeof field?.value === 'string' && field.value.trim() !== '' ? field.value : undefined;
}

/**
 * A node runs in the sandbox when the user edited its code away from its component's source, or
 * when its type is unknown and it carries code. An outdated node (older code, not edited) runs
 * the registered component, as the editor offers it an update. Langflow's Python code never
 * goes there: such a node is reported as a Langflow component that is not available.
 */
export function runsInSandbox(node: GenericNode, registry: ComponentRegistry): boolean {
  const code = codeOf(node);
  // The common case first: a registered node not edited, without scanning its code.
  if (code === undefined || (registry.has(node.data.type) && node.data.node.edited !== true)) return false;
  if (isPythonCode(code)) return false;
  if (!registry.has(node.data.type)) return true;
  return code !== registry.source(node.data.type);
}

/** A stand-in whose run fails with why the node's code could not be compiled. */
function failingComponent(node: GenericNode, error: unknown): AnyComponent {
  const reason = error instanceof Error ? error : new Error(String(error));
  return {
    type: node.data.type,
    display_name: node.data.node.display_name,
    description: '',
    category: 'custom',
    inputs: [],
    outputs: (node.data.node.outputs ?? []).map((output) => ({ name: output.name, display_name: output.display_name ?? output.name, types: output.types })),
    run() {
      throw reason;
    },
  };
}

export function createSandboxComponents(options: SandboxComponentsOptions): SandboxComponents {
  const { registry, config } = options;
  // Every component module's source (about 0.7 MB) loads with the first code that needs the
  // sandbox: most servers only run registered components and never do (issue 19).
  let loading: Promise<{ sandbox: Sandbox; modulePaths: Readonly<Record<string, string>> }> | undefined;
  const sandboxNow = () =>
    (loading ??= import('@app/components/modules').then(({ componentModules, componentModulePaths }) => ({
      modulePaths: componentModulePaths,
      sandbox: createSandbox({
        modules: componentModules,
        workers: config.workers,
        limits: { memoryMb: config.memoryMb, runTimeoutMs: config.runTimeoutMs, compileTimeoutMs: config.compileTimeoutMs, maxOutputMb: config.maxOutputMb },
        fetch: options.fetch,
      }),
    })));
  const registeredBySource = new Map(registry.list().flatMap((component) => {
    const source = registry.source(component.type);
    return source === '' ? [] : [[source, component] as const];
  }));
  const cache = new LRUCache<string, Promise<AnyComponent>>({ max: CACHE_SIZE });

  /** Where relative imports resolve from: the module of the component the code declares (or the node's type). */
  const modulePathFor = (modulePaths: Readonly<Record<string, string>>, code: string, typeHint?: string) => {
    const declared = DECLARED_TYPE.exec(code)?.[1];
    const path = (typeHint !== undefined ? modulePaths[typeHint] : undefined) ?? (declared !== undefined ? modulePaths[declared] : undefined);
    return path === undefined ? {} : { modulePath: path };
  };

  const compile = async (code: string, typeHint?: string): Promise<AnyComponent> => {
    const { sandbox, modulePaths } = await sandboxNow();
    const where = modulePathFor(modulePaths, code, typeHint);
    const key = createHash('sha256').update(`${where.modulePath ?? ''}\n${code}`).digest('hex');
    const cached = cache.get(key);
    if (cached) return cached;
    const compiling = sandbox.compileComponent(code, where);
    cache.set(key, compiling);
    // A failure is not kept: it may have been the sandbox's (a worker that died), not the code's.
    compiling.catch(() => cache.delete(key));
    return compiling;
  };

  return {
    async resolverFor(flow) {
      const compiled = new Map<string, AnyComponent>();
      const nodes = flow.nodes.filter((node): node is GenericNode => isGenericNode(node) && runsInSandbox(node, registry));
      await Promise.all(
        nodes.map(async (node) => {
          const component = await compile(codeOf(node) as string, node.data.type).catch((error: unknown) => failingComponent(node, error));
          compiled.set(node.id, component);
        }),
      );
      return (node) => compiled.get(node.id) ?? registry.get(node.data.type);
    },

    async componentFor(code, typeHint) {
      return registeredBySource.get(code) ?? compile(code, typeHint);
    },

    async validate(code) {
      if (registeredBySource.has(code)) return { imports: { errors: [] }, function: { errors: [] } };
      const { sandbox, modulePaths } = await sandboxNow();
      return sandbox.validateCode(code, modulePathFor(modulePaths, code));
    },

    isRegisteredSource: (code) => registeredBySource.has(code),

    close: async () => {
      if (loading) await (await loading).sandbox.dispose();
    },
  };
}
