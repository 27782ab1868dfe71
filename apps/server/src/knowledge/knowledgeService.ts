// A user's knowledge bases as Langflow 1.6's calls answer them: each with its embedding model and
// what it holds; deleting one takes its texts with it. Every call is the caller's own bases only
// (administrators included, as with global variables): a base of another user is not found.
import { ErrorCode, type KnowledgeBaseInfo, type KnowledgeBulkDeleteResult } from '@app/api-client';
import type { CodedText } from '@app/flow-graph';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { AppError } from '../errors/appError';
import { collectionContents, deleteKnowledgeBase, findKnowledgeBase, knowledgeCollection, listKnowledgeBases, type KnowledgeBaseRow } from './knowledgeQueries';

type Db = Kysely<DatabaseSchema>;

/** The server's texts of its refusals; @app/i18n's serverMessages words them by code. */
export const knowledgeMessages = {
  KNOWLEDGE_BASE_NOT_FOUND: (p: { name: string }) => `Knowledge base '${p.name}' not found`,
  KNOWLEDGE_BASES_NOT_FOUND: (p: { names: string }) => `Knowledge bases not found: ${p.names}`,
};

function notFoundError(text: CodedText): AppError {
  return new AppError(404, ErrorCode.PARAMETER_ERROR, { coded: { form: 'lines', texts: [text] } });
}

const baseNotFound = (name: string) =>
  notFoundError({ code: 'KNOWLEDGE_BASE_NOT_FOUND', text: knowledgeMessages.KNOWLEDGE_BASE_NOT_FOUND({ name }), params: { name } });

async function infos(db: Db, userId: string, rows: readonly KnowledgeBaseRow[]): Promise<KnowledgeBaseInfo[]> {
  const contents = await collectionContents(db, userId, rows);
  return rows.map((row) => {
    const content = contents.get(knowledgeCollection(row));
    const chunks = content?.chunks ?? 0;
    const characters = content?.characters ?? 0;
    return {
      id: row.name,
      name: row.name,
      embedding_provider: row.embedding_provider,
      embedding_model: row.embedding_model,
      size: content?.bytes ?? 0,
      words: content?.words ?? 0,
      characters,
      chunks,
      avg_chunk_size: chunks === 0 ? 0 : Math.round((characters / chunks) * 10) / 10,
    };
  });
}

export async function listKnowledge(db: Db, userId: string): Promise<KnowledgeBaseInfo[]> {
  return infos(db, userId, await listKnowledgeBases(db, userId));
}

export async function getKnowledge(db: Db, userId: string, name: string): Promise<KnowledgeBaseInfo> {
  const row = await findKnowledgeBase(db, userId, name);
  if (!row) throw baseNotFound(name);
  return (await infos(db, userId, [row]))[0] as KnowledgeBaseInfo;
}

export async function deleteKnowledge(db: Db, userId: string, name: string): Promise<{ message: string }> {
  if (!(await deleteKnowledgeBase(db, userId, name))) throw baseNotFound(name);
  return { message: `Knowledge base '${name}' deleted successfully` };
}

/** Deletes those found; refuses only when none is. */
export async function deleteKnowledgeMany(db: Db, userId: string, names: readonly string[]): Promise<KnowledgeBulkDeleteResult> {
  const notFound: string[] = [];
  for (const name of new Set(names)) {
    if (!(await deleteKnowledgeBase(db, userId, name))) notFound.push(name);
  }
  const deleted = new Set(names).size - notFound.length;
  if (deleted === 0) {
    const list = notFound.join(', ');
    throw notFoundError({ code: 'KNOWLEDGE_BASES_NOT_FOUND', text: knowledgeMessages.KNOWLEDGE_BASES_NOT_FOUND({ names: list }), params: { names: list } });
  }
  const result: KnowledgeBulkDeleteResult = { message: `Successfully deleted ${deleted} knowledge base(s)`, deleted_count: deleted };
  return notFound.length > 0 ? { ...result, not_found: notFound.join(', ') } : result;
}
