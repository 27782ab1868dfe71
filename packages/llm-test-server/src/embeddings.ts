// POST /v1/embeddings with deterministic vectors: a hashed bag of words, L2-normalised, so texts
// sharing words point the same way (cosine similarity is the share of common words) and the same
// text always gets the same vector.
import { wordPieces } from './replies';

export const DEFAULT_EMBEDDING_DIMENSIONS = 64;

export interface EmbeddingsRequest {
  model: string;
  input: string | string[];
  dimensions?: number;
  encoding_format?: 'float' | 'base64';
}

/** 32-bit FNV-1a of the UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Lower-cased words (a CJK character counts as one), without spaces and punctuation. */
export function embeddingTerms(text: string): string[] {
  return wordPieces(text.toLowerCase())
    .map((piece) => piece.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((term) => term !== '');
}

/** The vector of a text: each term adds ±1 at its hashed position; all zeros for a text without terms. */
export function hashedEmbedding(text: string, dimensions = DEFAULT_EMBEDDING_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const term of embeddingTerms(text)) {
    const hash = fnv1a(term);
    vector[hash % dimensions]! += hash & 0x80000000 ? -1 : 1;
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

export function embeddingsRequestProblem(body: unknown): string | undefined {
  const request = body as Partial<EmbeddingsRequest> | null;
  if (typeof request !== 'object' || request === null) return 'We could not parse the JSON body of your request.';
  if (typeof request.model !== 'string' || request.model === '') return 'you must provide a model parameter';
  const inputs = Array.isArray(request.input) ? request.input : [request.input];
  if (inputs.length === 0 || inputs.some((input) => typeof input !== 'string')) return "'input' must be a string or an array of strings.";
  if (request.dimensions !== undefined && (!Number.isInteger(request.dimensions) || request.dimensions < 1)) return "'dimensions' must be a positive integer.";
  return undefined;
}

function base64Floats(vector: readonly number[]): string {
  return Buffer.from(new Float32Array(vector).buffer).toString('base64');
}

export function embeddingsResponse(request: EmbeddingsRequest, defaultDimensions: number) {
  const inputs = Array.isArray(request.input) ? request.input : [request.input];
  const dimensions = request.dimensions ?? defaultDimensions;
  const tokens = inputs.reduce((sum, input) => sum + embeddingTerms(input).length, 0);
  return {
    object: 'list',
    data: inputs.map((input, index) => {
      const vector = hashedEmbedding(input, dimensions);
      return { object: 'embedding', index, embedding: request.encoding_format === 'base64' ? base64Floats(vector) : vector };
    }),
    model: request.model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}
