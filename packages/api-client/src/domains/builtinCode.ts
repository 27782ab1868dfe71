// Built-in code by reference (GET flows/{id}?builtin_code=reference, issue 19): the server answers
// a node whose code is its component's built-in source with `{"$code_sha256": "<hex>"}`, and the
// catalogue the editor holds has that source with the hash's first 12 digits as metadata.code_hash.
import type { FlowRecord } from '@app/flow-graph';
import type { ComponentCatalogue } from '../componentTypes';

/** The query value of GET flows/{id} asking for built-in code by reference. */
export const BUILTIN_CODE_REFERENCE = 'reference';
const REFERENCE_KEY = '$code_sha256';
/** Digits of the SHA-256 the catalogue's metadata.code_hash keeps. */
const CATALOGUE_HASH_DIGITS = 12;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** metadata.code_hash -> the source; a hash two different sources share maps to nothing (never guessed). */
function sourcesByHash(catalogue: ComponentCatalogue): Map<string, string | null> {
  const sources = new Map<string, string | null>();
  for (const components of Object.values(catalogue)) {
    for (const component of Object.values(components)) {
      const hash = isObject(component.metadata) ? component.metadata.code_hash : undefined;
      const code = component.template.code;
      const source = isObject(code) ? code.value : undefined;
      if (typeof hash !== 'string' || typeof source !== 'string') continue;
      const known = sources.get(hash);
      sources.set(hash, known === undefined || known === source ? source : null);
    }
  }
  return sources;
}

/** Puts each referenced text of `data`'s nodes (inside groups too) in place; false when one is not in `sources`. */
function restoreNodes(data: unknown, sources: Map<string, string | null>): boolean {
  if (!isObject(data) || !Array.isArray(data.nodes)) return true;
  for (const node of data.nodes as unknown[]) {
    const component = isObject(node) && isObject(node.data) && isObject(node.data.node) ? node.data.node : undefined;
    if (!component) continue;
    const code = isObject(component.template) ? component.template.code : undefined;
    const reference = isObject(code) && isObject(code.value) ? code.value[REFERENCE_KEY] : undefined;
    if (isObject(code) && typeof reference === 'string') {
      const source = sources.get(reference.slice(0, CATALOGUE_HASH_DIGITS));
      if (typeof source !== 'string') return false;
      code.value = source;
    }
    if (isObject(component.flow) && !restoreNodes(component.flow.data, sources)) return false;
  }
  return true;
}

/**
 * The flow, answered with built-in code by reference, with every text back from `catalogue` (its
 * data changed in place); null when the catalogue lacks one (another server version answered it).
 */
export function withCatalogueCode(flow: FlowRecord, catalogue: ComponentCatalogue): FlowRecord | null {
  return restoreNodes(flow.data, sourcesByHash(catalogue)) ? flow : null;
}
