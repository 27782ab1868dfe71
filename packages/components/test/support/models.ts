// Flows around a model node pointed at the local test server, and readers for what they send.
import { tracingChannel } from 'node:diagnostics_channel';
import { createServer } from 'node:net';
import type { BuildEvent, GenericNode, WorkflowEdge } from '@app/flow-graph';
import type { ProviderModelInputs } from '../../src/models/modelValues';
import { connect, makeNode } from './flows';

export const TEST_KEY = 'sk-components-test';

/** A provider model's field values, as a model component passes them. */
export function modelInputs(overrides: Partial<ProviderModelInputs> = {}): ProviderModelInputs {
  return {
    model_name: 'gpt-4o-mini',
    api_key: 'sk-one',
    base_url: 'https://gateway.example.com/v1',
    temperature: 0.1,
    max_tokens: 0,
    json_mode: false,
    max_retries: 0,
    timeout: 60,
    ...overrides,
  };
}

/** A node whose key field holds a typed key, as the editor stores one (not a variable's name). */
export function keyedNode(id: string, values: Record<string, unknown>, keyField = 'api_key'): GenericNode {
  const node = makeNode(id, values);
  const field = node.data.node.template[keyField];
  if (typeof field === 'object') field.load_from_db = false;
  return node;
}

/** ChatInput -> <model> -> ChatOutput, the model's fields set from `values`, its key typed. */
export function modelFlow(modelId: string, values: Record<string, unknown>): { nodes: GenericNode[]; edges: WorkflowEdge[] } {
  const nodes = [makeNode('ChatInput-in000'), keyedNode(modelId, values), makeNode('ChatOutput-out00')];
  const edges = [connect(nodes, 'ChatInput-in000.message', `${modelId}.input_value`), connect(nodes, `${modelId}.text_output`, 'ChatOutput-out00.input_value')];
  return { nodes, edges };
}

export function tokenChunks(events: readonly BuildEvent[]): string[] {
  return events.flatMap((event) => (event.event === 'token' ? [event.data.chunk] : []));
}

/** A port nothing listens on: bound once, then released. */
export async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The AI SDK's telemetry events published while `run` runs. */
export async function telemetryEventsDuring(run: () => Promise<void>): Promise<unknown[]> {
  const channel = tracingChannel('ai:telemetry');
  const published: unknown[] = [];
  const ignore = () => undefined;
  const subscribers = { start: (event: unknown) => void published.push(event), end: ignore, asyncStart: ignore, asyncEnd: ignore, error: ignore };
  channel.subscribe(subscribers);
  try {
    await run();
  } finally {
    channel.unsubscribe(subscribers);
  }
  return published;
}
