// Handle ids as Langflow writes them (reference section 3): the handle object as canonical JSON
// (keys sorted, no whitespace, undefined written as null) with every `"` replaced by `œ`.
// Decoding accepts any JSON spacing, so files written by Langflow's Python backend
// (`", "`, `": "`) import; encoding always yields the compact form, so ours round-trip byte for byte.

const QUOTE = /"/g;

/** JSON with object keys sorted at every depth and no whitespace; `undefined` becomes `null`. */
export function canonicalStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalStringify).join(',')}]`;
  const record = value as Record<string, unknown>;
  const pairs = Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalStringify(record[key])}`);
  return `{${pairs.join(',')}}`;
}

export function encodeHandle(handle: object): string {
  return canonicalStringify(handle).replace(QUOTE, 'œ');
}

/** The handle object of an encoded id, or undefined when the id is not an encoded object. */
export function decodeHandle(encoded: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(encoded.replaceAll('œ', '"'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The compact encoding of any encoded handle id (e.g. one written with Python spacing). */
export function normalizeHandle(encoded: string): string | undefined {
  const decoded = decodeHandle(encoded);
  return decoded && encodeHandle(decoded);
}
