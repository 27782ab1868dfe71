// Component kinds the rules single out (spec/3 section 9): input and output components, and the
// components a flow may hold only once.
import type { MessageCode } from '../messages';

export const INPUT_COMPONENT_TYPES: ReadonlySet<string> = new Set([
  'ChatInput',
  'TextInput',
  'FileLoader',
  'KeyPairInput',
  'JsonInput',
  'StringListInput',
  'Webhook',
  'UIInput',
]);

export const OUTPUT_COMPONENT_TYPES: ReadonlySet<string> = new Set([
  'ChatOutput',
  'TextOutput',
  'PDFOutput',
  'CSVOutput',
  'ImageOutput',
  'JsonOutput',
  'KeyPairOutput',
  'StringListOutput',
  'DataOutput',
  'UIOutput',
]);

export interface UniqueComponentRule {
  /** Reported by validation when the flow holds more than one. */
  duplicate: Extract<MessageCode, `UNIQUE_${string}`>;
  /** The sidebar label once one is on the canvas. */
  added: Extract<MessageCode, `ADDED_${string}`>;
}

export const UNIQUE_COMPONENTS: ReadonlyMap<string, UniqueComponentRule> = new Map([
  ['ChatInput', { duplicate: 'UNIQUE_CHAT_INPUT', added: 'ADDED_CHAT_INPUT' }],
  ['Webhook', { duplicate: 'UNIQUE_WEBHOOK', added: 'ADDED_WEBHOOK' }],
  ['UIInput', { duplicate: 'UNIQUE_UI_INPUT', added: 'ADDED_UI_INPUT' }],
  ['UIOutput', { duplicate: 'UNIQUE_UI_OUTPUT', added: 'ADDED_UI_OUTPUT' }],
]);

const UNIQUE_TYPES = [...UNIQUE_COMPONENTS.keys()];
const UNIQUE_RULES = [...UNIQUE_COMPONENTS.values()];

/**
 * `UNIQUE_COMPONENTS.get(type)` by comparing with its four types: a type string fresh from a parse
 * makes Map.get compute its hash first, which cost validation more than the comparisons do.
 * Indexed, as a destructuring for-of allocated an iterator and a pair per component before V8
 * optimized it.
 */
export function uniqueComponentRule(type: string): UniqueComponentRule | undefined {
  for (let index = 0; index < UNIQUE_TYPES.length; index += 1) if (type === UNIQUE_TYPES[index]) return UNIQUE_RULES[index];
  return undefined;
}

export function isInputComponentType(type: string): boolean {
  return INPUT_COMPONENT_TYPES.has(type);
}

export function isOutputComponentType(type: string): boolean {
  return OUTPUT_COMPONENT_TYPES.has(type);
}
