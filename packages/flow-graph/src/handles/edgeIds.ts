// Edge ids: `xy-edge__{source}{sourceHandle}-{target}{targetHandle}`, the @xyflow format; flows
// saved by older (reactflow v11) editors use the `reactflow__edge-` prefix and are accepted too.

export const EDGE_ID_PREFIX = 'xy-edge__';
export const LEGACY_EDGE_ID_PREFIX = 'reactflow__edge-';

export interface EdgeIdParts {
  source: string;
  sourceHandle: string;
  target: string;
  targetHandle: string;
}

export function buildEdgeId(parts: EdgeIdParts, prefix: string = EDGE_ID_PREFIX): string {
  return `${prefix}${parts.source}${parts.sourceHandle}-${parts.target}${parts.targetHandle}`;
}

/** The prefix of an edge id in either format, or undefined for ids in neither. */
export function edgeIdPrefix(id: string): string | undefined {
  return [EDGE_ID_PREFIX, LEGACY_EDGE_ID_PREFIX].find((prefix) => id.startsWith(prefix));
}

/**
 * Splits an edge id of either format into its parts. Node ids may contain `-`, so the split
 * relies on the handles: each starts with `{œ` and ends at its balanced closing brace.
 */
export function parseEdgeId(id: string): EdgeIdParts | undefined {
  const prefix = edgeIdPrefix(id);
  if (prefix === undefined) return undefined;
  const rest = id.slice(prefix.length);
  const sourceStart = rest.indexOf('{œ');
  const sourceEnd = sourceStart < 0 ? -1 : closingBrace(rest, sourceStart);
  if (sourceEnd < 0 || rest[sourceEnd + 1] !== '-') return undefined;
  const targetStart = rest.indexOf('{œ', sourceEnd + 2);
  if (targetStart < 0 || closingBrace(rest, targetStart) !== rest.length - 1) return undefined;
  return {
    source: rest.slice(0, sourceStart),
    sourceHandle: rest.slice(sourceStart, sourceEnd + 1),
    target: rest.slice(sourceEnd + 2, targetStart),
    targetHandle: rest.slice(targetStart),
  };
}

/** Index of the brace closing the object that opens at `start`, skipping œ-quoted strings. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (char === 'œ' && text[i - 1] !== '\\') inString = !inString;
    else if (!inString && char === '{') depth += 1;
    else if (!inString && char === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}
