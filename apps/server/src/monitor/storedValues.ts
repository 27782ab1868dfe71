// The compact forms the monitor stores, so a run costs the database little: every run writes a
// transaction per component and two messages, and most of what they carried was the same each
// time (default message properties, the flow's saved field values, empty inputs, whole messages
// a chat component also stored).
import { isDeepStrictEqual } from 'node:util';
import { isChatMessage, toWireValue } from '@app/engine';
import { fieldEntries, isGenericNode, type ChatMessage, type FlowData, type MessageProperties, type MessageSource } from '@app/flow-graph';

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

/** Whether `value` is a MessageSource with its three fields only: then it is stored positionally. */
function isPlainSource(value: unknown): value is MessageSource {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return Object.keys(fields).length === 3 && ['id', 'display_name', 'source'].every((key) => key in fields && (typeof fields[key] === 'string' || fields[key] === null));
}

/**
 * What a message's properties are stored as: those equal to the defaults left out (fullProperties
 * puts them back). Every message has a source and an icon, and their keys cost more than their
 * values, so a message whose source has its three fields and that has an icon is stored as
 * `[source id, display name, icon, source name, other properties]` (the last two only when needed:
 * the source name is most often the display name). Rows stored before keep the object form.
 */
export function compactProperties(properties: MessageProperties | undefined): Record<string, unknown> | unknown[] {
  const compact = Object.fromEntries(Object.entries(properties ?? {}).filter((entry) => entry[1] !== undefined && !isDefault(entry[0], entry[1])));
  const { source, icon, ...rest } = compact;
  if (!isPlainSource(source) || !('icon' in compact) || (typeof icon !== 'string' && icon !== null)) return compact;
  const positional: unknown[] = [source.id, source.display_name, icon];
  const hasRest = Object.keys(rest).length > 0;
  if (hasRest || source.source !== source.display_name) positional.push(source.source);
  if (hasRest) positional.push(rest);
  return positional;
}

/** Stored properties (either form) with the defaults compactProperties left out filled in again. */
export function fullProperties(stored: Record<string, unknown> | unknown[]): MessageProperties {
  const properties = Array.isArray(stored) ? fromPositional(stored) : stored;
  return { ...structuredClone(DEFAULT_PROPERTIES), ...properties } as MessageProperties;
}

function fromPositional([id, displayName, icon, ...more]: unknown[]): Record<string, unknown> {
  const [source = displayName, rest = {}] = more;
  return { source: { id, display_name: displayName, source }, icon, ...(rest as Record<string, unknown>) };
}

/** isDeepStrictEqual without its cost for the primitives most logged values are (a run compares each input). */
function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && isDeepStrictEqual(a, b));
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

/** savedFieldValues by graph: a prepared graph serves every run of its flow's version and is not changed. */
const savedByGraph = new WeakMap<FlowData, ReadonlyMap<string, Readonly<Record<string, unknown>>>>();

/** The field values each node of the flow has saved, by node id: what a run's log need not repeat. */
export function savedFieldValues(flow: FlowData): ReadonlyMap<string, Readonly<Record<string, unknown>>> {
  let values = savedByGraph.get(flow);
  if (!values) {
    values = new Map(flow.nodes.filter(isGenericNode).map((node) => [node.id, Object.fromEntries(fieldEntries(node.data.node.template).map(([name, field]) => [name, field.value]))]));
    savedByGraph.set(flow, values);
  }
  return values;
}

/**
 * A component's logged inputs: those that came from connections, tweaks, variables or the
 * request. Inputs equal to the node's saved value (a prompt, a model's settings) are the flow's
 * and were the same every run; empty ones (unset, "", [], {}) tell nothing. The rest as loggedValue.
 */
export function compactLogInputs(inputs: Record<string, unknown>, saved: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const logged: Record<string, unknown> = {};
  for (const name of Object.keys(inputs)) {
    const value = inputs[name];
    if (name in saved && sameValue(saved[name], value)) continue;
    const compact = loggedValue(value);
    if (!isEmpty(compact)) logged[name] = compact;
  }
  return logged;
}

/** A component's logged results, each as loggedValue. */
export function compactLogOutputs(results: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(results).map(([name, value]) => [name, loggedValue(value)]));
}

/** Where a logged output's value is in the inputs: a whole input by name, or a message's text. */
type OutputSource = string | { text: string };

/** The JSON bytes a reference to the input `name` adds to the stored outputs, about: `[…,{"output":"name"}]`. */
const referenceBytes = (name: string) => name.length + 24;

function sourceOf(value: unknown, inputs: Readonly<Record<string, unknown>>): OutputSource | undefined {
  const worth = (name: string, bytes: unknown) => JSON.stringify(bytes).length > referenceBytes(name);
  const whole = Object.keys(inputs).find((name) => sameValue(inputs[name], value) && worth(name, value));
  if (whole !== undefined) return whole;
  const text = isLoggedMessage(value) ? Object.keys(inputs).find((name) => inputs[name] === value.text && worth(name, value.text)) : undefined;
  return text === undefined ? undefined : { text };
}

function isLoggedMessage(value: unknown): value is LoggedMessage {
  return typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';
}

/**
 * What a transaction's outputs are stored as. A component often passes an input on (ChatOutput's
 * message is its input; ChatInput's message text is the text typed), so outputs found in the
 * inputs are stored as `[outputs with those values null, { output: input name or { text: input name } }]`;
 * outputs with nothing found stay the object they are (as all rows stored before).
 */
export function storedLogOutputs(inputs: unknown, outputs: unknown): unknown {
  if (!isRecord(inputs) || !isRecord(outputs)) return outputs;
  const sources: Record<string, OutputSource> = {};
  const kept = Object.fromEntries(
    Object.entries(outputs).map(([name, value]) => {
      const source = sourceOf(value, inputs);
      if (source === undefined) return [name, value];
      sources[name] = source;
      return [name, typeof source === 'string' ? null : { ...(value as LoggedMessage), text: null }];
    }),
  );
  return Object.keys(sources).length === 0 ? outputs : [kept, sources];
}

/** A transaction's outputs as logged, from what storedLogOutputs stored (either form) and the inputs. */
export function loggedOutputs(inputs: unknown, stored: unknown): unknown {
  if (!Array.isArray(stored) || !isRecord(inputs)) return stored;
  const [kept, sources] = stored as [Record<string, unknown>, Record<string, OutputSource>];
  return Object.fromEntries(
    Object.entries(kept).map(([name, value]) => {
      const source = sources[name];
      if (source === undefined) return [name, value];
      return [name, typeof source === 'string' ? inputs[source] : { ...(value as object), text: inputs[source.text] }];
    }),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
