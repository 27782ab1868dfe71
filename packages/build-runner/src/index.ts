export { BUILD_MESSAGES } from './messages';
export type { BuildMessageKey } from './messages';
export { BuildError } from './buildError';
export type { BuildErrorOptions } from './buildError';
export { systemTimers } from './timers';
export type { BuildTimers } from './timers';

export { createEventStreamParser } from './parser/eventStreamParser';
export type { EventStreamParser, ParsedPiece } from './parser/eventStreamParser';

export { createHttpTransport } from './transport/httpTransport';
export type { HttpTransportOptions } from './transport/httpTransport';
export type { FetchLike, HeadersProvider } from './transport/request';
export type { BuildRequestBody, BuildTransport, DeliveryFallbackReason, TransportOutcome, TransportRequest, TransportSink } from './transport/types';

export { Subscribable } from './state/subscribable';
export { buildReducer, createInitialState } from './state/buildReducer';
export type { BuildAction } from './state/buildReducer';
export { BuildRun } from './state/buildRun';
export type { BuildRunConfig } from './state/buildRun';
export { BuildCache } from './state/buildCache';
export type { BuildCacheEvent, BuildCacheListener, BuildCacheOptions } from './state/buildCache';
export { getBuildResult } from './state/buildResult';
export type { BuildResult } from './state/buildResult';
export { RunObserver } from './state/runObserver';
export { animationFrameSchedule } from './state/notifySchedule';
export type { NotifySchedule } from './state/notifySchedule';
export type { BuildCacheOwner, RunSelector } from './state/runObserver';
export { BuildObserver } from './state/buildObserver';
export type { BuildObserverOptions } from './state/buildObserver';
export { NodeBuildObserver } from './state/nodeBuildObserver';
export type { NodeBuildObserverOptions, NodeBuildResult } from './state/nodeBuildObserver';
export { MIN_VISIBLE_BUILDING_MS, getGroupBuildStatus } from './state/vertexStatus';
export type { BuildFailure, BuildRunState, BuildRunStatus, RunningEdge, VertexBuildState } from './state/types';

export { BuildClient } from './buildClient';
export type { BuildClientOptions, BuildHandle, StartBuildOptions } from './buildClient';
