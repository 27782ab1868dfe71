// The host's check of what the guest says its component is. The description crossed from
// untrusted code as JSON; only a well-formed definition becomes a component the registry's
// frontend node builder and the engine work with.
import type { AnyComponent, ComponentIo, InputDefinition, OutputDefinition } from '@app/engine';
import { TEMPLATE_FIELD_TYPES } from '@app/flow-graph';
import { sandboxError, sandboxMessages, SandboxError } from './errors';
import type { GuestComponent } from './protocol';

/** A component as data: everything but the functions, which stay inside the sandbox. */
export type ComponentMetadata = Omit<AnyComponent, 'run' | 'updateTemplate'>;

export interface CheckedComponent {
  metadata: ComponentMetadata;
  updatesTemplate: boolean;
}

const FIELD_TYPES: ReadonlySet<string> = new Set([...TEMPLATE_FIELD_TYPES, 'other']);
/** The node template's own keys: an input of that name would replace the code or the marker. */
const RESERVED_FIELDS: ReadonlySet<string> = new Set(['code', '_type']);
/** Node ids are "<type>-<5 chars>" and handles embed the type: a plain identifier keeps both intact. */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const IO_ROLES: ReadonlySet<string> = new Set(['input', 'output']);
const IO_CHANNELS: ReadonlySet<string> = new Set(['chat', 'text', 'data', 'webhook']);

type Json = Record<string, unknown>;

function invalid(detail: string): SandboxError {
  return sandboxError('INVALID_DEFINITION', { detail });
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(record: Json, key: string, where: string, required: boolean): void {
  const value = record[key];
  if (value === undefined && !required) return;
  if (typeof value !== 'string' || (required && value === '')) throw invalid(`${where}${key} must be ${required ? 'a non-empty' : 'a'} string.`);
}

function flag(record: Json, key: string, where: string): void {
  if (record[key] !== undefined && typeof record[key] !== 'boolean') throw invalid(`${where}${key} must be true or false.`);
}

function names(record: Json, key: string, where: string): void {
  const value = record[key];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw invalid(`${where}${key} must be a list of strings.`);
}

function uniqueNames(items: Json[], kind: string): void {
  const seen = new Set<string>();
  for (const item of items) {
    const name = item.name as string;
    if (seen.has(name)) throw invalid(`the ${kind} name "${name}" is used twice.`);
    seen.add(name);
  }
}

function checkInput(input: unknown, index: number): InputDefinition {
  const where = `inputs[${index}].`;
  if (!isRecord(input)) throw invalid(`${where.slice(0, -1)} must be an object.`);
  text(input, 'name', where, true);
  if (RESERVED_FIELDS.has(input.name as string)) throw invalid(`the input name "${String(input.name)}" is reserved.`);
  if (typeof input.type !== 'string' || !FIELD_TYPES.has(input.type)) throw invalid(`${where}type must be one of ${[...FIELD_TYPES].join(', ')}.`);
  for (const key of ['display_name', 'info', 'placeholder', 'helper_text', '_input_type']) text(input, key, where, false);
  for (const key of ['required', 'advanced', 'show', 'list', 'multiline', 'password', 'load_from_db', 'real_time_refresh', 'refresh_button', 'tool_mode']) flag(input, key, where);
  for (const key of ['options', 'input_types', 'fileTypes']) if (input[key] !== undefined) names(input, key, where);
  return input as unknown as InputDefinition;
}

function checkOutput(output: unknown, index: number): OutputDefinition {
  const where = `outputs[${index}].`;
  if (!isRecord(output)) throw invalid(`${where.slice(0, -1)} must be an object.`);
  text(output, 'name', where, true);
  text(output, 'display_name', where, true);
  names(output, 'types', where);
  for (const key of ['method', 'selected']) text(output, key, where, false);
  for (const key of ['allows_loop', 'group_outputs', 'hidden', 'cache', 'tool_mode']) flag(output, key, where);
  for (const key of ['loop_types', 'required_inputs']) if (output[key] !== undefined) names(output, key, where);
  return output as unknown as OutputDefinition;
}

function checkIo(io: unknown): ComponentIo | undefined {
  if (io === undefined) return undefined;
  if (!isRecord(io) || !IO_ROLES.has(io.role as string) || !IO_CHANNELS.has(io.channel as string)) {
    throw invalid('io must be { role: "input" | "output", channel: "chat" | "text" | "data" | "webhook" }.');
  }
  return { role: io.role, channel: io.channel } as ComponentIo;
}

/** The component's English texts (engine `ComponentTextsEn`), when it gives them. */
function checkEnglishTexts(en: unknown): ComponentMetadata['en'] {
  if (en === undefined) return undefined;
  if (!isRecord(en)) throw invalid('en must be an object.');
  text(en, 'display_name', 'en.', true);
  text(en, 'description', 'en.', false);
  text(en, 'documentation', 'en.', false);
  return {
    display_name: en.display_name as string,
    description: (en.description as string | undefined) ?? '',
    ...(en.documentation === undefined ? {} : { documentation: en.documentation as string }),
  };
}

export function checkDefinition(definition: unknown): ComponentMetadata {
  if (!isRecord(definition)) throw invalid('the definition must be an object.');
  if (typeof definition.type !== 'string' || !TYPE_NAME.test(definition.type)) throw invalid('type must be a name of letters, digits and underscores.');
  text(definition, 'display_name', '', true);
  text(definition, 'description', '', false);
  text(definition, 'category', '', false);
  for (const key of ['documentation', 'icon']) text(definition, key, '', false);
  for (const key of ['beta', 'legacy', 'tool_mode']) flag(definition, key, '');
  if (!Array.isArray(definition.inputs)) throw invalid('inputs must be a list.');
  if (!Array.isArray(definition.outputs)) throw invalid('outputs must be a list.');
  const inputs = definition.inputs.map(checkInput);
  const outputs = definition.outputs.map(checkOutput);
  uniqueNames(inputs as unknown as Json[], 'input');
  uniqueNames(outputs as unknown as Json[], 'output');
  const io = checkIo(definition.io);
  const en = checkEnglishTexts(definition.en);
  const optional = (key: 'documentation' | 'icon' | 'beta' | 'legacy' | 'tool_mode') => (definition[key] === undefined ? {} : { [key]: definition[key] });
  return {
    type: definition.type,
    display_name: definition.display_name as string,
    description: (definition.description as string | undefined) ?? '',
    category: (definition.category as string | undefined) ?? 'custom',
    ...optional('documentation'),
    ...optional('icon'),
    ...optional('beta'),
    ...optional('legacy'),
    ...optional('tool_mode'),
    ...(io ? { io } : {}),
    ...(en ? { en } : {}),
    inputs,
    outputs,
  };
}

/** The one component a module exports, checked. */
export function checkDescription(description: unknown): CheckedComponent {
  const components = isRecord(description) && Array.isArray(description.components) ? description.components : undefined;
  if (!components || components.some((component) => !isRecord(component) || typeof component.exportName !== 'string')) {
    throw sandboxError('INVALID_ANSWER', { detail: 'the module description is malformed' });
  }
  if (components.length === 0) throw sandboxError('NO_COMPONENT');
  if (components.length > 1) {
    throw new SandboxError('SEVERAL_COMPONENTS', sandboxMessages.SEVERAL_COMPONENTS({ names: components.map((component) => component.exportName).join(', ') }));
  }
  const [only] = components as [GuestComponent];
  return { metadata: checkDefinition(only.definition), updatesTemplate: only.updatesTemplate === true };
}
