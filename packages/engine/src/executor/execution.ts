// The state one build shares across its vertices and loop iterations: options, the halt switch,
// and the record of every vertex built.
import type { ChatMessage, CodedText, GenericNode, ResultData } from '@app/flow-graph';
import { engineError, engineMessages, type EngineError } from '../errors';
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
  /** A failed build's error by code (COMPONENT_BUILD_FAILED with the component and its own error). */
  error?: CodedText;
  messages: ChatMessage[];
  /** Output values as the component returned them, for the run API's output selection. */
  values: Record<string, unknown>;
}

/** `timed-out`: the build or run outlived its deadline (the server's RUN_TIMEOUT). */
export type HaltReason = 'failed' | 'cancelled' | 'timed-out';

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
  showUserTracebacks: boolean;
  resolveVariable: ((name: string, field: string) => Promise<string | undefined>) | undefined;
  /** Field values that replace the template's for a vertex (input_value, files). */
  overridesFor: (node: GenericNode, component: AnyComponent) => Record<string, unknown>;
  onVertexBuilt: ((record: VertexBuildRecord) => void) | undefined;
  /** Longest the whole build or run may take, in ms; undefined: no deadline of its own. */
  timeoutMs: number | undefined;
}

const HALT_MESSAGES: Record<HaltReason, () => string> = {
  cancelled: () => engineMessages.BUILD_CANCELLED(),
  failed: () => engineMessages.BUILD_HALTED(),
  'timed-out': () => engineMessages.BUILD_HALTED(),
};

export class Execution {
  readonly records = new Map<string, VertexBuildRecord>();
  /** Sum of the vertices' timedeltas: Langflow's build_duration. */
  totalSeconds = 0;
  private readonly controller = new AbortController();
  private haltReason: HaltReason | undefined;
  private readonly haltListeners: Array<() => void> = [];
  private deadline: NodeJS.Timeout | undefined;

  constructor(
    readonly settings: ExecutionSettings,
    userSignal: AbortSignal | undefined,
  ) {
    if (userSignal?.aborted) this.halt('cancelled');
    else userSignal?.addEventListener('abort', () => this.halt('cancelled'), { once: true });
    if (settings.timeoutMs !== undefined && this.haltReason === undefined) {
      this.deadline = setTimeout(() => this.halt('timed-out'), settings.timeoutMs);
      // A build that ends normally clears it; one that is abandoned must not keep the process alive.
      this.deadline.unref();
    }
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
    clearTimeout(this.deadline);
    this.controller.abort(new DOMException(HALT_MESSAGES[reason](), 'AbortError'));
    for (const listener of this.haltListeners.splice(0)) listener();
  }

  /** The build is over: its deadline no longer applies. */
  finish(): void {
    clearTimeout(this.deadline);
  }

  /** The error a build or run that stopped at its deadline reports. */
  timeoutError(): EngineError {
    return engineError('RUN_TIMED_OUT', { seconds: Math.round((this.settings.timeoutMs ?? 0) / 100) / 10 });
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
