// The JSON schema of a tool-mode component's arguments, derived from its tool-mode inputs: one
// property per input, typed by the field type, described by the field's help text.
import { isEmptyValue } from '@app/flow-graph';
import type { InputDefinition } from '../sdk/fields';
import type { JsonSchema, ToolParameters } from './tool';

/** The inputs an agent fills when the component runs as a tool. */
export function toolInputs(inputs: readonly InputDefinition[]): InputDefinition[] {
  return inputs.filter((input) => input.tool_mode === true);
}

function rangeOf(definition: InputDefinition): JsonSchema {
  const range = definition.range_spec;
  return range ? { minimum: range.min, maximum: range.max } : {};
}

function scalarSchema(definition: InputDefinition): JsonSchema {
  switch (definition.type) {
    case 'bool':
      return { type: 'boolean' };
    case 'int':
      return { type: 'integer', ...rangeOf(definition) };
    case 'float':
    case 'slider':
      return { type: 'number', ...rangeOf(definition) };
    case 'dict':
    case 'NestedDict':
      return { type: 'object' };
    case 'table':
    case 'sortableList':
      return { type: 'array', items: { type: 'object' } };
    case 'other':
      // A handle-only input takes whatever its connections send.
      return {};
    default:
      // A dropdown allows its options only; a combobox also takes other text.
      if (definition.options && definition.options.length > 0 && definition.combobox !== true) {
        return { type: 'string', enum: [...definition.options] };
      }
      return { type: 'string' };
  }
}

/** What the model reads about an argument: the help text, else the field's label. */
function describe(definition: InputDefinition): string {
  return definition.info || definition.display_name || definition.name;
}

/** A configured value the model may leave out, shown as the schema default. */
function schemaDefault(value: unknown): JsonSchema {
  if (isEmptyValue(value)) return {};
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? { default: value } : {};
}

/**
 * The arguments schema. `configured` holds the values the node already has (template, connections):
 * an input that has one is optional and shows it as its default; a required input without one
 * must be given.
 */
export function toolParameters(inputs: readonly InputDefinition[], configured: Readonly<Record<string, unknown>> = {}): ToolParameters {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const definition of toolInputs(inputs)) {
    const scalar = scalarSchema(definition);
    const value = configured[definition.name];
    properties[definition.name] =
      definition.list === true
        ? { type: 'array', items: scalar, description: describe(definition) }
        : { ...scalar, description: describe(definition), ...schemaDefault(value) };
    if (definition.required === true && isEmptyValue(value)) required.push(definition.name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}
