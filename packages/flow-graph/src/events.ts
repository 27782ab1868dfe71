// The build and run protocol's events (reference/langflow-protocol.md section 1), shared by the
// server engine that emits them and the clients that consume them. On the wire each event is
// `JSON.stringify({event, data})` followed by a blank line.

export type BuildStatus = 'TO_BUILD' | 'BUILDING' | 'BUILT' | 'INACTIVE' | 'ERROR';

export type EventDelivery = 'streaming' | 'polling' | 'direct';

export interface LogEntry {
  name: string;
  message: unknown;
  type: string;
}

export type OutputType = 'error' | 'ValueError' | 'text' | 'array' | 'message' | 'data' | 'object' | 'stream' | 'unknown';

/**
 * A server text by code: `code` names the message in the server's catalogue, `params` fill it in
 * (a parameter may itself be coded, e.g. the reason inside 'Error building Component …'), and
 * `text` is the server's own wording, the fallback for a client that does not know the code.
 */
export interface CodedText {
  code: string;
  text: string;
  params: Record<string, string | number | CodedText>;
}

/** The error payload a failed component puts in its output. */
export interface ErrorPayload {
  errorMessage: string;
  stackTrace: string;
  integrationError?: string;
  /** `errorMessage` by code, so the client can word it in the user's language. */
  coded?: CodedText;
}

export interface OutputValue {
  message: unknown;
  type: OutputType;
}

export interface ResultData {
  results: Record<string, unknown>;
  outputs: Record<string, OutputValue>;
  logs: Record<string, LogEntry[]>;
  message: unknown;
  artifacts: Record<string, unknown>;
  timedelta: number | null;
  duration: string | null;
  used_frozen_result: boolean;
}

export interface VertexBuildResponse {
  id: string;
  inactivated_vertices: string[];
  next_vertices_ids: string[];
  top_level_vertices: string[];
  valid: boolean;
  params: string | null;
  data: ResultData;
  timestamp: string;
}

export interface OutputMeta {
  component_id: string;
  display_name: string;
  vertex_type: string;
  is_output: boolean;
  is_terminal: boolean;
  output_types: string[];
}

export interface MessageSource {
  id: string | null;
  display_name: string | null;
  source: string | null;
}

export interface MessageProperties {
  text_color?: string | null;
  background_color?: string | null;
  edited?: boolean;
  source?: MessageSource;
  icon?: string | null;
  allow_markdown?: boolean;
  positive_feedback?: boolean | null;
  state?: 'partial' | 'complete';
  targets?: unknown[];
}

export interface ContentBlock {
  title: string;
  contents: Array<Record<string, unknown> & { type: 'text' | 'code' | 'json' | 'error' | 'tool_use' | 'media' }>;
  allow_markdown?: boolean;
  media_url?: string[] | null;
  header?: { icon?: string; title?: string };
}

/** A chat message as stored and as sent in add_message. */
export interface ChatMessage {
  id: string;
  flow_id: string | null;
  timestamp: string;
  sender: 'User' | 'Machine' | string;
  sender_name: string;
  session_id: string;
  text: string;
  files: string[];
  error: boolean;
  edit: boolean;
  properties: MessageProperties;
  category: string;
  content_blocks: ContentBlock[];
}

export interface VerticesSortedData {
  ids: string[];
  to_run: string[];
}

export type BuildEvent =
  | { event: 'vertices_sorted'; data: VerticesSortedData }
  | { event: 'build_start'; data: { id?: string } }
  | { event: 'build_end'; data: { id?: string } }
  | { event: 'end_vertex'; data: { build_data: VertexBuildResponse; output_meta?: OutputMeta } }
  | { event: 'add_message'; data: ChatMessage }
  | { event: 'token'; data: { chunk: string; id: string; timestamp?: string } }
  | { event: 'remove_message'; data: { id: string } }
  // The editor's build sends an error-category message; the run API's stream sends {error: text}.
  | { event: 'error'; data: Omit<Partial<ChatMessage>, 'error'> & { text?: string; error?: boolean | string } }
  | { event: 'end'; data: { build_duration?: number; result?: unknown } };

export type BuildEventName = BuildEvent['event'];

export const BUILD_EVENT_NAMES: readonly BuildEventName[] = [
  'vertices_sorted',
  'build_start',
  'build_end',
  'end_vertex',
  'add_message',
  'token',
  'remove_message',
  'error',
  'end',
];

/** Serialises one event the way the wire carries it: JSON plus a blank line. */
export function encodeBuildEvent(event: BuildEvent): string {
  return `${JSON.stringify(event)}\n\n`;
}
