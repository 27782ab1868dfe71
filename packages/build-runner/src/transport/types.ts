import type { BuildEvent, EventDelivery } from '@app/flow-graph';
import type { ParsedPiece } from '../parser/eventStreamParser';

/** The JSON body of `POST build/{flowId}/flow`. */
export interface BuildRequestBody {
  files?: string[];
  data?: { nodes: unknown[]; edges: unknown[] };
  inputs?: { input_value?: string; session?: string };
}

export interface TransportRequest {
  flowId: string;
  delivery: EventDelivery;
  startComponentId?: string;
  stopComponentId?: string;
  logBuilds?: boolean;
  body: BuildRequestBody;
  /** Aborting stops reading; a transport that knows the job id then asks the server to cancel it. */
  signal: AbortSignal;
}

/** Where a transport reports what it reads. */
export interface TransportSink {
  onEvent(event: BuildEvent): void;
  onJobId?(jobId: string): void;
  /** The delivery actually in use changed: a fallback to polling, and why. */
  onDelivery?(delivery: EventDelivery, reason: DeliveryFallbackReason): void;
  /** A complete piece that was not a valid event; reading goes on. */
  onMalformed?(piece: Extract<ParsedPiece, { type: 'malformed' }>): void;
}

/** Why polling replaced the requested delivery: the server refused it, or the runtime cannot stream. */
export type DeliveryFallbackReason = 'ENDPOINT_NOT_AVAILABLE' | 'STREAMING_NOT_SUPPORTED';

export interface TransportOutcome {
  jobId: string | null;
  delivery: EventDelivery;
}

/**
 * Delivers one build's events. It resolves when a terminal event (`end`, `error`) was read, when
 * the stream closed, or after `signal` aborted; it rejects with a BuildError when the protocol fails.
 */
export interface BuildTransport {
  run(request: TransportRequest, sink: TransportSink): Promise<TransportOutcome>;
}
