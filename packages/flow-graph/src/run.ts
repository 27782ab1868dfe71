// The run API's wire types (reference section 2, POST /api/v1/run/{flow_id_or_name}), shared by
// the engine that answers runs and the clients that start them.
import type { ChatMessage } from './events';

export type RunInputType = 'chat' | 'text' | 'any';
export type RunOutputType = 'chat' | 'text' | 'any' | 'debug';

/** The body of a run (Langflow's SimplifiedAPIRequest); every field may be left out. */
export interface RunRequest {
  input_value?: string | null;
  /** Which input components get `input_value`; default 'chat'. */
  input_type?: RunInputType;
  /** Which output components answer; default 'chat', 'debug' is every component. */
  output_type?: RunOutputType;
  /** Answer only this component's result. */
  output_component?: string;
  /** Per component (id or display name), field values for this run only; accepted only from the flow's owner. */
  tweaks?: Record<string, Record<string, unknown>> | null;
  /** The conversation; default the flow's id. */
  session_id?: string | null;
}

/** One message an output component sent (Langflow's ChatOutputResponse). */
export interface RunMessage {
  message: string;
  sender: string;
  sender_name: string;
  session_id: string;
  stream_url: string | null;
  component_id: string;
  files: string[];
  type: string;
}

/** One output component's result (Langflow's ResultData). */
export interface RunResultData {
  results: Record<string, unknown>;
  artifacts: unknown;
  outputs: Record<string, unknown>;
  logs: Record<string, unknown>;
  messages: RunMessage[];
  timedelta: number | null;
  duration: string | null;
  component_display_name: string;
  component_id: string;
  used_frozen_result: boolean;
}

export interface RunResponse {
  session_id: string;
  outputs: Array<{ inputs: { input_value: string | null }; outputs: Array<RunResultData | null> }>;
}

/**
 * The events of a streamed run (`?stream=true`): the messages components send (a streamed one
 * announced by add_message with its first chunk, then its tokens), then `end` with the whole
 * response or `error` with the reason. Both end the stream.
 */
export type RunStreamEvent =
  | { event: 'add_message'; data: ChatMessage }
  | { event: 'token'; data: { chunk: string; id: string; timestamp?: string } }
  | { event: 'remove_message'; data: { id: string } }
  | { event: 'error'; data: { error: string } }
  | { event: 'end'; data: { result: RunResponse } };

export type RunStreamEventName = RunStreamEvent['event'];

export const RUN_STREAM_EVENT_NAMES: readonly RunStreamEventName[] = ['add_message', 'token', 'remove_message', 'error', 'end'];

/** The answer of POST /api/v1/webhook/{flow} (202): the run goes on in the background. */
export interface WebhookResponse {
  message: string;
  status: string;
}

/**
 * The text of a run's first answering message: the first output's ChatOutputResponse, else its
 * `message` result (a chat message), undefined when the run answered none.
 */
export function runOutputText(response: RunResponse): string | undefined {
  for (const output of response.outputs.flatMap((run) => run.outputs)) {
    if (!output) continue;
    const message = output.messages[0]?.message;
    if (typeof message === 'string') return message;
    const result = output.results.message as Partial<ChatMessage> | undefined;
    if (typeof result?.text === 'string') return result.text;
  }
  return undefined;
}
