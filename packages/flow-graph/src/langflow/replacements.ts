// Langflow components nothing here stands for, but that one of ours can replace when the user
// chooses to: a cloud vector store (Astra DB, Pinecone …) becomes the platform's database vector
// store, keeping what both have (the data to ingest, the query, the embeddings, the number of
// results). Never done on import: a cloud store is the user's to give up.
import type { LangflowMapping } from './componentMap';

const DATABASE_VECTOR_STORE = 'DatabaseVectorStore';

const vectorStore: LangflowMapping = {
  target: () => DATABASE_VECTOR_STORE,
  fields: { embedding_model: 'embedding' },
  outputs: { dataframe: 'search_results' },
};

/** Langflow's vector store components by their type name. */
export const LANGFLOW_REPLACEMENTS: Readonly<Record<string, LangflowMapping>> = Object.fromEntries(
  [
    'AstraDB',
    'Chroma',
    'FAISS',
    'pgvector',
    'Qdrant',
    'Pinecone',
    'Weaviate',
    'Milvus',
    'Redis',
    'Elasticsearch',
    'MongoDBAtlasVector',
    'SupabaseVectorStore',
    'Cassandra',
    'OpenSearch',
  ].map((type) => [type, vectorStore]),
);
