// The values a component's run receives: from the connected outputs where there are live ones,
// else from the node's template (tweaks and the build's inputs already applied), else from the
// component's declared default, converted to the declared field type.
import { convertFieldValue, getField, isEmptyValue, keyPairsToObject, type GenericNode, type TemplateField } from '@app/flow-graph';
import { engineError } from '../errors';
import type { AnyComponent } from '../sdk/defineComponent';
import { TEXT_FIELD_TYPES, type InputDefinition } from '../sdk/fields';
import { isChatMessage } from '../sdk/message';
import type { Connection } from './flowIndex';
import type { ReadResult } from './vertexState';

export interface ResolveInputsArgs {
  component: AnyComponent;
  node: GenericNode;
  incoming: readonly Connection[];
  read: (vertexId: string, output: string) => ReadResult;
  /** Values that replace the template's (the build's input_value and files for input components). */
  overrides: Readonly<Record<string, unknown>>;
  /** Resolves a global variable named by a `load_from_db` field. */
  resolveVariable?: (name: string, field: string) => Promise<string | undefined>;
  /** The node is in tool mode: its tool-mode inputs come from the agent's arguments, so they may be empty now. */
  toolMode?: boolean;
}

export interface ResolvedVertexInputs {
  inputs: Record<string, unknown>;
  dynamicInputs: Record<string, unknown>;
}

/** The names of a component's inputs, by component (a registry's components do not change). */
const declaredByComponent = new WeakMap<AnyComponent, ReadonlySet<string>>();

export function declaredInputs(component: AnyComponent): ReadonlySet<string> {
  let names = declaredByComponent.get(component);
  if (!names) {
    names = new Set(component.inputs.map((definition) => definition.name));
    declaredByComponent.set(component, names);
  }
  return names;
}

export async function resolveInputs(args: ResolveInputsArgs): Promise<ResolvedVertexInputs> {
  const { component, node, incoming, read, overrides } = args;
  const componentName = node.data.node.display_name || component.display_name;
  const byField = new Map<string, unknown[]>();
  for (const connection of incoming) {
    if (connection.isLoopBack) continue;
    const result = read(connection.source, connection.sourceOutput);
    if (!result.present) continue;
    const values = byField.get(connection.targetName);
    if (values) values.push(result.value);
    else byField.set(connection.targetName, [result.value]);
  }

  // Synchronous but for a global variable: an await per field was most of this function's cost.
  const templateValue = (name: string, field: TemplateField | undefined): unknown => {
    if (name in overrides) return overrides[name];
    if (!field) return undefined;
    // A file field keeps the stored files' server paths beside the names the user sees (a list
    // field keeps a list of them).
    if (field.type === 'file' && field.file_path !== undefined && field.file_path.length > 0) return field.file_path;
    if (field.load_from_db === true && typeof field.value === 'string' && field.value !== '') return variableValue(name, field.value);
    // The editor's conversions before build (numbers parsed and clamped, key-pair lists merged, …).
    return convertFieldValue(field);
  };
  const variableValue = async (name: string, variable: string): Promise<string> => {
    const resolved = await args.resolveVariable?.(variable, name);
    if (resolved === undefined) throw engineError('VARIABLE_NOT_FOUND', { name: variable, field: name });
    return resolved;
  };

  const template = node.data.node.template;
  const inputs: Record<string, unknown> = {};
  // Indexed loops here and below: every run resolves every input of every vertex, and for-of
  // allocated an iterator result per step.
  const definitions = component.inputs;
  for (let index = 0; index < definitions.length; index++) {
    const definition = definitions[index] as InputDefinition;
    const connected = byField.get(definition.name);
    let value: unknown;
    if (connected !== undefined) {
      value = definition.list ? connected.flatMap((item) => (Array.isArray(item) ? item : [item])) : connected[0];
    } else {
      value = templateValue(definition.name, getField(template, definition.name));
      if (value instanceof Promise) value = await value;
    }
    if (TEXT_FIELD_TYPES.has(definition.type)) {
      value = readStreams(value);
      if (value instanceof Promise) value = await value;
    }
    value = coerce(definition, value, componentName);
    if (value === undefined) value = definition.value;
    const filledByAgent = args.toolMode === true && definition.tool_mode === true;
    if (definition.required === true && isEmptyValue(value) && !isConnected(incoming, definition.name) && !filledByAgent) {
      throw engineError('MISSING_REQUIRED_FIELD', { component: componentName, field: definition.display_name ?? definition.name });
    }
    inputs[definition.name] = value;
  }

  const declared = declaredInputs(component);
  const dynamicInputs: Record<string, unknown> = {};
  // The template's own keys rather than fieldEntries' list of pairs: most fields are declared ones.
  for (const name in template) {
    if (declared.has(name) || name === 'code' || name.startsWith('_') || !Object.hasOwn(template, name)) continue;
    const field = getField(template, name);
    if (field === undefined) continue;
    const value = templateValue(name, field);
    dynamicInputs[name] = value instanceof Promise ? await value : value;
  }
  for (const name of byField.keys()) {
    if (declared.has(name)) continue;
    const values = byField.get(name) as unknown[];
    const value = readStreams(values.length === 1 ? values[0] : values);
    dynamicInputs[name] = value instanceof Promise ? await value : value;
  }
  return { inputs, dynamicInputs };
}

/** Whether a (non-loop-back) edge goes into the field, whether or not its source had a value: asked only of an empty required field. */
function isConnected(incoming: readonly Connection[], field: string): boolean {
  return incoming.some((connection) => !connection.isLoopBack && connection.targetName === field);
}

function isTextStream(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * A streamed answer (a model with streaming on) that reaches a text field or a prompt variable is
 * read to its end, so the field gets the whole text; only components that take the stream itself
 * (Chat Output, through an `other` field) see the chunks. A promise only when there is something
 * to wait for (a list is copied either way).
 */
function readStreams(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(readStreams);
    return items.some((item) => item instanceof Promise) ? Promise.all(items) : items;
  }
  return isTextStream(value) ? streamText(value) : value;
}

async function streamText(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : toText(chunk);
  return text;
}

/** Converts a stored or connected value to what the field type promises; empty means unset. */
export function coerce(definition: InputDefinition, value: unknown, componentName: string): unknown {
  if (value === undefined || value === null) return undefined;
  if (definition.list === true) {
    const items = Array.isArray(value) ? value : [value];
    return items.map((item) => coerceScalar(definition, item, componentName)).filter((item) => item !== undefined && item !== '');
  }
  return coerceScalar(definition, value, componentName);
}

function coerceScalar(definition: InputDefinition, value: unknown, componentName: string): unknown {
  if (value === undefined || value === null) return undefined;
  if (TEXT_FIELD_TYPES.has(definition.type)) return toText(value);
  switch (definition.type) {
    case 'int':
    case 'float':
    case 'slider': {
      if (value === '') return undefined;
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) throw invalidValue(definition, componentName, definition.type === 'int' ? 'integer' : 'number');
      return definition.type === 'int' ? Math.trunc(number) : number;
    }
    case 'bool':
      if (typeof value === 'string') return value.toLowerCase() === 'true';
      return Boolean(value);
    case 'dict':
    case 'NestedDict':
      return toDict(value, () => invalidValue(definition, componentName, 'dictionary'));
    case 'table':
    case 'sortableList':
      if (value === '') return undefined;
      if (!Array.isArray(value)) throw invalidValue(definition, componentName, 'list');
      return value;
    default:
      return value === '' ? undefined : value;
  }
}

/** A value the field's type refuses; called where one is found, not made for every value that passes. */
function invalidValue(definition: InputDefinition, componentName: string, expected: string): Error {
  return engineError('INVALID_FIELD_VALUE', { component: componentName, field: definition.display_name ?? definition.name, expected });
}

/** A connected Message arrives as its text, a Data as its text key, anything else as JSON. */
function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (isChatMessage(value)) return value.text;
  return dataText(value) ?? JSON.stringify(value) ?? '';
}

/** The text of a Langflow Data value: `data[text_key]`, text_key defaulting to "text". */
function dataText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { data, text_key: textKey } = value as { data?: unknown; text_key?: unknown };
  if (typeof data !== 'object' || data === null) return undefined;
  const text = (data as Record<string, unknown>)[typeof textKey === 'string' ? textKey : 'text'];
  return typeof text === 'string' ? text : undefined;
}

/** The dict editor stores key-value lists as arrays of single-pair objects; JSON text is accepted too. */
function toDict(value: unknown, invalid: () => Error): Record<string, unknown> | undefined {
  if (value === '') return undefined;
  if (Array.isArray(value)) {
    if (value.some((pair) => typeof pair !== 'object' || pair === null)) throw invalid();
    return keyPairsToObject(value as Array<Record<string, unknown>>);
  }
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      throw invalid();
    }
    throw invalid();
  }
  if (typeof value === 'object') return value as Record<string, unknown>;
  throw invalid();
}
