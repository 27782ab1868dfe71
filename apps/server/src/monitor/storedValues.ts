// The compact forms the monitor stores, so a run costs the database little: every run writes a
// transaction per component and two messages, and most of what they carried was the same each
// time (default message properties, the flow's saved field values, empty inputs, whole messages
// a chat component also stored).
import { isDeepStrictEqual } from 'node:util';
import { isChatMessage, toWireValue } from '@app/engine';
import { fieldEntries, isGenericNode, type ChatMessage, type FlowData, type MessageProperties } from '@app/flow-graph';

/**
 * Langflow cuts logged texts at its max_text_length (1000 characters, ending in "..."); the
 * execution log shows a component's status and error, not its whole prompt.
 */
export const MAX_LOGGED_TEXT = 1000;

/** The properties every message starts with (createChatMessage): stored only when a message differs. */
const DEFAULT_PROPERTIES: Readonly<Record<string, unknown>> = {
  text_color: '',
  background_color: '',
  edited: false,
  allow_markdown: false,
  positive_feedback: null,
  state: 'complete',
  targets: [],
};

function isDefault(name: string, value: unknown): boolean {
  if (!(name in DEFAULT_PROPERTIES)) return false;
  const fallback = DEFAULT_PROPERTIES[name];
  return Array.isArray(fallback) ? Array.isArray(value) && value.length === 0 : value === fallback;
}

/** A message's properties without those equal to the defaults (fullProperties puts them back). */
export function compactProperties(properties: MessageProperties | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties ?? {}).filter(([name, value]) => value !== undefined && !isDefault(name, value)));
}

/** Stored properties with the defaults compactProperties left out filled in again. */
export function fullProperties(stored: Record<string, unknown>): MessageProperties {
  return { ...structuredClone(DEFAULT_PROPERTIES), ...stored } as MessageProperties;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/** What the log keeps of a chat message passed in or out: a chat component's is in the messages table whole. */
export type LoggedMessage = Pick<ChatMessage, 'id' | 'text' | 'sender' | 'sender_name'>;

/** A logged value: a message by id, text and sender, anything else with texts cut at MAX_LOGGED_TEXT. */
function loggedValue(value: unknown): unknown {
  if (!isChatMessage(value)) return toWireValue(value, MAX_LOGGED_TEXT);
  const logged: LoggedMessage = { id: value.id, text: toWireValue(value.text, MAX_LOGGED_TEXT) as string, sender: value.sender, sender_name: value.sender_name };
  return logged;
}

/** The field values each node of the flow has saved, by node id: what a run's log need not repeat. */
export function savedFieldValues(flow: FlowData): Map<string, Record<string, unknown>> {
  return new Map(flow.nodes.filter(isGenericNode).map((node) => [node.id, Object.fromEntries(fieldEntries(node.data.node.template).map(([name, field]) => [name, field.value]))]));
}

/**
 * A component's logged inputs: those that came from connections, tweaks, variables or the
 * request. Inputs equal to the node's saved value (a prompt, a model's settings) are the flow's
 * and were the same every run; empty ones (unset, "", [], {}) tell nothing. The rest as loggedValue.
 */
export function compactLogInputs(inputs: Record<string, unknown>, saved: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(inputs)
      .filter(([name, value]) => !(name in saved && isDeepStrictEqual(saved[name], value)))
      .map(([name, value]) => [name, loggedValue(value)] as const)
      .filter(([, value]) => !isEmpty(value)),
  );
}

/** A component's logged results, each as loggedValue. */
export function compactLogOutputs(results: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(results).map(([name, value]) => [name, loggedValue(value)]));
}
