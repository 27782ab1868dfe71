// The collection commands of the Astra DB Data API stand-in: insertMany, deleteMany, find sorted by
// $vector or $vectorize with $similarity as Astra gives it for the cosine metric, (1 + cos) / 2,
// and findAndRerank with a $hybrid sort. find keeps the documents its filter's equalities match (a
// dotted path into the document; an array matches when it holds the value) and returns $vector
// when the projection asks for it. A collection with an embedding provider (vector.service)
// computes $vectorize's vectors itself, deterministically, as the local embeddings endpoint does;
// its reranker scores a candidate by the cosine of the same vectors of the rerank query and the
// candidate's text. Command errors come, as Astra's do, with status 200 and an `errors` list.
import { embeddingTerms, hashedEmbedding } from './embeddings';

export interface AstraDocument {
  _id: string;
  $vector: number[];
  [field: string]: unknown;
}

export interface AstraCollectionOptions {
  vector: { dimension: number; metric?: string; service?: { provider: string; modelName: string } };
  lexical?: { enabled: boolean };
  rerank?: { enabled: boolean };
}

export interface StandInCollection {
  options: AstraCollectionOptions;
  documents: Map<string, AstraDocument>;
}

/** How many candidates each half of a hybrid search passes to the reranker, Astra's default. */
const HYBRID_LIMIT = 50;

export const failure = (errorCode: string, message: string) => ({ errors: [{ errorCode, message }] });

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  a.forEach((x, index) => {
    const y = b[index] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  });
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

type Command = Record<string, unknown>;

/** The document as stored: $vectorize embedded by the collection's provider. */
function stored(collection: StandInCollection, document: Record<string, unknown>): AstraDocument | { errors: unknown[] } {
  const { dimension, service } = collection.options.vector;
  if ('$lexical' in document && !collection.options.lexical?.enabled) return failure('LEXICAL_NOT_ENABLED_FOR_COLLECTION', 'Lexical search is not enabled for the collection');
  if (typeof document.$vectorize === 'string') {
    if (!service) return failure('EMBEDDING_SERVICE_NOT_CONFIGURED', 'Unable to vectorize data, embedding service not configured for the collection');
    return { ...document, $vector: hashedEmbedding(document.$vectorize, dimension) } as AstraDocument;
  }
  const vector = document.$vector as number[];
  if (vector.length !== dimension) return failure('VECTOR_SIZE_MISMATCH', `Length of vector parameter different from declared '${dimension}'`);
  return document as AstraDocument;
}

/** The query vector of a sort by $vector or $vectorize. */
function sortVector(collection: StandInCollection, sort: Record<string, unknown>): number[] | { errors: unknown[] } {
  if (typeof sort.$vectorize === 'string') {
    if (!collection.options.vector.service) return failure('EMBEDDING_SERVICE_NOT_CONFIGURED', 'Unable to vectorize data, embedding service not configured for the collection');
    return hashedEmbedding(sort.$vectorize, collection.options.vector.dimension);
  }
  return sort.$vector as number[];
}

const visible = ({ $vector: _vector, $lexical: _lexical, ...document }: AstraDocument) => document;

function valueAt(document: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), document);
}

/** Whether the document meets every equality of a find filter. */
function matches(document: AstraDocument, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([path, wanted]) => {
    const value = valueAt(document, path);
    return Array.isArray(value) ? value.includes(wanted) : value === wanted;
  });
}

function byVector(collection: StandInCollection, vector: readonly number[]) {
  return [...collection.documents.values()].map((document) => ({ document, similarity: (1 + cosine(document.$vector, vector)) / 2 })).sort((a, b) => b.similarity - a.similarity);
}

function findAndRerank(collection: StandInCollection, command: Command): unknown {
  const { lexical, rerank, vector } = collection.options;
  if (!lexical?.enabled || !rerank?.enabled) return failure('HYBRID_FIELD_UNSUPPORTED', 'findAndRerank needs a collection with lexical and rerank enabled');
  const hybrid = (command.sort as { $hybrid: string | Record<string, unknown> }).$hybrid;
  const sort = typeof hybrid === 'string' ? { $vectorize: hybrid, $lexical: hybrid } : hybrid;
  const options = (command.options ?? {}) as { limit?: number; rerankOn?: string; rerankQuery?: string };
  const rerankQuery = options.rerankQuery ?? (typeof sort.$vectorize === 'string' ? sort.$vectorize : undefined);
  if (rerankQuery === undefined) return failure('MISSING_RERANK_QUERY_TEXT', 'A rerankQuery is needed to rerank a $vector sort');
  const rerankOn = options.rerankOn ?? '$vectorize';
  const queryVector = sortVector(collection, sort);
  if (!Array.isArray(queryVector)) return queryVector;
  const terms = new Set(embeddingTerms(String(sort.$lexical ?? '')));
  const lexicalMatches = [...collection.documents.values()].filter((document) => embeddingTerms(String(document.$lexical ?? '')).some((term) => terms.has(term)));
  const candidates = new Set([...byVector(collection, queryVector).slice(0, HYBRID_LIMIT).map(({ document }) => document), ...lexicalMatches.slice(0, HYBRID_LIMIT)]);
  const queryEmbedding = hashedEmbedding(rerankQuery, vector.dimension);
  const ranked = [...candidates]
    .map((document) => ({ document, score: cosine(queryEmbedding, hashedEmbedding(String(document[rerankOn] ?? ''), vector.dimension)) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, options.limit ?? 10);
  return {
    data: { documents: ranked.map(({ document }) => visible(document)) },
    status: { documentResponses: ranked.map(({ score }) => ({ scores: { $rerank: score } })) },
  };
}

export function collectionCommand(collection: StandInCollection | undefined, name: string, command: Command): unknown {
  if (!collection) return failure('COLLECTION_NOT_EXIST', 'Collection does not exist');
  if (name === 'insertMany') {
    const documents = command.documents as Array<Record<string, unknown>>;
    for (const document of documents) {
      if (collection.documents.has(document._id as string)) return failure('DOCUMENT_ALREADY_EXISTS', `Document already exists with the given _id ${String(document._id)}`);
      const added = stored(collection, document);
      if ('errors' in added) return added;
      collection.documents.set(added._id, added);
    }
    return { status: { insertedIds: documents.map((document) => document._id) } };
  }
  if (name === 'deleteMany') {
    const ids = (command.filter as { _id?: { $in?: string[] } } | undefined)?._id?.$in;
    const before = collection.documents.size;
    if (ids === undefined) collection.documents.clear();
    for (const id of ids ?? []) collection.documents.delete(id);
    return { status: { deletedCount: ids === undefined ? -1 : before - collection.documents.size } };
  }
  if (name === 'find') {
    const vector = sortVector(collection, command.sort as Record<string, unknown>);
    if (!Array.isArray(vector)) return vector;
    const limit = (command.options as { limit: number }).limit;
    const filter = (command.filter ?? {}) as Record<string, unknown>;
    const withVector = (command.projection as Record<string, unknown> | undefined)?.$vector;
    const ranked = byVector(collection, vector)
      .filter(({ document }) => matches(document, filter))
      .slice(0, limit)
      .map(({ document, similarity }) => ({ ...visible(document), ...(withVector ? { $vector: document.$vector } : {}), $similarity: similarity }));
    return { data: { documents: ranked, nextPageState: null } };
  }
  if (name === 'findAndRerank') return findAndRerank(collection, command);
  return failure('UNKNOWN_COMMAND', `No command '${name}'`);
}
