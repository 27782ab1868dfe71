// Searching an Astra DB collection as LangChain's AstraDBGraphVectorStore does: by similarity
// (optionally above a score), by maximal marginal relevance, or by graph traversal — start from
// the documents nearest the query and follow their outgoing links to the documents whose
// incoming links (an indexed metadata list of "link:<kind>:<tag>") name the same link.
import { isPlainObject } from '../values/data';
import { answerDocuments, type AstraCommand } from './astraDataApi';
import { cosineSimilarity } from './similarity';

export const GRAPH_SEARCH_TYPES = ['Similarity', 'Similarity with score threshold', 'MMR (Max Marginal Relevance)', 'Graph Traversal', 'MMR (Max Marginal Relevance) Graph Traversal'] as const;
export type GraphSearchType = (typeof GRAPH_SEARCH_TYPES)[number];

/** LangChain's defaults: MMR's candidates and diversity, traversal depths, neighbours per link. */
const MMR_FETCH_K = 20;
const MMR_LAMBDA = 0.5;
const TRAVERSAL_DEPTH = 1;
const MMR_TRAVERSAL = { depth: 2, fetchK: 100, adjacentK: 10 } as const;
/** The most documents one Data API find sorted by vector returns: a plain traversal's neighbours per link. */
const FIND_LIMIT = 1000;

export interface GraphDocument {
  id: string;
  text: string;
  metadata: Record<string, unknown>;
  vector: number[];
  /** Astra's $similarity to the query. */
  similarity: number;
}

export interface GraphSearch {
  readonly command: AstraCommand;
  readonly collection: string;
  /** The metadata field listing a document's incoming links. */
  readonly incomingKey: string;
  /** Metadata equalities every document found must meet. */
  readonly filter: Readonly<Record<string, unknown>>;
}

export const linkKey = (link: { kind: string; tag: string }): string => `link:${link.kind}:${link.tag}`;

/** The outgoing links a stored document lists in its `links` metadata (a JSON text, as LangChain stores it). */
function outgoingKeys(document: GraphDocument): string[] {
  const stored = document.metadata.links;
  let links: unknown;
  try {
    links = typeof stored === 'string' ? JSON.parse(stored) : stored;
  } catch {
    return [];
  }
  if (!Array.isArray(links)) return [];
  return links
    .filter(isPlainObject)
    .filter((link) => (link.direction === 'out' || link.direction === 'bidir') && typeof link.kind === 'string' && typeof link.tag === 'string')
    .map((link) => linkKey(link as { kind: string; tag: string }));
}

/** The documents nearest the vector that meet the filter (and, given a link, list it as incoming). */
async function nearest(search: GraphSearch, vector: readonly number[], limit: number, incoming?: string): Promise<GraphDocument[]> {
  const conditions = { ...search.filter, ...(incoming === undefined ? {} : { [search.incomingKey]: incoming }) };
  const filter = Object.fromEntries(Object.entries(conditions).map(([key, value]) => [`metadata.${key}`, value]));
  const answer = await search.command(search.collection, {
    find: { filter, sort: { $vector: vector }, projection: { content: 1, metadata: 1, $vector: 1 }, options: { limit, includeSimilarity: true } },
  });
  return answerDocuments(answer).map((document) => ({
    id: String(document._id),
    text: typeof document.content === 'string' ? document.content : '',
    metadata: isPlainObject(document.metadata) ? document.metadata : {},
    vector: Array.isArray(document.$vector) ? (document.$vector as number[]) : [],
    similarity: typeof document.$similarity === 'number' ? document.$similarity : 0,
  }));
}

interface Candidate {
  document: GraphDocument;
  /** Cosine similarity to the query. */
  relevance: number;
  depth: number;
}

/** The candidate maximal marginal relevance picks next: relevant to the query, unlike those already picked. */
function mmrPick(candidates: readonly Candidate[], picked: readonly Candidate[]): Candidate | undefined {
  let best: { candidate: Candidate; score: number } | undefined;
  for (const candidate of candidates) {
    const redundancy = Math.max(0, ...picked.map((other) => cosineSimilarity(candidate.document.vector, other.document.vector)));
    const score = MMR_LAMBDA * candidate.relevance - (1 - MMR_LAMBDA) * redundancy;
    if (!best || score > best.score) best = { candidate, score };
  }
  return best?.candidate;
}

/**
 * MMR over candidates that grow as documents are picked: a picked document within `depth` adds
 * the `adjacentK` documents nearest the query behind each of its outgoing links not yet followed.
 */
async function mmrSearch(search: GraphSearch, query: readonly number[], k: number, options: { fetchK: number; depth: number; adjacentK: number; threshold: number }): Promise<GraphDocument[]> {
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  const consider = (documents: readonly GraphDocument[], depth: number) => {
    for (const document of documents) {
      const relevance = cosineSimilarity(query, document.vector);
      if (seen.has(document.id) || relevance < options.threshold) continue;
      seen.add(document.id);
      candidates.push({ document, relevance, depth });
    }
  };
  consider(await nearest(search, query, options.fetchK), 0);
  const picked: Candidate[] = [];
  const followed = new Set<string>();
  while (picked.length < k) {
    const next = mmrPick(candidates, picked);
    if (!next) break;
    candidates.splice(candidates.indexOf(next), 1);
    picked.push(next);
    if (next.depth >= options.depth) continue;
    for (const key of outgoingKeys(next.document)) {
      if (followed.has(key)) continue;
      followed.add(key);
      consider(await nearest(search, query, options.adjacentK, key), next.depth + 1);
    }
  }
  return picked.map((candidate) => candidate.document);
}

/** The `k` nearest documents, then every document their links reach within the traversal depth. */
async function traversalSearch(search: GraphSearch, query: readonly number[], k: number): Promise<GraphDocument[]> {
  const found = new Map((await nearest(search, query, k)).map((document) => [document.id, document]));
  let level = [...found.values()];
  const followed = new Set<string>();
  for (let depth = 0; depth < TRAVERSAL_DEPTH && level.length > 0; depth++) {
    const next: GraphDocument[] = [];
    for (const key of level.flatMap(outgoingKeys)) {
      if (followed.has(key)) continue;
      followed.add(key);
      for (const document of await nearest(search, query, FIND_LIMIT, key)) {
        if (found.has(document.id)) continue;
        found.set(document.id, document);
        next.push(document);
      }
    }
    level = next;
  }
  return [...found.values()];
}

/** The documents a search of the type finds for the query's vector. */
export async function graphSearch(search: GraphSearch, type: GraphSearchType, query: readonly number[], k: number, threshold: number): Promise<GraphDocument[]> {
  switch (type) {
    case 'Similarity':
      return nearest(search, query, k);
    case 'Similarity with score threshold':
      return (await nearest(search, query, k)).filter((document) => document.similarity >= threshold);
    case 'MMR (Max Marginal Relevance)':
      return mmrSearch(search, query, k, { fetchK: MMR_FETCH_K, depth: 0, adjacentK: 0, threshold: Number.NEGATIVE_INFINITY });
    case 'Graph Traversal':
      return traversalSearch(search, query, k);
    case 'MMR (Max Marginal Relevance) Graph Traversal':
      return mmrSearch(search, query, k, { ...MMR_TRAVERSAL, threshold });
  }
}
