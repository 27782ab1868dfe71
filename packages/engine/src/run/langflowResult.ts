// A vertex's result as Langflow's run API reports it (reference section 2, ResultData): a chat
// message becomes Langflow's serialized Message (Data's text_key/data/default_value around the
// message fields, ISO timestamps), its output `{message: <text>, type: "text"}` and its artifacts
// the ChatOutputResponse fields, so clients reading any of Langflow's paths get the answer text.
import type { ChatMessage } from '@app/flow-graph';
import { isChatMessage } from '../sdk/message';

/** A chat message as Langflow's Message model dumps it; `id` is ours, Langflow clients ignore it. */
export interface LangflowMessage extends Omit<ChatMessage, 'id'> {
  text_key: 'text';
  data: Record<string, unknown>;
  default_value: '';
  duration: number | null;
  id: string;
}

/** "2025-02-28 22:04:19 UTC" (how messages are stored) as "2025-02-28T22:04:19+00:00"; other forms stay. */
export function isoMessageTimestamp(timestamp: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.\d+)? UTC$/.exec(timestamp);
  return match ? `${match[1]}T${match[2]}+00:00` : timestamp;
}

export function langflowMessage(message: ChatMessage): LangflowMessage {
  const timestamp = isoMessageTimestamp(message.timestamp);
  const { id, flow_id, ...fields } = message;
  return {
    text_key: 'text',
    // Langflow's Data keeps every field under `data` too; `data.text` is a path integrations read.
    data: { ...fields, timestamp, id, flow_id },
    default_value: '',
    ...fields,
    timestamp,
    flow_id,
    duration: null,
    id,
  };
}

/** `results`: chat messages as Langflow Messages, other values as they are. */
export function langflowResults(results: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(results).map(([name, value]) => [name, isChatMessage(value) ? langflowMessage(value) : value]));
}

/** `outputs`: a chat message's entry is its text with type "text"; other entries stay. */
export function langflowOutputs(outputs: Record<string, unknown>, results: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(outputs).map(([name, entry]) => {
      const value = results[name];
      return [name, isChatMessage(value) ? { message: value.text, type: 'text' } : entry];
    }),
  );
}

/**
 * `artifacts`: for a vertex that sent a chat message, Langflow's ChatOutputResponse fields of that
 * message (message text, sender, sender_name, files, type "object"); else the vertex's artifacts.
 */
export function langflowArtifacts(results: Record<string, unknown>, artifacts: unknown): unknown {
  const message = Object.values(results).find(isChatMessage);
  if (!message) return artifacts;
  return { message: message.text, sender: message.sender, sender_name: message.sender_name, files: message.files, type: 'object' };
}
