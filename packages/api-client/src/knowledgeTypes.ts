// Wire types of the knowledge base calls (Langflow 1.6's /api/v1/knowledge_bases): a user's
// knowledge bases, each one a named set of embedded texts.

/** GET knowledge_bases/ and knowledge_bases/{name}: one base with what it holds. */
export interface KnowledgeBaseInfo {
  /** The name: a knowledge base is known by it within its owner's. */
  id: string;
  name: string;
  embedding_provider: string;
  embedding_model: string;
  /** Bytes stored: the texts (UTF-8) and their float32 vectors. */
  size: number;
  /** Whitespace-separated words of the texts, as Langflow counts them. */
  words: number;
  characters: number;
  chunks: number;
  /** Characters per chunk, to one decimal. */
  avg_chunk_size: number;
}

/** DELETE knowledge_bases/ (bulk). */
export interface KnowledgeBulkDelete {
  kb_names: string[];
}

export interface KnowledgeBulkDeleteResult {
  message: string;
  deleted_count: number;
  /** The names that were not found, comma-separated, when some were. */
  not_found?: string;
}
