// One Astra DB collection as LangChain's AstraDBVectorStore (and so Langflow) uses it. Documents
// carry `metadata` and either `content` + `$vector` (vectors from the connected embedding model)
// or `$vectorize` (the collection's own embedding provider computes them, Astra's "vectorize"),
// plus `$lexical` when the collection indexes text for hybrid search. Search sorts by `$vector`
// or `$vectorize`, or with hybrid search asks findAndRerank for a `$hybrid` sort whose vector and
// lexical candidates the collection's reranker scores.
import type { VectorMatch } from '@app/engine';
import type { EmbeddingsValue } from '../embeddings/embeddingsValue';
import { componentError } from '../messages';
import { isPlainObject } from '../values/data';
import { answerDocuments, astraName, type AstraCommand } from './astraDataApi';
import type { TextCollection } from './retriever';
import type { IngestItem } from './vectorRecords';

/** Documents per insertMany: within the Data API's per-command limit on every Astra release. */
const INSERT_BATCH = 20;

/** What findCollections explains about a collection that the documents' layout depends on. */
interface CollectionTraits {
  readonly vectorize: boolean;
  readonly lexical: boolean;
  readonly rerank: boolean;
}

export interface AstraCollectionSettings {
  /** The connected embedding model; a collection with its own embedding provider does without. */
  readonly embeddings: EmbeddingsValue | undefined;
  readonly metric: string;
  /** Hybrid search where the collection supports it (lexical and rerank enabled), as Langflow's default hybrid mode. */
  readonly hybrid: boolean;
  /** Terms for the lexical half of hybrid search; empty uses the query. */
  readonly lexicalTerms: string;
}

const enabled = (options: unknown): boolean => isPlainObject(options) && options.enabled === true;

async function describeCollection(command: AstraCommand, name: string): Promise<CollectionTraits | undefined> {
  const answer = await command(undefined, { findCollections: { options: { explain: true } } });
  const collections = isPlainObject(answer.status) ? answer.status.collections : undefined;
  if (!Array.isArray(collections)) throw componentError('ASTRA_ANSWER_UNREADABLE', { detail: 'no "status.collections" list' });
  const found = collections.filter(isPlainObject).find((collection) => collection.name === name);
  if (!found) return undefined;
  const options = isPlainObject(found.options) ? found.options : {};
  return { vectorize: isPlainObject(options.vector) && isPlainObject(options.vector.service), lexical: enabled(options.lexical), rerank: enabled(options.rerank) };
}

const scoreOf = (scores: unknown, key: string): number => (isPlainObject(scores) && typeof scores[key] === 'number' ? scores[key] : 0);

export function openAstraCollection(command: AstraCommand, collectionName: string, settings: AstraCollectionSettings): TextCollection {
  const name = astraName(collectionName);
  let traits: Promise<CollectionTraits | undefined> | undefined;
  const describe = () => (traits ??= describeCollection(command, name));

  /** The embedding model, which a collection without its own provider needs. */
  function embeddings(): EmbeddingsValue {
    if (!settings.embeddings) throw componentError('ASTRA_VECTORIZE_UNAVAILABLE', { collection: name });
    return settings.embeddings;
  }

  /** The collection, created with the first vectors' dimension when missing, as it stands after. */
  async function ready(items: readonly IngestItem[], signal: AbortSignal): Promise<{ collection: CollectionTraits; vectors?: number[][] }> {
    const existing = await describe();
    if (existing?.vectorize) return { collection: existing };
    const vectors = await embeddings().embed(
      items.map((item) => item.text),
      signal,
    );
    if (existing) return { collection: existing, vectors };
    await command(undefined, { createCollection: { name, options: { vector: { dimension: vectors[0]!.length, metric: settings.metric } } } });
    traits = undefined;
    return { collection: (await describe()) ?? { vectorize: false, lexical: false, rerank: false }, vectors };
  }

  return {
    name,
    async clear() {
      // Nothing to clear in a collection not created yet.
      await command(name, { deleteMany: {} }, ['COLLECTION_NOT_EXIST']);
    },
    async add(items, signal) {
      const { collection, vectors } = await ready(items, signal);
      const documents = items.map((item, index) => ({
        _id: item.id,
        ...(vectors ? { content: item.text, $vector: vectors[index] } : { $vectorize: item.text }),
        metadata: item.metadata,
        ...(collection.lexical ? { $lexical: item.text } : {}),
      }));
      for (let start = 0; start < documents.length; start += INSERT_BATCH) {
        const batch = documents.slice(start, start + INSERT_BATCH);
        // insertMany refuses ids already stored: the same content replaces its earlier copy.
        await command(name, { deleteMany: { filter: { _id: { $in: batch.map((document) => document._id) } } } });
        await command(name, { insertMany: { documents: batch, options: { ordered: false } } });
      }
    },
    async search(query, k, signal): Promise<VectorMatch[]> {
      const collection = await describe();
      const vectorize = collection?.vectorize === true;
      const contentField = vectorize ? '$vectorize' : 'content';
      const semantic = vectorize ? { $vectorize: query } : { $vector: (await embeddings().embed([query], signal))[0] ?? [] };
      const projection = { [contentField]: 1, metadata: 1 };
      const hybrid = settings.hybrid && collection?.lexical === true && collection.rerank;
      let documents: Record<string, unknown>[];
      let scores: number[];
      if (hybrid) {
        const lexical = settings.lexicalTerms.trim() || query;
        const sort = { $hybrid: vectorize && lexical === query ? query : { ...semantic, $lexical: lexical } };
        // A collection without its own embedding provider reranks on the stored text, by the query.
        const rerank = vectorize ? {} : { rerankOn: contentField, rerankQuery: query };
        const answer = await command(name, { findAndRerank: { sort, projection, options: { limit: k, includeScores: true, ...rerank } } });
        documents = answerDocuments(answer);
        const responses = isPlainObject(answer.status) && Array.isArray(answer.status.documentResponses) ? answer.status.documentResponses : [];
        scores = documents.map((_, index) => scoreOf((responses[index] as { scores?: unknown } | undefined)?.scores, '$rerank'));
      } else {
        documents = answerDocuments(await command(name, { find: { sort: semantic, projection, options: { limit: k, includeSimilarity: true } } }));
        scores = documents.map((document) => scoreOf(document, '$similarity'));
      }
      return documents.map((document, index) => ({
        id: String(document._id),
        text: typeof document[contentField] === 'string' ? document[contentField] : '',
        metadata: isPlainObject(document.metadata) ? document.metadata : {},
        score: scores[index]!,
      }));
    },
  };
}
