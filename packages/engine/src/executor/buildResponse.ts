// The payload of `end_vertex` (reference section 1, VertexBuildResponse and ResultDataResponse).
import type { ErrorPayload, LogEntry, OutputType, OutputValue, ResultData, VertexBuildResponse } from '@app/flow-graph';
import { userTracebackOf } from '../errors';
import { classifyValue, reprOfWire, toWireValue } from './wireValues';

/** Langflow's `params` for a vertex that built. */
export const BUILT_PARAMS = 'Built successfully ✨';

/** Langflow's format_elapsed_time: "850 ms", "1.2 seconds", "2 minutes, 3.5 seconds". */
export function formatDuration(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  if (seconds < 60) {
    const rounded = Math.round(seconds * 10) / 10;
    return `${rounded} ${rounded === 1 ? 'second' : 'seconds'}`;
  }
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round((seconds - minutes * 60) * 10) / 10;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, ${rest} ${rest === 1 ? 'second' : 'seconds'}`;
}

/** `wire`: toWireValue(value), converted once for results, outputs and artifacts. */
function outputValue(value: unknown, type: OutputType, wire: unknown): OutputValue {
  switch (type) {
    case 'unknown':
    case 'stream':
      return { message: '', type };
    case 'text':
      return { message: typeof value === 'string' ? wire : String(value), type };
    default:
      return { message: wire, type };
  }
}

export interface SuccessDataInput {
  outputs: readonly string[];
  values: Readonly<Record<string, unknown>>;
  logs: Readonly<Record<string, LogEntry[]>>;
  seconds: number;
  usedFrozenResult: boolean;
  maxTextLength: number;
}

export function successResultData(input: SuccessDataInput): ResultData {
  const { outputs, values, logs, seconds, usedFrozenResult, maxTextLength } = input;
  const results: Record<string, unknown> = {};
  const outputValues: Record<string, OutputValue> = {};
  const artifacts: Record<string, unknown> = {};
  const outputLogs: Record<string, LogEntry[]> = {};
  for (const name of outputs) {
    const value = values[name];
    // One JSON-safe copy serves results, outputs and artifacts: they are serialised, never changed.
    const wire = toWireValue(value, maxTextLength);
    const type = classifyValue(value);
    if (value !== undefined) results[name] = wire;
    outputValues[name] = outputValue(value, type, wire);
    artifacts[name] = { repr: reprOfWire(value, () => wire, maxTextLength), raw: wire ?? null, type };
    outputLogs[name] = logs[name] ?? [];
  }
  return {
    results,
    outputs: outputValues,
    logs: outputLogs,
    // The protocol carries the vertex's artifacts under `message` and leaves `artifacts` empty.
    message: artifacts,
    artifacts: {},
    timedelta: seconds,
    duration: formatDuration(seconds),
    used_frozen_result: usedFrozenResult,
  };
}

/**
 * What a failed component shows: its message, and as traceback only the failing user code's own
 * stack, when the caller may see it; never the server's frames.
 */
export function errorPayload(error: unknown, message: string, showUserTracebacks: boolean): ErrorPayload {
  return { errorMessage: message, stackTrace: showUserTracebacks ? userTracebackOf(error) : '' };
}

export function errorResultData(input: {
  outputs: readonly string[];
  payload: ErrorPayload;
  logs: Readonly<Record<string, LogEntry[]>>;
  seconds: number;
}): ResultData {
  const outputName = input.outputs[0] ?? 'output';
  return {
    results: {},
    outputs: { [outputName]: { message: input.payload, type: 'error' } },
    logs: { ...input.logs },
    message: {},
    artifacts: {},
    timedelta: input.seconds,
    duration: formatDuration(input.seconds),
    used_frozen_result: false,
  };
}

export function vertexBuildResponse(input: {
  id: string;
  valid: boolean;
  params: string | null;
  data: ResultData;
  nextVertexIds: string[];
  inactivatedVertexIds: string[];
  topLevelVertexIds: string[];
}): VertexBuildResponse {
  return {
    id: input.id,
    inactivated_vertices: input.inactivatedVertexIds,
    next_vertices_ids: input.nextVertexIds,
    top_level_vertices: input.topLevelVertexIds,
    valid: input.valid,
    params: input.params,
    data: input.data,
    timestamp: isoNow(),
  };
}

let isoMillisecond = Number.NaN;
let isoText = '';

/** The current millisecond as ISO text, formatted once per millisecond: a run's vertices mostly end within one. */
function isoNow(): string {
  const now = Date.now();
  if (now !== isoMillisecond) {
    isoMillisecond = now;
    isoText = new Date(now).toISOString();
  }
  return isoText;
}
