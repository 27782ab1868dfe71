// The flow owner's knowledge bases as the server provides them to the knowledge components: a
// base is a name, the embedding model its texts were stored with, and the vector collection
// (services.vectorStore) that holds them.
import type { TemplateUpdate, TemplateUpdateResult, VectorMatch } from '@app/engine';
import type { TemplateField } from '@app/flow-graph';
import type { EmbeddingsValue } from '../embeddings/embeddingsValue';
import { componentError } from '../messages';

export interface KnowledgeEmbedding {
  provider: string;
  model: string;
}

export interface KnowledgeBase {
  readonly name: string;
  readonly embedding: KnowledgeEmbedding;
  /** The collection of the owner's vector store that holds the base's texts. */
  readonly collection: string;
}

export interface KnowledgeBaseService {
  /** The names of the owner's bases, in the order GET /api/v1/knowledge_bases lists them. */
  names(): Promise<string[]>;
  /** The owner's base of that name, if any. */
  find(name: string): Promise<KnowledgeBase | undefined>;
  /** The owner's base of that name, made with this embedding model when there is none. */
  open(name: string, embedding: KnowledgeEmbedding): Promise<KnowledgeBase>;
  /** The first `limit` texts of the base, oldest first; their score is 0. */
  chunks(base: KnowledgeBase, limit: number): Promise<VectorMatch[]>;
}

declare module '@app/engine' {
  interface EngineServices {
    /** The flow owner's knowledge bases (Knowledge Ingestion and Retrieval). */
    knowledgeBases?: KnowledgeBaseService;
  }
}

export const MAX_KNOWLEDGE_NAME = 63;

/** Letters, digits, `_` and `-`, starting and ending with a letter or digit (Langflow's rule, any script). */
const NAME = /^[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?$/u;

export function checkKnowledgeName(raw: string): string {
  const name = raw.trim();
  if (name.length > MAX_KNOWLEDGE_NAME || !NAME.test(name)) throw componentError('KNOWLEDGE_NAME_INVALID', { name, max: MAX_KNOWLEDGE_NAME });
  return name;
}

export const embeddingOf = (embeddings: EmbeddingsValue): KnowledgeEmbedding => ({ provider: embeddings.provider, model: embeddings.modelName });

/** Refuses a connected model other than the one the base was stored with: its vectors would not compare. */
export function checkSameEmbedding(base: KnowledgeBase, embeddings: EmbeddingsValue): void {
  const connected = embeddingOf(embeddings);
  if (connected.provider === base.embedding.provider && connected.model === base.embedding.model) return;
  throw componentError('KNOWLEDGE_EMBEDDING_MISMATCH', {
    name: base.name,
    stored: `${base.embedding.provider} ${base.embedding.model}`,
    connected: `${connected.provider} ${connected.model}`,
  });
}

/**
 * The knowledge base field both components share: a dropdown of the owner's bases, listed when its
 * refresh button is pressed (knowledgeBaseUpdate), where a name can also be typed, so Ingestion
 * makes a new base and a stored or imported name stays before the list is loaded.
 */
export const knowledgeBaseField = {
  type: 'str',
  name: 'knowledge_base',
  display_name: '知识库',
  info: '流程所有者的知识库：点击刷新按钮列出已有的知识库并选择，也可以输入名称（知识库入库会用新名称创建知识库）。',
  en: {
    display_name: 'Knowledge',
    info: "One of the flow owner's knowledge bases: press the refresh button to list them and choose, or type a name (Knowledge Ingestion makes a base of a new name).",
  },
  options: [],
  combobox: true,
  refresh_button: true,
  required: true,
  value: '',
} as const;

/** The refresh of the knowledge base field: the owner's bases as its options, the chosen name kept. */
export async function knowledgeBaseUpdate(update: TemplateUpdate): Promise<TemplateUpdateResult> {
  // The user's services come with built-in components only; without them there is nothing to list.
  const bases = update.services?.knowledgeBases;
  if (update.field !== knowledgeBaseField.name || !bases) return {};
  const field = update.template[knowledgeBaseField.name] as TemplateField;
  return { template: { ...update.template, [knowledgeBaseField.name]: { ...field, options: await bases.names() } } };
}
