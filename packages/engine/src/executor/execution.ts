// The state one build shares across its vertices and loop iterations: options, the halt switch,
// and the record of every vertex built.
import type { ChatMessage, GenericNode, ResultData } from '@app/flow-graph';
import { engineMessages } from '../errors';
import type { EventSink } from '../events/eventSink';
import type { EngineLogger, EngineServices } from '../sdk/context';
import type { AnyComponent } from '../sdk/defineComponent';
import type { FlowIndex } from './flowIndex';
import type { VertexCache } from './vertexCache';

/** One vertex build as the server may persist it (vertex_build and transaction rows). */
export interface VertexBuildRecord {
  vertexId: string;
  componentType: string;
  displayName: string;
  valid: boolean;
  /** The inputs the component received; empty when they could not be resolved. */
  inputs: Record<string, unknown>;
  data: ResultData;
  params: string | null;
  messages: ChatMessage[];
  /** Output values as the component returned them, for the run API's output selection. */
  values: Record<string, unknown>;
}

export type HaltReason = 'failed' | 'cancelled';

export interface ExecutionSettings {
  index: FlowIndex;
  resolveComponent: (node: GenericNode) => AnyComponent | undefined;
  sink: EventSink;
  sessionId: string;
  flowId: string | null;
  cache: VertexCache | undefined;
  services: EngineServices;
  logger: EngineLogger | undefined;
  maxTextLength: number;
  resolveVariable: ((name: string, field: string) => Promise<string | undefined>) | undefined;
  /** Field values that replace the template's for a vertex (input_value, files). */
  overridesFor: (node: GenericNode, component: AnyComponent) => Record<string, unknown>;
  onVertexBuilt: ((record: VertexBuildRecord) => void) | undefined;
}

export class Execution {
  readonly records = new Map<string, VertexBuildRecord>();
  /** Sum of the vertices' timedeltas: Langflow's build_duration. */
  totalSeconds = 0;
  private readonly controller = new AbortController();
  private haltReason: HaltReason | undefined;
  private readonly haltListeners: Array<() => void> = [];

  constructor(
    readonly settings: ExecutionSettings,
    userSignal: AbortSignal | undefined,
  ) {
    if (userSignal?.aborted) this.halt('cancelled');
    else userSignal?.addEventListener('abort', () => this.halt('cancelled'), { once: true });
  }

  /** Aborted when the user cancels or a vertex fails; every running component sees it. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get halted(): HaltReason | undefined {
    return this.haltReason;
  }

  halt(reason: HaltReason): void {
    if (this.haltReason !== undefined) return;
    this.haltReason = reason;
    const code = reason === 'cancelled' ? 'BUILD_CANCELLED' : 'BUILD_HALTED';
    this.controller.abort(new DOMException(engineMessages[code](), 'AbortError'));
    for (const listener of this.haltListeners.splice(0)) listener();
  }

  /** Resolves once the build halts; the executor stops waiting for components then. */
  whenHalted(): Promise<void> {
    if (this.haltReason !== undefined) return Promise.resolve();
    return new Promise((resolve) => this.haltListeners.push(resolve));
  }

  record(record: VertexBuildRecord): void {
    this.records.set(record.vertexId, record);
    this.totalSeconds += record.data.timedelta ?? 0;
    this.settings.onVertexBuilt?.(record);
  }
}
