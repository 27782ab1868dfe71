// The service Run Flow needs from the server: the flows of the running flow's owner, and running
// one of them. The server binds it to the owner (nobody runs another user's flows through it) and
// limits how deep flows may run flows.

export interface FlowSummary {
  id: string;
  name: string;
  description: string;
}

export interface FlowRunRequest {
  /** The flow's id, or its name among the owner's flows. */
  flow: string;
  /** What the flow's chat input receives. */
  input: string;
  /** The session the flow's messages belong to; default: the flow's own id, as the run API does. */
  sessionId?: string;
  signal?: AbortSignal;
}

export interface FlowRunResult {
  flowId: string;
  flowName: string;
  /** The text of the flow's chat output (all of them, one per line), else of its first output. */
  text: string;
}

export interface FlowRunner {
  /** The owner's flows, for the flow dropdown. */
  list(options?: { signal?: AbortSignal }): Promise<FlowSummary[]>;
  /** Runs a flow to its end; rejects with an Error whose message says why it could not or did not finish. */
  run(request: FlowRunRequest): Promise<FlowRunResult>;
}

declare module '@app/engine' {
  interface EngineServices {
    /** Runs the owner's other flows (the Run Flow component). */
    flowRunner?: FlowRunner;
  }
}
