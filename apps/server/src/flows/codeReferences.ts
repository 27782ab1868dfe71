// Stored flow data keeps each node's code (template.code.value, inside groups too) as a reference
// to the component_code row holding the text: `{"$code_sha256": "<hex>"}` in place of the string.
// Only code fields are rewritten, and the copy keeps every key where it was, so the data restored
// with the texts serialises exactly as the data that was saved.
import { createHash } from 'node:crypto';

export const CODE_REFERENCE_KEY = '$code_sha256';

type JsonObject = Record<string, unknown>;
type CodeReference = { [CODE_REFERENCE_KEY]: string };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reference takes about this many characters stored; code no longer than that stays inline. */
export const REFERENCE_LENGTH = JSON.stringify({ [CODE_REFERENCE_KEY]: '0'.repeat(64) }).length;
/** The key as JSON text writes it; the reference key of an object only, never a string value (that is followed by `,`, `}` or `]`). */
const KEY_TEXT = `${JSON.stringify(CODE_REFERENCE_KEY)}:`;

export function codeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function referenceHash(value: unknown): string | undefined {
  return isObject(value) && typeof value[CODE_REFERENCE_KEY] === 'string' ? value[CODE_REFERENCE_KEY] : undefined;
}

/** Maps a code value; `type` is its node's component type (data.type). */
type CodeMap = (value: unknown, type: unknown) => unknown;

/** The node with `map` applied to its code value and to those of its group's nodes; the same node when nothing changed. */
function mapNodeCode(node: unknown, map: CodeMap): unknown {
  const holder = isObject(node) && isObject(node.data) ? node.data : undefined;
  const component = holder && isObject(holder.node) ? holder.node : undefined;
  if (!holder || !component) return node;
  let next = component;
  const template = component.template;
  if (isObject(template) && isObject(template.code)) {
    const value = map(template.code.value, holder.type);
    if (value !== template.code.value) next = { ...next, template: { ...template, code: { ...template.code, value } } };
  }
  if (isObject(component.flow)) {
    const inner = mapCodeValues(component.flow.data, map);
    if (inner !== component.flow.data) next = { ...next, flow: { ...component.flow, data: inner } };
  }
  return next === component ? node : { ...(node as JsonObject), data: { ...holder, node: next } };
}

/** The graph with `map` applied to every node's code value; objects are copied only along changed paths. */
export function mapCodeValues(data: unknown, map: CodeMap): unknown {
  if (!isObject(data) || !Array.isArray(data.nodes)) return data;
  let changed = false;
  const nodes = data.nodes.map((node: unknown) => {
    const next = mapNodeCode(node, map);
    changed ||= next !== node;
    return next;
  });
  return changed ? { ...data, nodes } : data;
}

/**
 * The graph as stored, as JSON text: each code text longer than a reference replaced by its
 * reference, the texts added to `codes` by hash. Undefined when the graph holds the reference key
 * anywhere itself: read back, such an object would turn into a code text.
 */
export function storedJsonText(data: unknown, codes: Map<string, string>): string | undefined {
  const hashes = new Map<string, string>();
  let references = 0;
  const stored = mapCodeValues(data, (value) => {
    if (typeof value !== 'string' || value.length <= REFERENCE_LENGTH) return value;
    references += 1;
    // The nodes of one component share their text: hash each distinct text once.
    let hash = hashes.get(value);
    if (hash === undefined) {
      hash = codeHash(value);
      hashes.set(value, hash);
      codes.set(hash, value);
    }
    return { [CODE_REFERENCE_KEY]: hash } satisfies CodeReference;
  });
  const text = JSON.stringify(stored ?? null);
  return keyCount(text) === references ? text : undefined;
}

function keyCount(text: string): number {
  let count = 0;
  for (let at = text.indexOf(KEY_TEXT); at !== -1; at = text.indexOf(KEY_TEXT, at + KEY_TEXT.length)) count += 1;
  return count;
}

/** The hashes the stored graph's code values refer to (none in data stored before references). */
export function referencedHashes(data: unknown, into = new Set<string>()): Set<string> {
  mapCodeValues(data, (value) => {
    const hash = referenceHash(value);
    if (hash !== undefined) into.add(hash);
    return value;
  });
  return into;
}

/** The stored graph with each reference replaced by its text; a reference to a text not in `codes` stays. */
export function withCodeTexts(data: unknown, codes: ReadonlyMap<string, string>): unknown {
  return mapCodeValues(data, (value) => {
    const hash = referenceHash(value);
    return hash === undefined ? value : (codes.get(hash) ?? value);
  });
}
