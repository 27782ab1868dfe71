// Our console's opt-in on GET /api/v1/flows/{id} (?builtin_code=reference, issue 19): a node whose
// code is its component's built-in source comes back with `{"$code_sha256": "<hex>"}` in place of
// the text. The console holds the catalogue, whose metadata.code_hash is that hash's first 12
// digits, and puts the text back; a 500-node flow shrinks from megabytes to its settings. Clients
// that do not ask, exports and downloads get every text; custom and outdated code comes inline.
import type { ComponentCatalogue } from '@app/flow-graph';
import { CODE_REFERENCE_KEY, codeHash, mapCodeValues, REFERENCE_LENGTH } from './codeReferences';

// Built-in source -> its SHA-256: only the registry's sources are ever keys.
const hashes = new Map<string, string>();

function builtinSource(catalogue: ComponentCatalogue, type: string): string | undefined {
  const code = catalogue(type)?.template.code;
  const source = typeof code === 'object' && code !== null ? code.value : undefined;
  return typeof source === 'string' && source.length > REFERENCE_LENGTH ? source : undefined;
}

function sourceHash(source: string): string {
  let hash = hashes.get(source);
  if (hash === undefined) {
    hash = codeHash(source);
    hashes.set(source, hash);
  }
  return hash;
}

/** The graph with each code text equal to its component's built-in source (inside groups too) replaced by its reference. */
export function withBuiltinCodeReferences(data: unknown, catalogue: ComponentCatalogue): unknown {
  // The catalogue answers a copy of the component per call: one per type, not per node.
  const sources = new Map<string, string | undefined>();
  const sourceOf = (type: string) => {
    if (!sources.has(type)) sources.set(type, builtinSource(catalogue, type));
    return sources.get(type);
  };
  return mapCodeValues(data, (value, type) => {
    const source = typeof value === 'string' && typeof type === 'string' ? sourceOf(type) : undefined;
    return source !== undefined && value === source ? { [CODE_REFERENCE_KEY]: sourceHash(source) } : value;
  });
}
