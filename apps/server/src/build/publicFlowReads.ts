// GET flows/public_flow/{id}, which anyone may call: the masked graph (publicFlowView) is made and
// serialized once per saved version of the flow (its updated_at, which every change of `data`
// sets) and language (built-in components' texts in the reader's: localizedGraph) and kept,
// bounded by the bytes held: a read costs one small row query and a copy, where each used to
// restore, parse, mask and serialize the whole graph. The other fields come from the
// row every time, so a flow made private is refused at once.
import type { ComponentRegistry, TextLanguage } from '@app/engine';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DatabaseSchema } from '../db/schema';
import { FLOW_COLUMNS_BUT_DATA } from '../db/tables/flows';
import { toIsoTimestamp } from '../db/rowValues';
import { notFound } from '../errors/appError';
import { findFlow, type FlowRow } from '../flows/flowQueries';
import { flowMessages } from '../flows/flowRules';
import { localizedGraph } from './localizedGraph';
import { publicFlowRecord } from './publicFlowView';

/** Bytes of serialized graphs kept; a graph larger than this alone is made at every read. */
export const PUBLIC_GRAPH_CACHE_BYTES = 32 * 1024 * 1024;

interface Graph {
  version: string;
  /** UTF-8, so a read copies bytes instead of encoding the text again. */
  json: Buffer;
}

export interface PublicFlowReads {
  /** The public view of a PUBLIC flow as UTF-8 JSON, its built-in components' texts in `language`; 404 'Flow not found' for any other. */
  json(flowId: string, language: TextLanguage): Promise<Buffer>;
}

export function createPublicFlowReads(db: Kysely<DatabaseSchema>, registry: ComponentRegistry): PublicFlowReads {
  const graphs = new LRUCache<string, Graph>({ maxSize: PUBLIC_GRAPH_CACHE_BYTES, sizeCalculation: (graph) => Math.max(1, graph.json.length) });
  const refused = () => notFound(flowMessages.FLOW_NOT_FOUND);

  async function graphOf(flowId: string, version: string, language: TextLanguage): Promise<Buffer> {
    const key = `${language}:${flowId}`;
    const kept = graphs.get(key);
    if (kept?.version === version) return kept.json;
    const row = await findFlow(db, flowId);
    if (!row || row.access_type !== 'PUBLIC') throw refused();
    const data = publicFlowRecord(row).data;
    const graph = { version: toIsoTimestamp(row.updated_at), json: Buffer.from(JSON.stringify(data && localizedGraph(data, registry, language))) };
    graphs.set(key, graph);
    return graph.json;
  }

  return {
    async json(flowId, language) {
      const head = await db.selectFrom('flows').select(FLOW_COLUMNS_BUT_DATA).where('id', '=', flowId).executeTakeFirst();
      if (!head || head.access_type !== 'PUBLIC') throw refused();
      const graph = await graphOf(flowId, toIsoTimestamp(head.updated_at), language);
      // Typed as a whole row: a column missing from FLOW_COLUMNS_BUT_DATA fails to compile.
      const row: FlowRow = { ...head, data: null };
      const fields = JSON.stringify({ ...publicFlowRecord(row), data: undefined });
      return Buffer.concat([Buffer.from(`${fields.slice(0, -1)},"data":`), graph, Buffer.from('}')]);
    },
  };
}
