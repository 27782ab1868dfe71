// A RunContext for calling a compiled component directly, recording what it sends the host.
import type { RunContext } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';

export function testContext(inputs: Record<string, unknown> = {}, options: { signal?: AbortSignal; onLog?: (message: unknown) => void } = {}) {
  const logs: unknown[] = [];
  const messages: ChatMessage[] = [];
  const context: RunContext<Record<string, unknown>, string> = {
    inputs: { input_value: '', ...inputs },
    dynamicInputs: {},
    signal: options.signal ?? new AbortController().signal,
    logger: {
      log: (message) => {
        logs.push(message);
        options.onLog?.(message);
      },
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    },
    events: {
      addMessage: (message) => {
        messages.push(message as ChatMessage);
        return message as ChatMessage;
      },
      token: () => undefined,
      removeMessage: () => undefined,
      streamMessage: () => Promise.reject(new Error('not used')),
    },
    sessionId: 'session-1',
    flowId: 'flow-1',
    vertexId: 'Probe-aaaaa',
    displayName: 'Probe',
    services: {},
    stop: () => undefined,
    excludeBranch: () => undefined,
    iterate: () => Promise.resolve([]),
  };
  return { context, logs, messages };
}
