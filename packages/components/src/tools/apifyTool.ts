// What Apify Actors makes of an Actor as Langflow's component does: the run input it reads, the
// dataset items shaped by the chosen fields or flattened, and the agent's tool whose one argument
// (the run input as JSON) is described by the Actor's own input schema.
import { createTool, type Tool } from '@app/engine';
import { componentError } from '../messages';
import { isPlainObject } from '../values/data';
import { latestActorBuild, runActor, type ApifyConnection } from './apifyApi';

/** Langflow cuts the README and each field's description to this many characters. */
const MAX_DESCRIPTION_LENGTH = 250;

/** The run input: JSON text of an object (or the object an agent sent), nested under run_input or not. */
export function runInput(value: unknown): Record<string, unknown> {
  let input = value;
  if (typeof value === 'string') {
    try {
      input = JSON.parse(value.trim() === '' ? '{}' : value);
    } catch (error) {
      throw componentError('APIFY_RUN_INPUT_INVALID', { detail: (error as Error).message });
    }
  }
  if (!isPlainObject(input)) throw componentError('APIFY_RUN_INPUT_INVALID', { detail: JSON.stringify(input) ?? String(input) });
  return isPlainObject(input.run_input) ? input.run_input : input;
}

/** The fields to keep, comma-separated, quotes ignored. */
export const datasetFields = (text: string): string[] =>
  text
    .replace(/['"`]/g, '')
    .split(',')
    .map((field) => field.trim());

function nestedValue(item: Record<string, unknown>, path: string): unknown {
  let value: unknown = item;
  for (const key of path.split('.')) {
    if (!isPlainObject(value) || !(key in value)) return null;
    value = value[key];
  }
  return value;
}

/** Only the fields asked for, a dotted path named with underscores ("metadata.title" → metadata_title). */
export const pickFields = (item: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field.replaceAll('.', '_'), nestedValue(item, field)]));

/** Nested objects flattened, their keys joined with underscores ({a: {b: 1}} → {a_b: 1}). */
export function flatten(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item).flatMap(([key, value]) => (isPlainObject(value) ? Object.entries(flatten(value)).map(([inner, leaf]) => [`${key}_${inner}`, leaf]) : [[key, value]])),
  );
}

/** Python's truth, as Langflow keeps a schema key only when its value is truthy. */
const truthy = (value: unknown): boolean =>
  !(value === undefined || value === null || value === '' || value === false || value === 0 || (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.keys(value).length === 0));

const cut = (text: string): string => (text.length > MAX_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_DESCRIPTION_LENGTH)}...` : text);

/** Each input field with what helps the model fill it: its description (cut), type, default, prefill and choices. */
export function schemaSummary(schema: Record<string, unknown>): { properties: Record<string, Record<string, unknown>>; required: string[] } {
  const fields = isPlainObject(schema.properties) ? schema.properties : {};
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, meta]) => {
      const field = isPlainObject(meta) ? meta : {};
      const kept: Record<string, unknown> = typeof field.description === 'string' && field.description !== '' ? { description: cut(field.description) } : {};
      for (const key of ['type', 'default', 'prefill', 'enum']) if (truthy(field[key])) kept[key] = field[key];
      return [name, kept];
    }),
  );
  const required = Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
  return { properties, required };
}

/** The tool's argument text, in Langflow's words: the model reads it to write the run input. */
function runInputDescription(schema: Record<string, unknown>): string {
  const { properties, required } = schemaSummary(schema);
  const described = `JSON encoded as a string with input schema (STRICTLY FOLLOW JSON FORMAT AND SCHEMA):\n\n${JSON.stringify({ run_input: properties })}`;
  return required.length === 0 ? described : `${described}\n\nRequired fields:\n${required.join('\n')}`;
}

/** The agent's tool for the Actor: its README's start as the description, its input schema on the one argument. */
export async function actorTool(connection: ApifyConnection, actor: string, timeoutSeconds: number): Promise<Tool> {
  const build = await latestActorBuild(connection, actor);
  if (build.inputSchema === undefined) throw componentError('APIFY_INPUT_SCHEMA_NONE', { actor });
  return createTool({
    name: `apify_actor_${actor}`,
    description: `Run an Apify Actor with the given input. Here is a part of the currently loaded Actor README:\n\n${build.readme.slice(0, MAX_DESCRIPTION_LENGTH)}...\n\n`,
    parameters: { type: 'object', properties: { run_input: { type: 'string', description: runInputDescription(build.inputSchema) } }, required: ['run_input'], additionalProperties: false },
    async invoke(args, options) {
      const signal = options?.signal ? AbortSignal.any([connection.signal, options.signal]) : connection.signal;
      const items = await runActor({ ...connection, signal }, actor, runInput(args.run_input), timeoutSeconds);
      return items.map((item) => JSON.stringify(item)).join('\n\n');
    },
  });
}
