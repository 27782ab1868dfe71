// The logger handed to a component: `log` entries go into the vertex's `data.logs` (the editor
// shows them under the output), the levelled methods go to the server's logger.
import type { LogEntry } from '@app/flow-graph';
import type { ComponentLogger, EngineLogger } from '../sdk/context';
import { classifyValue, toWireValue } from './wireValues';

export interface VertexLogs {
  readonly logger: ComponentLogger;
  /** Entries per output name, in the order they were logged. */
  readonly entries: Record<string, LogEntry[]>;
}

export function createComponentLogger(options: {
  outputs: readonly string[];
  engineLogger: EngineLogger | undefined;
  context: Record<string, unknown>;
}): VertexLogs {
  const { outputs, engineLogger, context } = options;
  const entries: Record<string, LogEntry[]> = {};
  const defaultOutput = outputs[0] ?? 'output';
  const withContext = (details?: Record<string, unknown>) => ({ ...context, ...details });
  const logger: ComponentLogger = {
    log(message, logOptions) {
      const output = logOptions?.output ?? defaultOutput;
      const entry: LogEntry = { name: logOptions?.name ?? '', message: toWireValue(message), type: classifyValue(message) };
      (entries[output] ??= []).push(entry);
    },
    debug: (message, details) => engineLogger?.debug(message, withContext(details)),
    info: (message, details) => engineLogger?.info(message, withContext(details)),
    warn: (message, details) => engineLogger?.warn(message, withContext(details)),
    error: (message, details) => engineLogger?.error(message, withContext(details)),
  };
  return { logger, entries };
}
